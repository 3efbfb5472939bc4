// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentWriter.h"

#include "core/bom/DesignFieldRegistry.h"
#include "storage/DocumentCodes.h"
#include "storage/SqliteConnection.h"
#include "storage/SqliteStatement.h"

#include <optional>

namespace fabrictco {

namespace {

namespace codes = document_codes;

std::optional<std::string> currencyCode(const std::optional<Currency>& currency)
{
    if (!currency)
        return std::nullopt;
    return currency->code();
}

void writeParameters(SqliteConnection& db, const std::string& scope,
                     const std::map<std::string, ParameterValue>& parameters)
{
    SqliteStatement insert(
        db, "INSERT INTO parameter (scope, key, value, currency) VALUES (?, ?, ?, ?)");
    for (const auto& [key, value] : parameters) {
        insert.bind(1, scope);
        insert.bind(2, key);
        insert.bind(3, value.value.toString());
        insert.bindOptional(4, currencyCode(value.currency));
        insert.run();
    }
}

void writeUncertainty(SqliteConnection& db, const std::string& scope,
                      const std::map<std::string, Uncertainty>& ranges)
{
    SqliteStatement insert(
        db, "INSERT INTO uncertainty (scope, key, shape, low, high) VALUES (?, ?, ?, ?, ?)");
    for (const auto& [key, range] : ranges) {
        insert.bind(1, scope);
        insert.bind(2, key);
        insert.bind(3, codes::shapeCode(range.shape));
        insert.bind(4, range.low.toString());
        insert.bind(5, range.high.toString());
        insert.run();
    }
}

void writeScenarioRow(SqliteConnection& db, const DocumentContent& content)
{
    const Scenario& s = content.scenario;
    SqliteStatement insert(
        db, "INSERT INTO scenario (id, title, author, organisation, notes, created_utc, "
            "modified_utc, program_version, catalog_version, workload, team, nodes, "
            "gpus_per_node, horizon_years, currency, rounding) "
            "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    int i = 1;
    insert.bind(i++, s.metadata.title);
    insert.bind(i++, s.metadata.author);
    insert.bind(i++, s.metadata.organisation);
    insert.bind(i++, s.metadata.notes);
    insert.bind(i++, s.metadata.createdUtc);
    insert.bind(i++, s.metadata.modifiedUtc);
    insert.bind(i++, s.metadata.programVersion);
    insert.bind(i++, content.catalogVersion);
    insert.bind(i++, codes::workloadCode(s.workload));
    insert.bind(i++, codes::teamCode(s.team));
    insert.bind(i++, std::int64_t{s.cluster.nodes});
    insert.bind(i++, std::int64_t{s.cluster.gpusPerNode});
    insert.bind(i++, std::int64_t{s.cluster.horizonYears});
    insert.bind(i++, s.cluster.currency.code());
    insert.bind(i++, roundingModeId(s.cluster.rounding));
    insert.run();

    SqliteStatement year(db, "INSERT INTO nodes_by_year (year, nodes) VALUES (?, ?)");
    for (std::size_t y = 0; y < s.cluster.nodesByYear.size(); ++y) {
        year.bind(1, static_cast<std::int64_t>(y + 1));
        year.bind(2, std::int64_t{s.cluster.nodesByYear[y]});
        year.run();
    }
}

void writePlans(SqliteConnection& db, const std::vector<PlanSpec>& plans)
{
    const auto& fields = DesignFieldRegistry::all();
    std::string columns;
    std::string placeholders;
    for (const DesignField& f : fields) {
        columns += ", " + f.column;
        placeholders += ", ?";
    }
    SqliteStatement insert(db, "INSERT INTO plan (position, id, name, fabric" + columns +
                                   ", switch_product, nic_product, optics_product, colour_slot) "
                                   "VALUES (?, ?, ?, ?" +
                                   placeholders + ", ?, ?, ?, ?)");
    std::int64_t position = 0;
    for (const PlanSpec& plan : plans) {
        const FabricDesign& d = plan.design;
        int i = 1;
        insert.bind(i++, position++);
        insert.bind(i++, plan.id);
        insert.bind(i++, plan.name);
        insert.bind(i++, codes::fabricCode(d.fabric));
        for (const DesignField& f : fields) {
            const Decimal value = f.get(d);
            if (f.kind == DesignFieldKind::Decimal)
                insert.bind(i++, value.toString());
            else
                insert.bind(i++, value.toInt64());
        }
        insert.bind(i++, plan.products.switchId);
        insert.bind(i++, plan.products.nicId);
        insert.bind(i++, plan.products.opticsId);
        insert.bind(i++, std::int64_t(plan.colourSlot));
        insert.run();
        writeParameters(db, plan.id, plan.overrides);
        writeUncertainty(db, plan.id, plan.uncertainty);
    }
}

void writeQuotes(SqliteConnection& db, const std::vector<Quote>& quotes)
{
    SqliteStatement insert(
        db, "INSERT INTO quote (position, item_key, vendor, unit_price, currency, quote_date, "
            "origin, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    std::int64_t position = 0;
    for (const Quote& q : quotes) {
        insert.bind(1, position++);
        insert.bind(2, q.itemKey);
        insert.bind(3, q.vendor);
        insert.bind(4, q.unitPrice.amount().toString());
        insert.bind(5, q.unitPrice.currency().code());
        insert.bind(6, q.quoteDate);
        insert.bind(7, q.origin);
        insert.bind(8, q.validUntil);
        insert.run();
    }
}

void writeCatalog(SqliteConnection& db, const std::vector<CatalogEntry>& entries)
{
    SqliteStatement insert(
        db, "INSERT INTO catalog_item (position, key, fabric, value, currency, shape, low, high, "
            "source, date, confidence, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    std::int64_t position = 0;
    for (const CatalogEntry& entry : entries) {
        int i = 1;
        insert.bind(i++, position++);
        insert.bind(i++, entry.key);
        insert.bind(i++, entry.fabric ? codes::fabricCode(*entry.fabric) : std::string_view());
        insert.bind(i++, entry.value.value.toString());
        insert.bindOptional(i++, currencyCode(entry.value.currency));
        insert.bind(i++, codes::shapeCode(entry.range.shape));
        insert.bind(i++, entry.range.low.toString());
        insert.bind(i++, entry.range.high.toString());
        insert.bind(i++, entry.source);
        insert.bind(i++, entry.date);
        insert.bind(i++, codes::confidenceCode(entry.confidence));
        insert.bind(i++, entry.note);
        insert.run();
    }
}

} // namespace

void DocumentWriter::write(SqliteConnection& db, const DocumentContent& content)
{
    db.exec("BEGIN", "saving");
    writeScenarioRow(db, content);
    writeParameters(db, std::string(), content.scenario.overrides);
    writeUncertainty(db, std::string(), content.scenario.uncertainty);
    writePlans(db, content.scenario.plans);
    writeQuotes(db, content.scenario.quotes);
    writeCatalog(db, content.userCatalog);
    db.exec("COMMIT", "saving");
}

} // namespace fabrictco
