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
        QString sentence;
        if (present.empty())
            //: %1 a plan's name. The sweep prices each plan at the sizes where it can be built.
            sentence = tr("“%1” cannot be built at any of the sizes swept: the figures are of the "
                          "other plans alone.")
                           .arg(name);
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

} // namespace fabrictco
