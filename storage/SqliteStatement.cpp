// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/SqliteStatement.h"

#include "storage/DocumentError.h"
#include "storage/SqliteConnection.h"
#include "storage/Utf8.h"

#include <sqlite3.h>

namespace fabrictco {

namespace {

const char* typeName(int type)
{
    switch (type) {
    case SQLITE_INTEGER:
        return "an integer";
    case SQLITE_FLOAT:
        return "a floating-point number";
    case SQLITE_TEXT:
        return "text";
    case SQLITE_BLOB:
        return "a blob";
    default:
        return "NULL";
    }
}

} // namespace

SqliteStatement::SqliteStatement(SqliteConnection& db, const std::string& sql) : m_db(db)
{
    if (sqlite3_prepare_v2(db.handle(), sql.c_str(), -1, &m_stmt, nullptr) != SQLITE_OK)
        throw DocumentError("cannot prepare \"" + sql.substr(0, 60) + "\": " + db.lastError());
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

void SqliteStatement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void SqliteStatement::bind(int index, std::string_view text)
{
    // A null data pointer would bind SQL NULL; an empty string must stay an empty string.
    sqlite3_bind_text64(m_stmt, index, text.data() != nullptr ? text.data() : "", text.size(),
                        SQLITE_TRANSIENT, SQLITE_UTF8);
}

void SqliteStatement::bindOptional(int index, const std::optional<std::string>& textOrNull)
{
    if (textOrNull)
        bind(index, std::string_view(*textOrNull));
    else
        bindNull(index);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

bool SqliteStatement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    throw DocumentError((m_table.empty() ? std::string("SQL") : m_table) + ": " + m_db.lastError());
}

void SqliteStatement::run()
{
    step();
    reset();
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

void SqliteStatement::typeError(int column, const char* name, const char* expected) const
{
    throw DocumentError(m_table + "." + name + " holds " +
                        typeName(sqlite3_column_type(m_stmt, column)) + " where " + expected +
                        " is expected");
}

std::int64_t SqliteStatement::integer(int column, const char* name) const
{
    if (sqlite3_column_type(m_stmt, column) != SQLITE_INTEGER)
        typeError(column, name, "an integer");
    return sqlite3_column_int64(m_stmt, column);
}

std::string SqliteStatement::text(int column, const char* name) const
{
    if (sqlite3_column_type(m_stmt, column) != SQLITE_TEXT)
        typeError(column, name, "text");
    const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    const int size = sqlite3_column_bytes(m_stmt, column);
    std::string value(data != nullptr ? data : "", static_cast<std::size_t>(size));
    if (!Utf8::isValid(value))
        throw DocumentError(m_table + "." + name + " holds text that is not valid UTF-8");
    return value;
}

std::optional<std::string> SqliteStatement::optionalText(int column, const char* name) const
{
    if (sqlite3_column_type(m_stmt, column) == SQLITE_NULL)
        return std::nullopt;
    return text(column, name);
}

} // namespace fabrictco
