// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3_stmt;

namespace fabrictco {

class SqliteConnection;

/// A prepared statement. Column getters check the stored type, because a file someone sent
/// may hold any type in any column whatever the schema says: a mismatch throws DocumentError
/// naming `table.column`.
class SqliteStatement
{
public:
    SqliteStatement(SqliteConnection& db, const std::string& sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    void bind(int index, std::int64_t value);
    void bind(int index, std::string_view text);
    void bindOptional(int index, const std::optional<std::string>& textOrNull);
    void bindNull(int index);

    /// Steps once; true while a row is available.
    bool step();
    /// Runs a statement that returns no rows, then resets it for the next bindings.
    void run();
    void reset();

    /// Name of the table read from, used in error messages ("plan").
    void setContext(std::string table) { m_table = std::move(table); }

    std::int64_t integer(int column, const char* name) const;
    std::string text(int column, const char* name) const;
    /// NULL gives nullopt; any other non-text type throws.
    std::optional<std::string> optionalText(int column, const char* name) const;

private:
    [[noreturn]] void typeError(int column, const char* name, const char* expected) const;

    SqliteConnection& m_db;
    sqlite3_stmt* m_stmt = nullptr;
    std::string m_table;
};

} // namespace fabrictco
