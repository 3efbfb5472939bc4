// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "ui/results/ComparisonData.h"

#include <QCoreApplication>

#include <exception>
#include <memory>

namespace fabrictco::ui {

/// The deterministic part of the results: BOM and TCO for every plan, and the chart data built
/// by ChartDataBuilder as the report builds it. Pure and fast enough to run on the GUI thread
/// after each edit (see tests/benchmarks); the Monte Carlo part runs in RiskRunner on a worker.
class ComparisonComputer
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonComputer)
public:
    /// `catalog` is the document's effective catalog (ScenarioDocument::catalog()), kept in the
    /// result; a non-null `catalogError` says why no costs can be computed from it.
    static ComparisonData compute(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                                  const std::exception_ptr& catalogError = nullptr);
};

} // namespace fabrictco::ui
