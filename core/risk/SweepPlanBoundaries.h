// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/NodeSweep.h"

#include <vector>

namespace fabrictco {

/// Where each plan of a finished sweep stops (or starts) being buildable between two adjacent
/// swept sizes, pinned to the node by bisection on SweepOptions::buildablePlanIds (a bill of
/// materials per step, no pricing) when there is one, else the first swept size in the new
/// state. Ascending per plan. NodeSweep::run fills SweepResult::planBoundaries with it.
std::vector<PlanBoundary> sweepPlanBoundaries(const SweepResult& sweep,
                                              const SweepOptions& options);

} // namespace fabrictco
