// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/QuoteText.h"

#include "core/bom/Fabric.h"
#include "core/model/QuoteUsage.h"
#include "core/model/QuoteValidity.h"
#include "presentation/EnumText.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductText.h"

#include <QStringList>

#include <algorithm>

namespace fabrictco {

namespace {

QString planName(const Scenario& scenario, const std::string& planId)
{
    const PlanSpec* plan = scenario.plan(planId);
    return QString::fromStdString(plan ? plan->name : planId);
}

} // namespace

QString QuoteText::item(const Quote& quote, const Catalog* catalog)
{
    const QuoteUsage::Target target = QuoteUsage::targetOf(quote.itemKey);
    if (!target.isProduct())
        return ParameterText::label(target.key);
    if (const Product* product = catalog ? catalog->findProduct(target.productId) : nullptr)
        return ProductText::name(*product);
    //: A quote for a catalog product named by its id: "Product ib-ndr-qm9700".
    return tr("Product %1").arg(QString::fromStdString(target.productId));
}

QString QuoteText::scope(const Quote& quote, const Scenario& scenario)
{
    const QuoteUsage::Target target = QuoteUsage::targetOf(quote.itemKey);
    if (target.scope.empty() && target.isProduct())
        //: The plans a quote for one product prices.
        return tr("Every plan that uses it");
    if (target.scope.empty())
        return tr("Every plan");
    if (target.planOnly)
        return planName(scenario, target.scope);
    if (const auto fabric = fabricFromId(target.scope))
        //: The plans of one fabric: "InfiniBand plans".
        return tr("%1 plans").arg(EnumText::fabric(*fabric));
    return planName(scenario, target.scope);
}

QString QuoteText::citation(const Quote& quote, const QDate& day)
{
    const QString vendor = QString::fromStdString(quote.vendor);
    const QString date = QString::fromStdString(quote.quoteDate);
    const QuoteStatus status = QuoteValidity::status(quote, day);
    if (status == QuoteStatus::Open)
        //: A vendor quote without a stated validity: vendor, quote date.
        return tr("%1, quoted %2, no validity stated").arg(vendor, date);
    //: A vendor quote: vendor, quote date, last valid day, status ("expiring").
    return tr("%1, quoted %2, valid until %3 (%4)")
        .arg(vendor, date, QString::fromStdString(quote.validUntil), EnumText::quoteStatus(status));
}

QString QuoteText::validity(const Quote& quote, const QDate& day)
{
    const QuoteStatus status = QuoteValidity::status(quote, day);
    if (status == QuoteStatus::Open)
        return tr("no validity stated");
    //: A quote's last valid day and its status: "2026-12-31 (expiring)".
    return tr("%1 (%2)").arg(QString::fromStdString(quote.validUntil),
                             EnumText::quoteStatus(status));
}

QString QuoteText::usage(std::size_t quoteIndex, const Scenario& scenario)
{
    return usage(quoteIndex, scenario, QuoteUsage::of(scenario));
}

QString QuoteText::usage(std::size_t quoteIndex, const Scenario& scenario,
                         const std::vector<std::vector<QuoteUsage::Use>>& uses)
{
    if (quoteIndex >= uses.size())
        return {};
    if (uses[quoteIndex].empty()) {
        // Name the quote that prices the item instead, for a plan this one is for, so the user
        // knows which one to look at.
        const QuoteUsage::Target target = QuoteUsage::targetOf(scenario.quotes[quoteIndex].itemKey);
        const auto inScope = [&](const std::string& planId) {
            if (target.scope.empty())
                return true;
            for (const PlanSpec& plan : scenario.plans)
                if (plan.id == planId)
                    return plan.id == target.scope || fabricFromId(target.scope) == plan.fabric();
            return false;
        };
        for (std::size_t other = 0; other < uses.size(); ++other) {
            if (uses[other].empty())
                continue; // most quotes of a long list price nothing: no need to parse them
            const Quote& winner = scenario.quotes[other];
            const bool pricesThisItemHere =
                QuoteUsage::targetOf(winner.itemKey).key == target.key &&
                std::any_of(uses[other].begin(), uses[other].end(),
                            [&](const QuoteUsage::Use& use) { return inScope(use.planId); });
            if (other != quoteIndex && pricesThisItemHere)
                //: Why a quote prices nothing: the vendor and date of the quote used instead.
                return tr("Not used: the quote from %1 of %2 prices the same item")
                    .arg(QString::fromStdString(winner.vendor),
                         QString::fromStdString(winner.quoteDate));
        }
        return tr("Not used: a more specific or later quote prices the same item");
    }
    QStringList parts;
    for (const QuoteUsage::Use& use : uses[quoteIndex]) {
        const QString name = planName(scenario, use.planId);
        parts << (use.shadowedByTypedValue ? tr("%1 (your value is used instead)").arg(name)
                                           : name);
    }
    parts.removeDuplicates();
    //: Separates plan names in a list.
    return parts.join(tr("; "));
}

} // namespace fabrictco
