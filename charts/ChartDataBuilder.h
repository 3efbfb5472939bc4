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
    /// Every other plan's NPV minus the sweep's reference plan's (the recommended plan) with its
    /// P5-P95 band, against the node count, and where each crosses zero.
    /// `whole`: the document's scenario when the cost table leaves plans out (BuildablePlans);
    /// the sweep prices them at the sizes where they can be built, and the sweep's charts draw
    /// them there (sweptPlans).
    static GapSweepData gapSweep(const SweepResult& sweep, const TcoResult& tco,
                                 const Scenario* whole = nullptr);
    /// The same gaps at the sizes near the cluster's growth path only (GrowthPath::isNear), with
    /// the break-evens there: the zoomed view, whose scale shows the gap at the cluster's own
    /// size that the whole range's scale flattens.
    static GapSweepData gapNearGrowthPath(const GapSweepData& whole);
    /// Each plan's expected NPV per GPU-month with its P5-P95 band, against the node count.
    static CostPerGpuMonthData costPerGpuMonth(const SweepResult& sweep, const TcoResult& tco,
                                               const Scenario* whole = nullptr);
    /// Expected NPV per GPU-month against the P95 overrun per GPU-month at up to `points` sizes
    /// around the growth path (growthPathPoints), and the plan cheaper and less risky than every
    /// other at the cluster's size.
    static CostRiskData costRisk(const SweepResult& sweep, const TcoResult& tco, int points = 7,
                                 const Scenario* whole = nullptr);
    /// The plans a sweep's charts and tables show, with their ids: the cost table's, and with
    /// `whole` the plans it leaves out that the sweep priced at some size, in the document's
    /// order and colours.
    struct SweptPlan
    {
        std::string id;
        ChartPlan plan;
        bool inCostTable = true; ///< false: left out at the cluster's size, swept where it fits
    };
    static std::vector<SweptPlan> sweptPlans(const SweepResult& sweep, const TcoResult& tco,
                                             const Scenario* whole = nullptr);
    /// The cluster's first- and last-year sizes (0 without years).
    static GrowthPath growthPath(const TcoResult& tco);
    /// Indices into sweep.points: the sizes from half the first year's to twice the last year's,
    /// thinned evenly to about `points`, always with the cluster's own sizes.
    static std::vector<std::size_t> growthPathPoints(const SweepResult& sweep,
                                                     const GrowthPath& growth, int points);
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
