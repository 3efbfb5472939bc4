// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "core/tco/TcoResult.h"

namespace fabrictco {

/// Fills the charts' plain data from the engines' results, so the desktop application and the
/// report plot exactly the same figures (exact Money, in the installed language).
class ChartDataBuilder
{
public:
    /// Nominal cumulative TCO at the end of each year, per plan.
    static CumulativeTcoData cumulativeTco(const TcoResult& result);
    /// Nominal cost over the horizon per category, per plan.
    static CategoryCostData costByCategory(const TcoResult& result);
    /// The chart identity of each plan of `result`.
    static std::vector<ChartPlan> plans(const TcoResult& result);
};

} // namespace fabrictco
