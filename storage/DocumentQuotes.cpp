// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentQuotes.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ScenarioValidator.h"

#include <algorithm>

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
    auto quoteCheck = [](const Quote& quote) -> std::string {
        Scenario probe;
        probe.quotes = {quote};
        for (const ValidationProblem& problem : ScenarioValidator::validate(probe)) {
            if (problem.field.starts_with("quotes[0]"))
                return problem.field.substr(problem.field.find('.') + 1) + " " + problem.message;
        }
        return {};
    };
    return QuoteCsvImporter(itemCheck, quoteCheck);
}

int DocumentQuotes::accept(DocumentContent& content, const QuoteImport& import)
{
    int added = 0;
    auto& quotes = content.scenario.quotes;
    for (const Quote& quote : import.accepted) {
        const bool known = std::any_of(quotes.begin(), quotes.end(), [&](const Quote& q) {
            return q.itemKey == quote.itemKey && q.vendor == quote.vendor &&
                   q.unitPrice == quote.unitPrice && q.quoteDate == quote.quoteDate &&
                   q.validUntil == quote.validUntil;
        });
        if (!known) {
            quotes.push_back(quote);
            ++added;
        }
    }
    return added;
}

} // namespace fabrictco
