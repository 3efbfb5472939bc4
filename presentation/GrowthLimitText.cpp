// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/GrowthLimitText.h"

#include "presentation/CjkSpacing.h"

namespace fabrictco {

QString GrowthLimitText::explain(const GrowthLimit& limit, const QString& planName,
                                 const QLocale& locale)
{
    const FabricDesign& d = limit.design;
    if (limit.modelLimit) {
        //: %4 is the most nodes FabricTCO costs a fabric for: its own limit, not the switches'.
        return CjkSpacing::spaced(
            tr("%1 cannot be costed from year %2 on: it has %3 nodes then, and FabricTCO costs a "
               "fabric of at most %4 nodes (its own limit, not the switches'). Keep the growth "
               "at or below %4 nodes.")
                .arg(planName, locale.toString(limit.year), locale.toString(limit.nodes),
                     locale.toString(limit.maxNodes)));
    }
    QString text =
        tr("%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and a fat-tree of "
           "%4-port switches with %5 rails per node at %6:1 oversubscription holds at most %7 "
           "nodes.")
            .arg(planName, locale.toString(limit.year), locale.toString(limit.nodes),
                 locale.toString(d.switchRadix), locale.toString(d.railsPerNode),
                 QString::fromStdString(d.oversubscription.toString()),
                 locale.toString(limit.maxNodes));
    // Chinese sentences follow each other without a space.
    if (!text.endsWith(QChar(0x3002)))
        text += QLatin1Char(' ');
    if (limit.radixNeeded)
        text += tr("To fix it, pick switches with at least %1 ports, use fewer rails per node or "
                   "more oversubscription, or let the cluster grow to at most %2 nodes.")
                    .arg(locale.toString(*limit.radixNeeded), locale.toString(limit.maxNodes));
    else
        text += tr("To fix it, use fewer rails per node or more oversubscription, or let the "
                   "cluster grow to at most %1 nodes.")
                    .arg(locale.toString(limit.maxNodes));
    return CjkSpacing::spaced(text);
}

QStringList GrowthLimitText::outgrown(const Scenario& scenario, const Catalog& catalog,
                                      const QLocale& locale)
{
    QStringList sentences;
    for (const GrowthLimit& limit : GrowthLimits::find(scenario, catalog))
        if (const PlanSpec* plan = scenario.plan(limit.planId))
            sentences << explain(
                limit, QString::fromStdString(plan->name.empty() ? plan->id : plan->name), locale);
    return sentences;
}

QStringList GrowthLimitText::whyNoCosts(const Scenario& scenario, const Catalog& catalog,
                                        const QString& engineMessage, const QLocale& locale)
{
    QStringList sentences = outgrown(scenario, catalog, locale);
    if (sentences.isEmpty())
        sentences << engineMessage;
    return sentences;
}

} // namespace fabrictco
