// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "core/model/Scenario.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/SensitivityAnalysis.h"
#include "core/tco/TcoResult.h"

#include <QCoreApplication>

namespace fabrictco {

/// Fills the charts' plain data from the engines' results, so the desktop application and the
/// report plot exactly the same figures (exact Money, in the installed language).
class ChartDataBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ChartDataBuilder)

public:
    /// Nominal cumulative TCO at the end of each year, per plan.
    static CumulativeTcoData cumulativeTco(const TcoResult& result);
    /// Nominal cost over the horizon per category, per plan.
    static CategoryCostData costByCategory(const TcoResult& result);
    /// P5/P50/P95 of each plan against the node count, with the break-even node counts (marked
    /// at the median cost of the plan that becomes cheaper). Plans are named as in `tco`.
    static NodeSweepData nodeSweep(const SweepResult& sweep, const TcoResult& tco);
    /// Expected NPV against P95 - P50 at up to `points` node counts spread over the sweep.
    static CostRiskData costRisk(const SweepResult& sweep, const TcoResult& tco, int points = 6);
    /// The `bars` largest swings of NPV(IB) - NPV(RoCE). A plan's input is labelled with its
    /// fabric ("Switch price (RoCE)"); the compared plans' names are in `quantity`.
    static TornadoData tornado(const SensitivityResult& sensitivity, const TcoResult& tco,
                               std::size_t bars = 10);
    /// A statistic (double) as money, through the named bridge Decimal::fromDouble.
    static Money statistic(double value, const TcoResult& tco);

    /// The chart identity of each plan of `result`: its name (the id when unnamed), its fabric
    /// and its position among the plans of that fabric (the colour).
    static std::vector<ChartPlan> plans(const TcoResult& result);
    /// The same identities from the scenario, for plans whose costs could not be computed.
    static std::vector<ChartPlan> plans(const Scenario& scenario);
};

} // namespace fabrictco
