// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/NodeSweep.h"

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

// The points of a node-count sweep, built and simulated on every core (NodeSweep's part).

/// A point's model, or why it cannot be built.
struct BuiltModel
{
    std::optional<StochasticModel> model;
    std::string reason;
};

/// A point simulated, or why it could not be.
struct PointRun
{
    bool completed = false;
    bool feasible = true;
    std::string reason;
    SweepPoint point;
};

/// The model at `nodes`, or why it cannot be built (InfeasibleNodeCount).
BuiltModel buildPoint(const StochasticModelFactory& factory, int nodes);

/// The point at `nodes` simulated from its model (or the options' known run), ranked by the
/// model's exact expected NPVs when it has them; progress from progressFrom to progressTo.
PointRun runPoint(BuiltModel built, const SweepOptions& options, int nodes, double progressFrom,
                  double progressTo);

/// The models of `nodes`, built on the worker threads: building can cost as much as simulating
/// (the TCO builder takes milliseconds per node count), so it must not run on one core.
std::vector<BuiltModel> buildAll(const StochasticModelFactory& factory,
                                 const std::vector<int>& nodes, const SweepOptions& options);

/// Every point of `nodes` built and simulated, in order; nullopt when stopped. Progress runs
/// from 0 to progressTo as points finish.
std::optional<std::vector<PointRun>> runPoints(const StochasticModelFactory& factory,
                                               const std::vector<int>& nodes,
                                               const SweepOptions& options, double progressTo);

} // namespace fabrictco
