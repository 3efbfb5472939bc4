// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "ui/results/ComparisonData.h"

#include <QCoreApplication>

namespace fabrictco::ui {

/// The deterministic part of the results: BOM and TCO for every plan. Pure and fast enough to
/// run on the GUI thread after each edit (measured in the tests' benchmark); the Monte Carlo
/// part runs in RiskRunner on a worker thread.
class ComparisonComputer
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonComputer)
public:
    static ComparisonData compute(const Scenario& scenario);
};

} // namespace fabrictco::ui
