// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentMigrations.h"

#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"
#include "storage/SqliteConnection.h"

#include <string>

namespace fabrictco {

namespace {

/// Version 2 added uncertainty ranges (scenario- and plan-scoped), the validity date of a quote
/// and twin-port endpoint transceivers. Version 1 files have none of them: quotes get an empty
/// validity ("not stated"), plans single-port NIC modules (the FabricDesign default).
const char* const kVersion2Sql = R"sql(
ALTER TABLE quote ADD COLUMN valid_until TEXT NOT NULL DEFAULT '';
ALTER TABLE plan ADD COLUMN twin_port_nic_transceivers INTEGER NOT NULL DEFAULT 0;
CREATE TABLE uncertainty (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    shape TEXT NOT NULL,
    low TEXT NOT NULL,
    high TEXT NOT NULL,
    PRIMARY KEY (scope, key)
) STRICT;
)sql";

/// Version 3 added the catalog products a plan picks (switch, NIC, optics). Older plans get
/// '' for each: "custom hardware", their own radix, link speed and the generic catalog prices,
/// so every figure stays as it was.
const char* const kVersion3Sql = R"sql(
ALTER TABLE plan ADD COLUMN switch_product TEXT NOT NULL DEFAULT '';
ALTER TABLE plan ADD COLUMN nic_product TEXT NOT NULL DEFAULT '';
ALTER TABLE plan ADD COLUMN optics_product TEXT NOT NULL DEFAULT '';
)sql";

/// Version 4 added the reach of active copper (AEC) and active optical cables (AOC). Older
/// plans get 0 for both, "never": their links stay DAC or fibre with modules, as they were
/// priced, so every figure stays as it was.
const char* const kVersion4Sql = R"sql(
ALTER TABLE plan ADD COLUMN aec_max_meters TEXT NOT NULL DEFAULT '0';
ALTER TABLE plan ADD COLUMN aoc_max_meters TEXT NOT NULL DEFAULT '0';
)sql";

/// Version 5 saves each plan's colour slot (PlanColours), so a plan keeps its colour when
/// another is inserted. Older plans get -1, "none yet": the reader then gives them, in display
/// order, the slots they had implicitly, so every chart looks as it did.
const char* const kVersion5Sql = R"sql(
ALTER TABLE plan ADD COLUMN colour_slot INTEGER NOT NULL DEFAULT -1;
)sql";

/// Version 6 records whether a plan's switches have co-packaged optics (no module in a switch
/// port, every link fibre). Older plans get 0: pluggable modules, as they were priced.
const char* const kVersion6Sql = R"sql(
ALTER TABLE plan ADD COLUMN co_packaged_optics INTEGER NOT NULL DEFAULT 0;
)sql";

/// Rolls back unless commit() is reached, so a failed step leaves the database as it was.
class Transaction
{
public:
    explicit Transaction(SqliteConnection& db) : m_db(db) { m_db.exec("BEGIN", "migration"); }
    ~Transaction()
    {
        if (!m_committed) {
            try {
                m_db.exec("ROLLBACK", "migration");
            } catch (const DocumentError&) {
                // Nothing more to undo; the caller already reports the original failure.
            }
        }
    }
    void commit()
    {
        m_db.exec("COMMIT", "migration");
        m_committed = true;
    }

private:
    SqliteConnection& m_db;
    bool m_committed = false;
};

} // namespace

void DocumentMigrations::migrateTo(SqliteConnection& db, int toVersion)
{
    Transaction transaction(db);
    switch (toVersion) {
    case 2:
        db.exec(kVersion2Sql, "migration to format version 2");
        break;
    case 3:
        db.exec(kVersion3Sql, "migration to format version 3");
        break;
    case 4:
        db.exec(kVersion4Sql, "migration to format version 4");
        break;
    case 5:
        db.exec(kVersion5Sql, "migration to format version 5");
        break;
    case 6:
        db.exec(kVersion6Sql, "migration to format version 6");
        break;
    default:
        throw DocumentError("no migration to format version " + std::to_string(toVersion));
    }
    db.exec("PRAGMA user_version = " + std::to_string(toVersion), "migration");
    transaction.commit();
}

void DocumentMigrations::upgrade(SqliteConnection& db, int fromVersion)
{
    for (int version = fromVersion + 1; version <= DocumentSchema::kCurrentVersion; ++version)
        migrateTo(db, version);
}

} // namespace fabrictco
