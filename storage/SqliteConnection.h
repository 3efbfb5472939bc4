// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;

namespace fabrictco {

/// An in-memory SQLite connection. Documents are never opened on disk: they are deserialized
/// from bytes read in one go and serialized back to bytes for an atomic write, so SQLite never
/// creates a journal or WAL next to the user's file and opening never modifies it.
///
/// Every connection is hardened as for an untrusted file: defensive mode, no triggers, no views,
/// untrusted schema, no extension loading, and limits on SQL and row sizes.
class SqliteConnection
{
public:
    /// An empty in-memory database. Throws DocumentError if SQLite cannot allocate it.
    SqliteConnection();
    /// A database holding `bytes` (a whole SQLite file image). Throws DocumentError.
    explicit SqliteConnection(const std::vector<unsigned char>& bytes);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection&) = delete;
    SqliteConnection& operator=(const SqliteConnection&) = delete;

    sqlite3* handle() const { return m_db; }

    /// Runs one or more statements without results; throws DocumentError with `context`.
    void exec(const std::string& sql, const char* context = "SQL");
    /// The single integer a pragma such as "PRAGMA user_version" returns.
    std::int64_t pragmaInteger(const std::string& pragma);
    /// The whole database as the bytes of an SQLite file.
    std::vector<unsigned char> serialize() const;
    /// SQLite's message for the last failed call.
    std::string lastError() const;

private:
    void harden();

    sqlite3* m_db = nullptr;
};

} // namespace fabrictco
