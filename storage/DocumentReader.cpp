// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentReader.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/model/PlanColours.h"
#include "storage/DocumentCodes.h"
#include "storage/DocumentError.h"
#include "storage/DocumentValidator.h"
#include "storage/SqliteConnection.h"
#include "storage/SqliteStatement.h"

#include <limits>
#include <set>

namespace fabrictco {

namespace {

namespace codes = document_codes;

// Cap on rows per table: real documents hold tens, a hostile one should not exhaust memory.
constexpr std::size_t kMaxRows = 100000;

std::string inQuotes(const std::string& text)
{
    // Appended piece by piece: GCC 12 reports a false -Warray-bounds for the chain of
    // std::string operator+ this was (GCC bug 105651).
    std::string quoted(1, '"');
    quoted.append(text, 0, 40);
    if (text.size() > 40)
        quoted += "...";
    quoted += '"';
    return quoted;
}

Decimal decimal(const std::string& where, const char* field, const std::string& text)
{
    const auto value = Decimal::tryParse(text);
    if (!value)
        throw DocumentError(where + ": " + field + " " + inQuotes(text) +
                            " is not an exact decimal number");
    return *value;
}

Currency currency(const std::string& where, const char* field, const std::string& code)
{
    const auto value = Currency::tryFromCode(code);
    if (!value)
        throw DocumentError(where + ": " + field + " " + inQuotes(code) +
                            " is not a supported currency");
    return *value;
}

std::optional<Currency> optionalCurrency(const std::string& where, const char* field,
                                         const std::optional<std::string>& code)
{
    if (!code)
        return std::nullopt;
    return currency(where, field, *code);
}

int toInt(const std::string& where, const char* field, std::int64_t value)
{
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
        throw DocumentError(where + ": " + field + " " + std::to_string(value) +
                            " is out of range");
    return static_cast<int>(value);
}

template <typename T>
T code(const std::string& where, const char* field, const std::string& text,
       std::optional<T> parsed)
{
    if (!parsed)
        throw DocumentError(where + ": unknown " + field + " " + inQuotes(text));
    return *parsed;
}

void countRow(std::size_t& rows, const char* table)
{
    if (++rows > kMaxRows)
        throw DocumentError(std::string("table ") + table + " has more than " +
                            std::to_string(kMaxRows) + " rows");
}

std::string scopeName(const std::string& scope)
{
    return scope.empty() ? std::string("scenario") : "plan " + inQuotes(scope);
}

void readScenario(SqliteConnection& db, DocumentContent& content)
{
    SqliteStatement q(
        db,
        "SELECT title, author, organisation, notes, created_utc, modified_utc, program_version, "
        "catalog_version, workload, team, nodes, gpus_per_node, horizon_years, currency, "
        "rounding FROM scenario");
    q.setContext("scenario");
    if (!q.step())
        throw DocumentError("the document holds no scenario");
    Scenario& s = content.scenario;
    const std::string where = "scenario";
    s.metadata.title = q.text(0, "title");
    s.metadata.author = q.text(1, "author");
    s.metadata.organisation = q.text(2, "organisation");
    s.metadata.notes = q.text(3, "notes");
    s.metadata.createdUtc = q.text(4, "created_utc");
    s.metadata.modifiedUtc = q.text(5, "modified_utc");
    s.metadata.programVersion = q.text(6, "program_version");
    content.catalogVersion = q.text(7, "catalog_version");
    const std::string workload = q.text(8, "workload");
    s.workload = code(where, "workload", workload, codes::workloadFromCode(workload));
    const std::string team = q.text(9, "team");
    s.team = code(where, "team", team, codes::teamFromCode(team));
    s.cluster.nodes = toInt(where, "nodes", q.integer(10, "nodes"));
    s.cluster.gpusPerNode = toInt(where, "gpus_per_node", q.integer(11, "gpus_per_node"));
    s.cluster.horizonYears = toInt(where, "horizon_years", q.integer(12, "horizon_years"));
    s.cluster.currency = currency(where, "currency", q.text(13, "currency"));
    const std::string rounding = q.text(14, "rounding");
    s.cluster.rounding = code(where, "rounding mode", rounding, roundingModeFromId(rounding));

    SqliteStatement years(db, "SELECT year, nodes FROM nodes_by_year ORDER BY year");
    years.setContext("nodes_by_year");
    std::size_t rows = 0;
    while (years.step()) {
        countRow(rows, "nodes_by_year");
        const std::int64_t year = years.integer(0, "year");
        if (year != static_cast<std::int64_t>(s.cluster.nodesByYear.size()) + 1)
            throw DocumentError("nodes_by_year: year " + std::to_string(year) +
                                " is out of sequence (expected " +
                                std::to_string(s.cluster.nodesByYear.size() + 1) + ")");
        s.cluster.nodesByYear.push_back(toInt("nodes_by_year", "nodes", years.integer(1, "nodes")));
    }
}

/// The plan table's design columns, in DesignFieldRegistry order: "nodes, rails_per_node, ...".
std::string designColumns()
{
    std::string columns;
    for (const DesignField& f : DesignFieldRegistry::all())
        columns += (columns.empty() ? "" : ", ") + f.column;
    return columns;
}

// Whole numbers and yes/no are INTEGER columns, exact decimals TEXT; the ranges are checked
// afterwards with the rest of the document (DocumentValidator).
Decimal designValue(const std::string& where, const DesignField& f, const SqliteStatement& q,
                    int column)
{
    const char* name = f.column.c_str();
    if (f.kind == DesignFieldKind::Decimal)
        return decimal(where, name, q.text(column, name));
    return Decimal(q.integer(column, name));
}

void readPlans(SqliteConnection& db, Scenario& s)
{
    const auto& fields = DesignFieldRegistry::all();
    SqliteStatement q(
        db, "SELECT id, name, fabric, " + designColumns() +
                ", switch_product, nic_product, optics_product, colour_slot FROM plan ORDER BY "
                "position");
    q.setContext("plan");
    std::size_t rows = 0;
    while (q.step()) {
        countRow(rows, "plan");
        PlanSpec plan;
        plan.id = q.text(0, "id");
        if (!DocumentValidator::isPlanId(plan.id))
            throw DocumentError("plan id " + inQuotes(plan.id) +
                                " is not 1..32 characters of a-z, 0-9 and '-'");
        const std::string where = "plan " + inQuotes(plan.id);
        plan.name = q.text(1, "name");
        const std::string fabric = q.text(2, "fabric");
        FabricDesign& d = plan.design;
        d.fabric = code(where, "fabric", fabric, codes::fabricFromCode(fabric));
        int column = 3;
        for (const DesignField& f : fields) {
            const Decimal value = designValue(where, f, q, column++);
            // Checked before it is stored: an int member cannot hold 2^40 to be refused later.
            if (const auto problem = f.problem(value))
                throw DocumentError(where + ": " + f.column + " " + *problem);
            f.set(d, value);
        }
        plan.products.switchId = q.text(column++, "switch_product");
        plan.products.nicId = q.text(column++, "nic_product");
        plan.products.opticsId = q.text(column++, "optics_product");
        const std::int64_t slot = q.integer(column, "colour_slot");
        if (slot < -1 || slot > PlanColours::kMaxSlot)
            throw DocumentError(where + ": colour_slot must be a whole number from -1 to " +
                                std::to_string(PlanColours::kMaxSlot));
        plan.colourSlot = int(slot);
        s.plans.push_back(std::move(plan));
    }
    // Plans of older documents (-1) get the colours they had; duplicates are separated.
    PlanColours::assign(s);
}

void readParameters(SqliteConnection& db, Scenario& s)
{
    SqliteStatement q(db, "SELECT scope, key, value, currency FROM parameter ORDER BY scope, key");
    q.setContext("parameter");
    std::size_t rows = 0;
    while (q.step()) {
        countRow(rows, "parameter");
        const std::string scope = q.text(0, "scope");
        const std::string key = q.text(1, "key");
        const std::string where = scopeName(scope) + " parameter " + inQuotes(key);
        ParameterValue value{decimal(where, "value", q.text(2, "value")),
                             optionalCurrency(where, "currency", q.optionalText(3, "currency"))};
        if (scope.empty()) {
            s.overrides.emplace(key, std::move(value));
        } else if (PlanSpec* plan = s.plan(scope)) {
            plan->overrides.emplace(key, std::move(value));
        } else {
            throw DocumentError(where + ": the document has no plan " + inQuotes(scope));
        }
    }
}

void readUncertainty(SqliteConnection& db, Scenario& s)
{
    SqliteStatement q(db,
                      "SELECT scope, key, shape, low, high FROM uncertainty ORDER BY scope, key");
    q.setContext("uncertainty");
    std::size_t rows = 0;
    while (q.step()) {
        countRow(rows, "uncertainty");
        const std::string scope = q.text(0, "scope");
        const std::string key = q.text(1, "key");
        const std::string where = scopeName(scope) + " uncertainty of " + inQuotes(key);
        const std::string shape = q.text(2, "shape");
        Uncertainty range{code(where, "distribution shape", shape, codes::shapeFromCode(shape)),
                          decimal(where, "low", q.text(3, "low")),
                          decimal(where, "high", q.text(4, "high"))};
        if (scope.empty()) {
            s.uncertainty.emplace(key, range);
        } else if (PlanSpec* plan = s.plan(scope)) {
            plan->uncertainty.emplace(key, range);
        } else {
            throw DocumentError(where + ": the document has no plan " + inQuotes(scope));
        }
    }
}

void readQuotes(SqliteConnection& db, Scenario& s)
{
    SqliteStatement q(
        db,
        "SELECT position, item_key, vendor, unit_price, currency, quote_date, valid_until, origin "
        "FROM quote ORDER BY position");
    q.setContext("quote");
    std::size_t rows = 0;
    while (q.step()) {
        countRow(rows, "quote");
        const std::string where = "quote " + std::to_string(q.integer(0, "position") + 1);
        Quote quote;
        quote.itemKey = q.text(1, "item_key");
        quote.vendor = q.text(2, "vendor");
        const Decimal price = decimal(where, "unit_price", q.text(3, "unit_price"));
        quote.unitPrice = Money(price, currency(where, "currency", q.text(4, "currency")));
        quote.quoteDate = q.text(5, "quote_date");
        quote.validUntil = q.text(6, "valid_until");
        quote.origin = q.text(7, "origin");
        s.quotes.push_back(std::move(quote));
    }
}

void readCatalog(SqliteConnection& db, DocumentContent& content)
{
    SqliteStatement q(
        db, "SELECT key, fabric, value, currency, shape, low, high, source, date, confidence, note "
            "FROM catalog_item ORDER BY position");
    q.setContext("catalog_item");
    std::size_t rows = 0;
    while (q.step()) {
        countRow(rows, "catalog_item");
        CatalogEntry entry;
        entry.key = q.text(0, "key");
        const std::string where = "catalog item " + inQuotes(entry.key);
        const std::string fabric = q.text(1, "fabric");
        if (!fabric.empty())
            entry.fabric = code(where, "fabric", fabric, codes::fabricFromCode(fabric));
        entry.value =
            ParameterValue{decimal(where, "value", q.text(2, "value")),
                           optionalCurrency(where, "currency", q.optionalText(3, "currency"))};
        const std::string shape = q.text(4, "shape");
        entry.range = Uncertainty{
            code(where, "distribution shape", shape, codes::shapeFromCode(shape)),
            decimal(where, "low", q.text(5, "low")), decimal(where, "high", q.text(6, "high"))};
        entry.source = q.text(7, "source");
        entry.date = q.text(8, "date");
        const std::string confidence = q.text(9, "confidence");
        entry.confidence =
            code(where, "confidence", confidence, codes::confidenceFromCode(confidence));
        entry.note = q.text(10, "note");
        content.userCatalog.push_back(std::move(entry));
    }
}

} // namespace

DocumentContent DocumentReader::read(SqliteConnection& db)
{
    DocumentContent content;
    readScenario(db, content);
    readPlans(db, content.scenario);
    readParameters(db, content.scenario);
    readUncertainty(db, content.scenario);
    readQuotes(db, content.scenario);
    readCatalog(db, content);
    return content;
}

} // namespace fabrictco
