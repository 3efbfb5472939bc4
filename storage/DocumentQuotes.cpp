// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentQuotes.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ProductKeys.h"
#include "core/model/QuoteUsage.h"
#include "core/model/ScenarioValidator.h"
#include "storage/DocumentValidator.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace fabrictco {

namespace {

/// What the document's validator cannot know without the catalog: a product's price keeps its
/// class's ceiling (a NIC's 10^7, not a switch's 10^8, as `set` and the window keep it), and a
/// product quoted for one plan must be that plan's product.
std::optional<ValidationProblem> productRule(const std::vector<PlanSpec>& plans,
                                             const Catalog& catalog, const Quote& quote)
{
    const QuoteUsage::Target target = QuoteUsage::targetOf(quote.itemKey);
    const Product* product = target.isProduct() ? catalog.findProduct(target.productId) : nullptr;
    if (product == nullptr)
        return std::nullopt;
    const ParameterSpec& spec =
        ParameterRegistry::instance().at(std::string(ProductKeys::priceKey(product->productClass)));
    if (quote.unitPrice.amount() > spec.maximum)
        return ValidationProblem{"unitPrice", "must be at most " + spec.maximum.toString(),
                                 ValidationCode::AboveMaximum, {spec.maximum.toString()}};
    if (target.scope.empty())
        return std::nullopt;
    for (const PlanSpec& plan : plans)
        if (plan.id == target.scope && plan.products.id(product->productClass) != product->id)
            return ValidationProblem{"itemKey",
                                     "names a product plan " + plan.id + " does not use (" +
                                         product->id + ")",
                                     ValidationCode::ProductNotInPlan,
                                     {plan.id, product->id}};
    return std::nullopt;
}

} // namespace

bool DocumentQuotes::isQuotableItem(const DocumentContent& content, const Catalog& catalog,
                                    std::string_view key)
{
    auto quotable = [&catalog](std::string_view item) {
        if (catalog.findProduct(item) != nullptr)
            return true;
        const ParameterSpec* spec = ParameterRegistry::instance().find(item);
        return spec != nullptr && spec->kind == ParameterKind::Money &&
               spec->scope == ParameterScope::Plan;
    };
    if (quotable(key))
        return true;
    const auto isPlanId = [&content](std::string_view id) {
        return std::any_of(content.scenario.plans.begin(), content.scenario.plans.end(),
                           [&](const PlanSpec& plan) { return plan.id == id; });
    };
    // "<plan>:<item>": that plan only (the request for quotation's keys).
    if (const auto colon = key.find(':'); colon != std::string_view::npos)
        return isPlanId(key.substr(0, colon)) && quotable(key.substr(colon + 1));
    const auto dot = key.find('.');
    if (dot == std::string_view::npos)
        return false;
    const std::string_view prefix = key.substr(0, dot);
    const std::string_view rest = key.substr(dot + 1);
    const bool isPlan = isPlanId(prefix);
    // A fabric's quote names a price item; a product already serves its fabric.
    if (fabricFromId(prefix).has_value() && catalog.findProduct(rest) == nullptr)
        return quotable(rest);
    return isPlan && quotable(rest);
}

std::string DocumentQuotes::canonicalItem(const Catalog& catalog, std::string_view written)
{
    // "<plan>:" or "<plan>." before a part number. Part numbers may hold dots; a plan prefix is
    // tried only when the rest is a part number.
    const auto colon = written.find(':');
    const auto dot = colon != std::string_view::npos ? colon : written.find('.');
    const auto byPartNumber = [&catalog](std::string_view text) -> const Product* {
        const QString wanted = QString::fromUtf8(text.data(), qsizetype(text.size()));
        for (const Product& product : catalog.products())
            if (!product.partNumber.empty() &&
                QString::fromStdString(product.partNumber).compare(wanted, Qt::CaseInsensitive) ==
                    0)
                return &product;
        return nullptr;
    };
    if (const Product* product = byPartNumber(written))
        return product->id;
    if (dot != std::string_view::npos)
        if (const Product* product = byPartNumber(written.substr(dot + 1)))
            return std::string(written.substr(0, dot + 1)) + product->id;
    return std::string(written);
}

QuoteCsvImporter DocumentQuotes::importerFor(const DocumentContent& content,
                                             const Catalog& catalog)
{
    // The importer outlives this call: copy what the checks need.
    auto itemCheck = [content, catalog](std::string_view key) {
        return isQuotableItem(content, catalog, key);
    };
    // The document's plans: a quote for "<plan>.<product>" names one of them.
    auto quoteCheck = [plans = content.scenario.plans,
                       catalog](const Quote& quote) -> std::optional<ValidationProblem> {
        Scenario probe;
        probe.plans = plans;
        probe.quotes = {quote};
        for (ValidationProblem problem : ScenarioValidator::validate(probe)) {
            if (problem.field.starts_with("quotes[0]")) {
                problem.field = problem.field.substr(problem.field.find('.') + 1);
                return problem;
            }
        }
        return productRule(plans, catalog, quote);
    };
    QuoteCsvImporter importer(itemCheck, quoteCheck);
    importer.setItemNames(
        [catalog](std::string_view written) { return canonicalItem(catalog, written); });
    importer.setHeldQuotes(content.scenario.quotes);
    const std::size_t held = content.scenario.quotes.size();
    importer.setCapacity(
        held >= DocumentValidator::kMaxQuotes ? 0 : DocumentValidator::kMaxQuotes - held);
    return importer;
}

namespace {

// What makes two quotes the same offer: item, vendor, price with its currency and dates (not the
// file they came in). 800 CNY is not 800 USD.
using Identity =
    std::tuple<std::string, std::string, std::string, std::string, std::string, std::string>;

Identity identity(const Quote& q)
{
    return Identity{q.itemKey,    q.vendor,         q.unitPrice.toString(),
                    q.unitPrice.currency().code(), q.quoteDate, q.validUntil};
}

} // namespace

bool DocumentQuotes::holds(const DocumentContent& content, const Quote& quote)
{
    const Identity wanted = identity(quote);
    return std::any_of(content.scenario.quotes.begin(), content.scenario.quotes.end(),
                       [&](const Quote& q) { return identity(q) == wanted; });
}

int DocumentQuotes::accept(DocumentContent& content, const QuoteImport& import)
{
    int added = 0;
    auto& quotes = content.scenario.quotes;
    // One look-up per row, not a scan of every quote: linear in the rows imported.
    std::set<Identity> known;
    for (const Quote& q : quotes)
        known.insert(identity(q));
    for (const Quote& quote : import.accepted) {
        if (known.insert(identity(quote)).second) {
            quotes.push_back(quote);
            ++added;
        }
    }
    return added;
}

Scenario DocumentQuotes::withoutImported(Scenario scenario, const QuoteImport& import)
{
    std::set<Identity> imported;
    for (const Quote& quote : import.accepted)
        imported.insert(identity(quote));
    std::erase_if(scenario.quotes,
                  [&](const Quote& quote) { return imported.contains(identity(quote)); });
    return scenario;
}

bool DocumentQuotes::pricesAPlan(const DocumentContent& content, const Quote& quote)
{
    Scenario alone;
    alone.plans = content.scenario.plans;
    alone.quotes = {quote};
    return !QuoteUsage::of(alone).front().empty();
}

} // namespace fabrictco
