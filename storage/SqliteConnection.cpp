// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/SqliteConnection.h"

#include "storage/DocumentError.h"

#include <cstring>
#include <sqlite3.h>

namespace fabrictco {

namespace {

// Far above anything a real document holds (a few hundred rows of short text), far below what
// would let a hostile file exhaust memory.
constexpr int kMaxLength = 1 << 20;
constexpr int kMaxSqlLength = 1 << 16;
constexpr int kMaxColumns = 64;

} // namespace

SqliteConnection::SqliteConnection()
{
    if (sqlite3_open_v2(":memory:", &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DocumentError("cannot create an in-memory SQLite database");
    }
    harden();
}

SqliteConnection::SqliteConnection(const std::vector<unsigned char>& bytes) : SqliteConnection()
{
    // SQLite takes ownership of the buffer (FREEONCLOSE); RESIZEABLE lets migrations grow it.
    auto* buffer = static_cast<unsigned char*>(sqlite3_malloc64(bytes.size()));
    if (buffer == nullptr)
        throw DocumentError("out of memory reading the document");
    std::memcpy(buffer, bytes.data(), bytes.size());
    const int rc =
        sqlite3_deserialize(m_db, "main", buffer, static_cast<sqlite3_int64>(bytes.size()),
                            static_cast<sqlite3_int64>(bytes.size()),
                            SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
    if (rc != SQLITE_OK)
        throw DocumentError("not a readable SQLite database: " + lastError(),
                            DocumentProblem::NotADocument);
}

SqliteConnection::~SqliteConnection()
{
    sqlite3_close(m_db);
}

void SqliteConnection::harden()
{
    int ignored = 0;
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, &ignored);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &ignored);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &ignored);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &ignored);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &ignored);
    sqlite3_limit(m_db, SQLITE_LIMIT_LENGTH, kMaxLength);
    sqlite3_limit(m_db, SQLITE_LIMIT_SQL_LENGTH, kMaxSqlLength);
    sqlite3_limit(m_db, SQLITE_LIMIT_COLUMN, kMaxColumns);
    sqlite3_limit(m_db, SQLITE_LIMIT_ATTACHED, 0);
    sqlite3_limit(m_db, SQLITE_LIMIT_TRIGGER_DEPTH, 0);
}

void SqliteConnection::exec(const std::string& sql, const char* context)
{
    char* message = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string text = message != nullptr ? message : lastError();
        sqlite3_free(message);
        throw DocumentError(std::string(context) + ": " + text);
    }
}

std::int64_t SqliteConnection::pragmaInteger(const std::string& pragma)
{
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, pragma.c_str(), -1, &stmt, nullptr) != SQLITE_OK)
        throw DocumentError(pragma + ": " + lastError());
    std::int64_t value = 0;
    const int rc = sqlite3_step(stmt);
    if (rc == SQLITE_ROW)
        value = sqlite3_column_int64(stmt, 0);
    sqlite3_finalize(stmt);
    if (rc != SQLITE_ROW)
        throw DocumentError(pragma + ": " + lastError());
    return value;
}

std::vector<unsigned char> SqliteConnection::serialize() const
{
    sqlite3_int64 size = 0;
    unsigned char* data = sqlite3_serialize(m_db, "main", &size, 0);
    if (data == nullptr)
        throw DocumentError("cannot serialize the document: " + lastError());
    std::vector<unsigned char> bytes(data, data + size);
    sqlite3_free(data);
    return bytes;
}

std::string SqliteConnection::lastError() const
{
    return m_db != nullptr ? sqlite3_errmsg(m_db) : "no database";
}

} // namespace fabrictco
