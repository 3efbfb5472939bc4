// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco {

class SqliteConnection;

/// One migration function per schema version: migrateTo(db, N) turns a version N-1 database
/// into version N. Each runs in a transaction that rolls back unless it completes, and sets
/// user_version. Migrations only ever run on the in-memory copy of a file being opened.
class DocumentMigrations
{
public:
    /// Upgrades `db` from `fromVersion` to DocumentSchema::kCurrentVersion, one step at a time.
    static void upgrade(SqliteConnection& db, int fromVersion);
    /// Applies the single step from `toVersion - 1` to `toVersion`.
    static void migrateTo(SqliteConnection& db, int toVersion);
};

} // namespace fabrictco
