// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/GrowthLimitText.h"

#include "core/tco/TcoEngine.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EngineErrorText.h"

#include <algorithm>

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
    if (d.scheduled.isScheduled()) {
        // Its size is its maker's: neither a larger radix nor more oversubscription helps.
        const QString size =
            tr("%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and its "
               "scheduled fabric holds at most %4 endpoint ports, %5 nodes of %6 rails.")
                .arg(planName, locale.toString(limit.year), locale.toString(limit.nodes),
                     locale.toString(d.scheduled.maxEndpoints), locale.toString(limit.maxNodes),
                     locale.toString(d.railsPerNode));
        const QString fix = limit.year == 1
                                ? tr("To fix it, use fewer rails per node or plan a cluster of "
                                     "at most %1 nodes.")
                                : tr("To fix it, use fewer rails per node or let the cluster "
                                     "grow to at most %1 nodes.");
        return CjkSpacing::spaced(size +
                                  (size.endsWith(QChar(0x3002)) ? QString() : QStringLiteral(" ")) +
                                  fix.arg(locale.toString(limit.maxNodes)));
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
    // Too large from the first year: there is no growth to slow down (found by a stranger).
    const bool fromTheStart = limit.year == 1;
    if (limit.radixNeeded && fromTheStart)
        text += tr("To fix it, pick switches with at least %1 ports, use fewer rails per node or "
                   "more oversubscription, or plan a cluster of at most %2 nodes.")
                    .arg(locale.toString(*limit.radixNeeded), locale.toString(limit.maxNodes));
    else if (limit.radixNeeded)
        text += tr("To fix it, pick switches with at least %1 ports, use fewer rails per node or "
                   "more oversubscription, or let the cluster grow to at most %2 nodes.")
                    .arg(locale.toString(*limit.radixNeeded), locale.toString(limit.maxNodes));
    else if (fromTheStart)
        text += tr("To fix it, use fewer rails per node or more oversubscription, or plan a "
                   "cluster of at most %1 nodes.")
                    .arg(locale.toString(limit.maxNodes));
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

QStringList GrowthLimitText::planNames(const Scenario& scenario,
                                       const std::vector<std::string>& ids)
{
    QStringList names;
    for (const PlanSpec& plan : scenario.plans)
        if (std::find(ids.begin(), ids.end(), plan.id) != ids.end())
            names << QString::fromStdString(plan.name.empty() ? plan.id : plan.name);
    return names;
}

QString GrowthLimitText::quotedNames(const QStringList& names)
{
    QStringList quoted;
    for (const QString& name : names)
        //: A plan's name in a list of plans, quoted: a name may hold a comma ("RoCE, one
        //: switch vendor") and would read as two plans.
        quoted << tr("“%1”", "plan in a list").arg(name);
    return quoted.join(tr(", "));
}

QStringList GrowthLimitText::whyLeftOut(const Scenario& scenario, const Catalog& catalog,
                                        const std::vector<std::string>& leftOut,
                                        bool firstYearReasons, const QLocale& locale)
{
    const auto isLeftOut = [&](const std::string& id) {
        return std::find(leftOut.begin(), leftOut.end(), id) != leftOut.end();
    };
    QStringList sentences;
    std::vector<std::string> outgrowing;
    for (const GrowthLimit& limit : GrowthLimits::find(scenario, catalog)) {
        const PlanSpec* plan = scenario.plan(limit.planId);
        if (!plan || !isLeftOut(plan->id))
            continue;
        outgrowing.push_back(plan->id);
        sentences << explain(
            limit, QString::fromStdString(plan->name.empty() ? plan->id : plan->name), locale);
    }
    QStringList names;
    QStringList priced;
    for (const PlanSpec& plan : scenario.plans) {
        if (!isLeftOut(plan.id)) {
            priced << QString::fromStdString(plan.name.empty() ? plan.id : plan.name);
            continue;
        }
        names << QString::fromStdString(plan.name.empty() ? plan.id : plan.name);
        if (!firstYearReasons ||
            std::find(outgrowing.begin(), outgrowing.end(), plan.id) != outgrowing.end())
            continue;
        // Not a question of size: the engine's reason, for this plan alone.
        Scenario alone = scenario;
        alone.plans = {plan};
        try {
            TcoEngine(catalog).evaluate(alone);
        } catch (const std::exception&) {
            sentences << EngineErrorText::describe(std::current_exception(), &alone, &catalog);
        }
    }
    sentences << plansLeftOut(names, priced);
    return sentences;
}

QString GrowthLimitText::plansLeftOut(const QStringList& names, const QStringList& priced)
{
    if (priced.size() == 1)
        //: %1 names the plans that cannot be built, %2 the one plan that can. The size sweep
        //: still shows %1 at the sizes where it can be built, hence "for this cluster".
        return CjkSpacing::spaced(tr("Every figure for this cluster is of %2 alone: %1 cannot be "
                                     "built for it, so there is nothing to compare and no "
                                     "recommendation.")
                                      .arg(quotedNames(names), quotedNames(priced)));
    //: %1 names the plans that cannot be built; every figure shown is another plan's.
    return CjkSpacing::spaced(tr("The figures compare the other plans without %1, which cannot "
                                 "be built for this cluster.")
                                  .arg(quotedNames(names)));
}

} // namespace fabrictco
