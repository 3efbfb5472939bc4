// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/SweepCoverageText.h"

#include "presentation/CjkSpacing.h"

#include <algorithm>

namespace fabrictco {

QStringList SweepCoverageText::absences(const SweepResult& sweep,
                                        const std::vector<std::pair<std::string, QString>>& plans,
                                        const QLocale& locale)
{
    QStringList sentences;
    const auto count = [&](int nodes) {
        return locale.toString(nodes);
    };
    for (const auto& [id, name] : plans) {
        std::vector<int> present;
        std::vector<int> absent;
        for (const SweepPoint& point : sweep.points)
            (point.plan(id) ? present : absent).push_back(point.nodes);
        if (absent.empty())
            continue;
        std::vector<PlanBoundary> boundaries;
        for (const PlanBoundary& boundary : sweep.planBoundaries)
            if (boundary.planId == id)
                boundaries.push_back(boundary);
        const bool one = boundaries.size() == 1 && boundaries.front().exact;
        QString sentence;
        if (present.empty())
            //: %1 a plan's name. The sweep prices each plan at the sizes where it can be built.
            sentence = tr("“%1” cannot be built at any of the sizes swept: the figures are of the "
                          "other plans alone.")
                           .arg(name);
        else if (one && !boundaries.front().fitsFromHere)
            //: %2: the largest first-year size (grown as this cluster grows) the plan can hold.
            sentence = tr("“%1” can be built up to %2 first-year nodes: at the larger sizes "
                          "swept the other plans stand alone.")
                           .arg(name, count(boundaries.front().nodes - 1));
        else if (one)
            sentence = tr("“%1” can be built from %2 first-year nodes on: at the smaller sizes "
                          "swept the other plans stand alone.")
                           .arg(name, count(boundaries.front().nodes));
        else if (absent.front() > present.back())
            //: %2: the largest first-year size swept at which the plan can be built.
            sentence = tr("“%1” is priced up to %2 first-year nodes only: at the larger sizes "
                          "swept it cannot be built, and the other plans stand alone.")
                           .arg(name, count(present.back()));
        else if (absent.back() < present.front())
            sentence = tr("“%1” is priced from %2 first-year nodes on only: at the smaller sizes "
                          "swept it cannot be built, and the other plans stand alone.")
                           .arg(name, count(present.front()));
        else
            sentence = tr("“%1” is priced at %2 of the %3 sizes swept: at the others it cannot "
                          "be built, and the other plans stand alone.")
                           .arg(name, count(int(present.size())), count(int(sweep.points.size())));
        sentences << CjkSpacing::spaced(sentence);
    }
    return sentences;
}

QString SweepCoverageText::noBreakEven(const SweepResult& sweep,
                                       const std::vector<std::pair<std::string, QString>>& plans,
                                       const QLocale& locale)
{
    const std::vector<std::string> priced = sweep.pricedPlanIds();
    const auto nameOf = [&](const std::string& id) {
        for (const auto& [planId, name] : plans)
            if (planId == id)
                return name;
        return QString::fromStdString(id);
    };
    const QString from = locale.toString(sweep.points.empty() ? 0 : sweep.points.front().nodes);
    const QString to = locale.toString(sweep.points.empty() ? 0 : sweep.points.back().nodes);
    QString sentence;
    if (priced.size() == 1)
        //: One plan priced, the others left out (the summary says why): %1 is its name.
        sentence = tr("Only “%1” is priced, so there is no break-even to look for.")
                       .arg(nameOf(priced.front()));
    else if (!sweep.comparesPlans())
        sentence = tr("No size between %1 and %2 nodes can build two plans side by side, so "
                      "there is no break-even to look for.")
                       .arg(from, to);
    else if (sweep.sameCheapestEverywhere())
        sentence = tr("No break-even between %1 and %2 nodes: the same plan is cheaper at every "
                      "size swept.")
                       .arg(from, to);
    else
        //: The cheapest plan changes only because one plan cannot be built beyond (or below)
        //: some size; where both can be built, the same one is cheaper.
        sentence = tr("No break-even between %1 and %2 nodes: where the plans can be built "
                      "side by side the same one is cheaper; the cheapest changes only where a "
                      "plan stops fitting.")
                       .arg(from, to);
    return CjkSpacing::spaced(sentence);
}

} // namespace fabrictco
