// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentQuotes.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ScenarioValidator.h"
#include "storage/DocumentValidator.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace fabrictco {

bool DocumentQuotes::isQuotableItem(const DocumentContent& content, std::string_view key)
{
    auto quotable = [](std::string_view parameter) {
        const ParameterSpec* spec = ParameterRegistry::instance().find(parameter);
        return spec != nullptr && spec->kind == ParameterKind::Money &&
               spec->scope == ParameterScope::Plan;
    };
    if (quotable(key))
        return true;
    const auto dot = key.find('.');
    if (dot == std::string_view::npos)
        return false;
    const std::string_view prefix = key.substr(0, dot);
    const bool knownPrefix =
        fabricFromId(prefix).has_value() ||
        std::any_of(content.scenario.plans.begin(), content.scenario.plans.end(),
                    [&](const PlanSpec& plan) { return plan.id == prefix; });
    return knownPrefix && quotable(key.substr(dot + 1));
}

QuoteCsvImporter DocumentQuotes::importerFor(const DocumentContent& content)
{
    // The importer outlives this call: copy what the checks need.
    auto itemCheck = [content](std::string_view key) {
        return isQuotableItem(content, key);
    };
    auto quoteCheck = [](const Quote& quote) -> std::optional<ValidationProblem> {
        Scenario probe;
        probe.quotes = {quote};
        for (ValidationProblem problem : ScenarioValidator::validate(probe)) {
            if (problem.field.starts_with("quotes[0]")) {
                problem.field = problem.field.substr(problem.field.find('.') + 1);
                return problem;
            }
        }
        return std::nullopt;
    };
    QuoteCsvImporter importer(itemCheck, quoteCheck);
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

} // namespace fabrictco
