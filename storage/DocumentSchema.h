// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace fabrictco {

class SqliteConnection;

/// The `.fabrictco` file format: constants, the schema of each version, and the check that a
/// file's schema is exactly the one FabricTCO wrote. See storage/FORMAT.md.
class DocumentSchema
{
public:
    /// `PRAGMA application_id` of every FabricTCO document: the ASCII bytes "FTCO".
    static constexpr std::uint32_t kApplicationId = 0x4654434F;
    /// `PRAGMA user_version` written by this program.
    static constexpr int kCurrentVersion = 6;
    /// Oldest version this program can migrate from.
    static constexpr int kOldestVersion = 1;

    /// Creates the empty schema of `version` (kOldestVersion..kCurrentVersion) in an empty
    /// database and sets application_id and user_version. Version N is built as version 1 plus
    /// migrations 2..N, so a migrated file and a new file have the same schema by construction.
    static void create(SqliteConnection& db, int version = kCurrentVersion);

    /// Throws DocumentError unless `db`'s schema is exactly that of `version`: the same tables,
    /// all STRICT, the same columns in the same order with the same types and constraints, only
    /// SQLite's automatic indexes, and no trigger, view or virtual table.
    static void verify(SqliteConnection& db, int version);

    /// The SQL that creates the version-1 schema (tables only, no pragmas).
    static const std::string& version1Sql();
};

} // namespace fabrictco
