// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/MonteCarloEngine.h"
#include "core/tco/PlanCostModel.h"
#include "core/tco/PriceToBeat.h"

#include <optional>
#include <vector>

namespace fabrictco {

/// How much margin the uncertainty eats (issue 43, item 4). The price to beat makes the expected
/// NPVs equal; these are the values at which the runner-up is the cheaper plan in half and in
/// four fifths of the simulated outcomes. The chance that the runner-up is cheaper counts a tie
/// as half, like MonteCarloResult's pSecondCheaper.
struct PriceToBeatOdds
{
    /// On the item's grid (a cent, 0.01 % of a share), the value nearest the crossing at which
    /// the runner-up is cheaper in at least half of the trials; empty when no value within the
    /// input's range gets there, or the sample was not kept.
    std::optional<Decimal> atHalf;
    std::optional<Decimal> atFourFifths; ///< the same for 80 % of the trials
};

class PriceToBeatRisk
{
public:
    /// One entry per item of `result`, in its order. For each item the Monte Carlo runs twice on
    /// the pair with the item typed (fixed, as a quote is) at two values, every other input drawn
    /// as in the risk analysis (`options`: the same trials and seed). Each trial's NPV difference
    /// is linear in the typed value, so the two runs give every trial's own crossing and the
    /// shares follow without further runs. `options.firstPlanId` and `secondPlanId` are set
    /// here. Throws std::invalid_argument like MonteCarloEngine; a cancelled run gives no odds.
    static std::vector<PriceToBeatOdds> compute(const std::vector<PlanCostModel>& models,
                                                const PriceToBeatResult& result,
                                                MonteCarloOptions options);
};

} // namespace fabrictco
