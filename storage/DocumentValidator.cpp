// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentValidator.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/common/TextLength.h"
#include "core/model/Catalog.h"
#include "core/model/ClusterFields.h"
#include "core/model/ScenarioValidator.h"
#include "storage/DocumentError.h"
#include "storage/IsoDate.h"

#include <set>

namespace fabrictco {

namespace {

constexpr std::size_t kMaxShortText = 1000;
constexpr std::size_t kMaxNotes = 200000;
constexpr std::size_t kMaxParameters = 10000;

std::string inQuotes(std::string_view text)
{
    return "\"" + std::string(text.size() > 40 ? text.substr(0, 40) : text) +
           (text.size() > 40 ? "...\"" : "\"");
}

void text(const std::string& where, const char* field, const std::string& value,
          std::size_t max = kMaxShortText)
{
    if (characterCount(value) > max)
        throw DocumentError(where + ": " + field + " is longer than " + std::to_string(max) +
                            " characters");
}

void integer(const std::string& where, const char* field, std::int64_t value, std::int64_t low,
             std::int64_t high)
{
    if (value < low || value > high) {
        throw DocumentError(where + ": " + field + " " + std::to_string(value) + " is outside " +
                            std::to_string(low) + ".." + std::to_string(high));
    }
}

void decimal(const std::string& where, const std::string& field, const Decimal& value,
             const Decimal& low, const Decimal& high)
{
    if (value < low || value > high) {
        throw DocumentError(where + ": " + field + " " + value.toString() + " is outside " +
                            low.toString() + ".." + high.toString());
    }
}

const Decimal& maxMagnitude()
{
    static const Decimal value(DocumentValidator::kMaxMagnitude);
    return value;
}

void magnitude(const std::string& where, const std::string& field, const Decimal& value)
{
    decimal(where, field, value, -maxMagnitude(), maxMagnitude());
}

void date(const std::string& where, const char* field, const std::string& value, bool optional)
{
    if (optional && value.empty())
        return;
    if (!IsoDate::isValid(value))
        throw DocumentError(where + ": " + field + " " + inQuotes(value) +
                            " is not a date written YYYY-MM-DD");
}

void key(const std::string& where, const std::string& value)
{
    if (!DocumentValidator::isKey(value))
        throw DocumentError(where + ": " + inQuotes(value) + " is not a valid parameter key");
}

void parameters(const std::string& where, const std::map<std::string, ParameterValue>& values)
{
    if (values.size() > kMaxParameters)
        throw DocumentError(where + ": more than " + std::to_string(kMaxParameters) +
                            " parameters");
    for (const auto& [k, v] : values) {
        key(where, k);
        magnitude(where, "parameter " + inQuotes(k), v.value);
    }
}

void ranges(const std::string& where, const std::map<std::string, Uncertainty>& values)
{
    if (values.size() > kMaxParameters)
        throw DocumentError(where + ": more than " + std::to_string(kMaxParameters) +
                            " uncertainty ranges");
    for (const auto& [k, u] : values) {
        key(where, k);
        magnitude(where, "uncertainty low of " + inQuotes(k), u.low);
        magnitude(where, "uncertainty high of " + inQuotes(k), u.high);
        if (u.high < u.low) {
            throw DocumentError(where + ": uncertainty of " + inQuotes(k) + " has low " +
                                u.low.toString() + " above high " + u.high.toString());
        }
    }
}

// The same ranges as the window, `set` and `bom` (DesignFieldRegistry); whether the fabric can
// be built at all is the BOM's question, answered when the document is computed.
void design(const std::string& where, const FabricDesign& d)
{
    for (const DesignField& f : DesignFieldRegistry::all()) {
        if (const auto problem = f.problem(f.get(d)))
            throw DocumentError(where + ": " + f.column + " " + *problem);
    }
}

// The catalog decides whether a product exists; the file only has to hold plausible ids.
void productIds(const std::string& where, const PlanProducts& products)
{
    for (ProductClass c : kAllProductClasses) {
        const std::string& id = products.id(c);
        if (id.empty())
            continue;
        bool ok = id.size() <= 48;
        for (char ch : id)
            ok = ok && ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-');
        if (!ok)
            throw DocumentError(where + ": " + std::string(productClassId(c)) + " product " +
                                inQuotes(id) + " is not 1..48 characters of a-z, 0-9 and '-'");
    }
}

void quotes(const std::vector<Quote>& list)
{
    if (list.size() > DocumentValidator::kMaxQuotes)
        throw DocumentError("more than " + std::to_string(DocumentValidator::kMaxQuotes) +
                            " quotes");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Quote& q = list[i];
        const std::string where =
            "quote " + std::to_string(i + 1) + " (" + inQuotes(q.itemKey) + ")";
        if (!DocumentValidator::isQuoteItemKey(q.itemKey))
            throw DocumentError(where + ": " + inQuotes(q.itemKey) + " is not a valid item key");
        text(where, "vendor", q.vendor);
        text(where, "origin", q.origin);
        decimal(where, "unit price", q.unitPrice.amount(), Decimal(0), maxMagnitude());
        date(where, "quote date", q.quoteDate, false);
        date(where, "valid-until date", q.validUntil, true);
        if (!q.validUntil.empty() && q.validUntil < q.quoteDate)
            throw DocumentError(where + ": valid until " + q.validUntil +
                                ", before its quote date " + q.quoteDate);
    }
}

} // namespace

