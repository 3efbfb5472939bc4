// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SweepPlanBoundaries.h"

#include <algorithm>
#include <string>

namespace fabrictco {

std::vector<PlanBoundary> sweepPlanBoundaries(const SweepResult& sweep, const SweepOptions& options)
{
    const auto fits = [&](int nodes, const std::string& id) {
        const std::vector<std::string> buildable = options.buildablePlanIds(nodes);
        return std::find(buildable.begin(), buildable.end(), id) != buildable.end();
    };
    std::vector<PlanBoundary> boundaries;
    for (const std::string& id : sweep.pricedPlanIds()) {
        for (std::size_t i = 1; i < sweep.points.size(); ++i) {
            const bool below = sweep.points[i - 1].plan(id) != nullptr;
            if (below == (sweep.points[i].plan(id) != nullptr))
                continue;
            int lo = sweep.points[i - 1].nodes; // in the old state
            int hi = sweep.points[i].nodes;     // in the new state
            if (options.buildablePlanIds)
                while (hi - lo > 1) {
                    const int mid = lo + (hi - lo) / 2;
                    (fits(mid, id) == below ? lo : hi) = mid;
                }
            boundaries.push_back(PlanBoundary{id, hi, !below, bool(options.buildablePlanIds)});
        }
    }
    return boundaries;
}

} // namespace fabrictco
