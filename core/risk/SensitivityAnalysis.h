// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/StochasticModel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// One bar of the tornado: an input moved to its low and its high, every other input at its
/// most likely value, and the IB - RoCE NPV difference at each end.
struct SensitivityBar
{
    std::string key;
    std::string planId; ///< "" for a shared input
    double low = 0;
    double mostLikely = 0;
    double high = 0;
    double differenceAtLow = 0;  ///< NPV(IB) - NPV(RoCE) with the input at its low
    double differenceAtHigh = 0; ///< ... at its high
    double swing() const
    {
        return differenceAtHigh > differenceAtLow ? differenceAtHigh - differenceAtLow
                                                  : differenceAtLow - differenceAtHigh;
    }
};

struct SensitivityResult
{
    std::string ibPlanId;
    std::string rocePlanId;
    double baseDifference = 0;        ///< NPV(IB) - NPV(RoCE), every input at most likely
    std::vector<SensitivityBar> bars; ///< largest swing first; inputs without a range are left out
};

/// One-at-a-time sensitivity (tornado) of the IB - RoCE difference. Deterministic: no sampling.
class SensitivityAnalysis
{
public:
    /// Throws std::invalid_argument when the model lacks either plan.
    static SensitivityResult run(const StochasticModel& model, const std::string& ibPlanId = "ib",
                                 const std::string& rocePlanId = "roce");
};

} // namespace fabrictco
