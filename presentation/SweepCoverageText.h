// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/NodeSweep.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace fabrictco {

/// Says which plans a node-count sweep could not price at every size: a plan whose fabric
/// cannot hold the cluster at some sizes is absent there (BuildablePlans::stochasticModelAt),
/// and its line stops while the others go on. The CLI, the report and the window say it alike.
class SweepCoverageText
{
    Q_DECLARE_TR_FUNCTIONS(SweepCoverageText)
public:
    /// A sentence per plan of `plans` (id, name) absent at some of the sweep's sizes; none
    /// when every plan is priced at every size.
    static QStringList absences(const SweepResult& sweep,
                                const std::vector<std::pair<std::string, QString>>& plans,
                                const QLocale& locale = QLocale());
    /// What to say when the sweep finds no break-even (SweepResult::breakEvens empty): one
    /// plan priced alone; the same plan cheapest at every size; or the cheapest plan changing
    /// only where a plan stops (or starts) fitting, which is not a break-even.
    static QString noBreakEven(const SweepResult& sweep,
                               const std::vector<std::pair<std::string, QString>>& plans,
                               const QLocale& locale = QLocale());
};

} // namespace fabrictco
