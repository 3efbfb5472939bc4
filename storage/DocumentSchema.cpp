// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentSchema.h"

#include "storage/DocumentError.h"
#include "storage/DocumentMigrations.h"
#include "storage/SqliteConnection.h"
#include "storage/SqliteStatement.h"

#include <map>
#include <set>

namespace fabrictco {

namespace {

// Version 1 of the format. Never edit: later versions change it through migrations only.
// scope is '' for scenario-wide rows and a plan id for plan-scoped ones; catalog_item.fabric is
// '' for an entry that applies to every fabric.
const std::string kVersion1Sql = R"sql(
CREATE TABLE scenario (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    title TEXT NOT NULL,
    author TEXT NOT NULL,
    organisation TEXT NOT NULL,
    notes TEXT NOT NULL,
    created_utc TEXT NOT NULL,
    modified_utc TEXT NOT NULL,
    program_version TEXT NOT NULL,
    catalog_version TEXT NOT NULL,
    workload TEXT NOT NULL,
    team TEXT NOT NULL,
    nodes INTEGER NOT NULL,
    gpus_per_node INTEGER NOT NULL,
    horizon_years INTEGER NOT NULL,
    currency TEXT NOT NULL,
    rounding TEXT NOT NULL
) STRICT;
CREATE TABLE nodes_by_year (
    year INTEGER PRIMARY KEY,
    nodes INTEGER NOT NULL
) STRICT;
CREATE TABLE plan (
    position INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    fabric TEXT NOT NULL,
    nodes INTEGER NOT NULL,
    rails_per_node INTEGER NOT NULL,
    link_speed_gbps INTEGER NOT NULL,
    switch_radix INTEGER NOT NULL,
    twin_port_transceivers INTEGER NOT NULL,
    oversubscription TEXT NOT NULL,
    scalable_unit_nodes INTEGER NOT NULL,
    extra_endpoints INTEGER NOT NULL,
    spares_percent TEXT NOT NULL,
    copper_max_meters TEXT NOT NULL,
    node_leaf_meters TEXT NOT NULL,
    leaf_spine_meters TEXT NOT NULL,
    spine_core_meters TEXT NOT NULL
) STRICT;
CREATE TABLE parameter (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    currency TEXT,
    PRIMARY KEY (scope, key)
) STRICT;
CREATE TABLE quote (
    position INTEGER PRIMARY KEY,
    item_key TEXT NOT NULL,
    vendor TEXT NOT NULL,
    unit_price TEXT NOT NULL,
    currency TEXT NOT NULL,
    quote_date TEXT NOT NULL,
    origin TEXT NOT NULL
) STRICT;
CREATE TABLE catalog_item (
    position INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    fabric TEXT NOT NULL,
    value TEXT NOT NULL,
    currency TEXT,
    shape TEXT NOT NULL,
    low TEXT NOT NULL,
    high TEXT NOT NULL,
    source TEXT NOT NULL,
    date TEXT NOT NULL,
    confidence TEXT NOT NULL,
    note TEXT NOT NULL,
    UNIQUE (key, fabric)
) STRICT;
)sql";

std::string normalized(const std::optional<std::string>& sql)
{
    if (!sql)
        return {};
    std::string out;
    bool space = false;
    for (char c : *sql) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            space = true;
            continue;
        }
        if (space && !out.empty())
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

struct SchemaObject
{
    std::string type;
    std::string table;
    std::string sql;
};

std::map<std::string, SchemaObject> schemaObjects(SqliteConnection& db)
{
    std::map<std::string, SchemaObject> objects;
    SqliteStatement query(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema");
    query.setContext("sqlite_schema");
    while (query.step()) {
        objects[query.text(1, "name")] =
            SchemaObject{query.text(0, "type"), query.text(2, "tbl_name"),
                         normalized(query.optionalText(3, "sql"))};
    }
    return objects;
}

} // namespace

const std::string& DocumentSchema::version1Sql()
{
    return kVersion1Sql;
}

void DocumentSchema::create(SqliteConnection& db, int version)
{
    if (version < kOldestVersion || version > kCurrentVersion)
        throw DocumentError("cannot create format version " + std::to_string(version));
    db.exec(kVersion1Sql, "creating the document schema");
    db.exec("PRAGMA application_id = " + std::to_string(kApplicationId),
            "creating the document schema");
    db.exec("PRAGMA user_version = 1", "creating the document schema");
    for (int step = 2; step <= version; ++step)
        DocumentMigrations::migrateTo(db, step);
}

void DocumentSchema::verify(SqliteConnection& db, int version)
{
    SqliteConnection reference;
    create(reference, version);
    const auto expected = schemaObjects(reference);
    const auto actual = schemaObjects(db);

    for (const auto& [name, object] : actual) {
        if (object.type == "trigger")
            throw DocumentError("the file carries a trigger (\"" + name +
                                "\"); FabricTCO documents never contain triggers");
        if (object.type == "view")
            throw DocumentError("the file carries a view (\"" + name +
                                "\"); FabricTCO documents never contain views");
        const auto found = expected.find(name);
        if (found == expected.end()) {
            throw DocumentError("the file has an unknown " + object.type + " \"" + name +
                                "\" that no FabricTCO version writes");
        }
        if (found->second.type != object.type || found->second.table != object.table ||
            found->second.sql != object.sql) {
            throw DocumentError("the " + object.type + " \"" + name +
                                "\" does not have the layout of format version " +
                                std::to_string(version));
        }
    }
    for (const auto& [name, object] : expected) {
        if (actual.find(name) == actual.end())
            throw DocumentError("the " + object.type + " \"" + name + "\" of format version " +
                                std::to_string(version) + " is missing");
    }
}

} // namespace fabrictco