bool DocumentValidator::isPlanId(std::string_view id)
{
    if (id.empty() || id.size() > 32)
        return false;
    for (char c : id) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return false;
    }
    return true;
}

bool DocumentValidator::isKey(std::string_view k)
{
    if (k.empty() || k.size() > 128)
        return false;
    for (std::size_t i = 0; i < k.size(); ++i) {
        const char c = k[i];
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && (i == 0 || (c != '.' && c != '_' && c != '-')))
            return false;
    }
    return true;
}

bool DocumentValidator::isQuoteItemKey(std::string_view k)
{
    const auto colon = k.find(':');
    if (colon == std::string_view::npos)
        return isKey(k);
    return k.size() <= 128 && isKey(k.substr(0, colon)) && isKey(k.substr(colon + 1));
}

void DocumentValidator::check(const DocumentContent& content)
{
    const Scenario& s = content.scenario;
    const std::string where = "scenario";
    text(where, "title", s.metadata.title);
    text(where, "author", s.metadata.author);
    text(where, "organisation", s.metadata.organisation);
    text(where, "notes", s.metadata.notes, kMaxNotes);
    text(where, "created time", s.metadata.createdUtc, 40);
    text(where, "modified time", s.metadata.modifiedUtc, 40);
    text(where, "program version", s.metadata.programVersion, 40);
    text(where, "catalog version", content.catalogVersion, 40);

    const ClusterField& nodes = ClusterFields::nodes();
    const ClusterField& gpus = ClusterFields::gpusPerNode();
    const ClusterField& horizon = ClusterFields::horizonYears();
    integer(where, "nodes", s.cluster.nodes, nodes.minimum, nodes.maximum);
    integer(where, "GPUs per node", s.cluster.gpusPerNode, gpus.minimum, gpus.maximum);
    integer(where, "horizon (years)", s.cluster.horizonYears, horizon.minimum, horizon.maximum);
    if (!s.cluster.nodesByYear.empty() &&
        s.cluster.nodesByYear.size() != static_cast<std::size_t>(s.cluster.horizonYears)) {
        throw DocumentError(where + ": nodes by year lists " +
                            std::to_string(s.cluster.nodesByYear.size()) +
                            " years for a horizon of " + std::to_string(s.cluster.horizonYears));
    }
    for (std::size_t y = 0; y < s.cluster.nodesByYear.size(); ++y)
        integer(where, ("nodes in year " + std::to_string(y + 1)).c_str(), s.cluster.nodesByYear[y],
                nodes.minimum, nodes.maximum);
    parameters(where, s.overrides);
    ranges(where, s.uncertainty);

    if (s.plans.size() > static_cast<std::size_t>(kMaxPlans))
        throw DocumentError(where + ": more than " + std::to_string(kMaxPlans) + " plans");
    std::set<std::string> ids;
    for (const PlanSpec& plan : s.plans) {
        if (!isPlanId(plan.id))
            throw DocumentError("plan id " + inQuotes(plan.id) +
                                " is not 1..32 characters of a-z, 0-9 and '-'");
        if (!ids.insert(plan.id).second)
            throw DocumentError("plan id " + inQuotes(plan.id) + " is used twice");
        const std::string planWhere = "plan " + inQuotes(plan.id);
        text(planWhere, "name", plan.name);
        design(planWhere, plan.design);
        productIds(planWhere, plan.products);
        parameters(planWhere, plan.overrides);
        ranges(planWhere, plan.uncertainty);
    }
    quotes(s.quotes);

    std::set<std::pair<std::string, std::string>> entries;
    for (const CatalogEntry& entry : content.userCatalog) {
        const std::string fabric =
            entry.fabric ? std::string(fabricId(*entry.fabric)) : std::string();
        const std::string itemWhere =
            "catalog item " + inQuotes(entry.key) + (fabric.empty() ? "" : " for " + fabric);
        key(itemWhere, entry.key);
        if (!entries.insert({entry.key, fabric}).second)
            throw DocumentError(itemWhere + " is listed twice");
        magnitude(itemWhere, "value", entry.value.value);
        magnitude(itemWhere, "low", entry.range.low);
        magnitude(itemWhere, "high", entry.range.high);
        text(itemWhere, "source", entry.source);
        text(itemWhere, "date", entry.date, 40);
        text(itemWhere, "note", entry.note, kMaxNotes);
        if (const std::string problem = Catalog::checkEntry(entry); !problem.empty())
            throw DocumentError(itemWhere + ": " + problem);
    }

    // The model's own rules: known parameter keys and scopes, registry ranges, currencies.
    if (const auto problems = ScenarioValidator::validate(s); !problems.empty())
        throw DocumentError(ScenarioValidator::describe(problems));
}

} // namespace fabrictco
