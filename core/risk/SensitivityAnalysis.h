// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "core/risk/StochasticModel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// One bar of the tornado: an input moved to its low and its high, every other input at its
/// most likely value, and the first plan's NPV minus the second's at each end.
struct SensitivityBar
{
    std::string key;
    std::string planId; ///< "" for a shared input
    double low = 0;
    double mostLikely = 0;
    double high = 0;
    double differenceAtLow = 0;  ///< NPV(first) - NPV(second) with the input at its low
    double differenceAtHigh = 0; ///< ... at its high
    /// The same two differences exactly, to the cent (SensitivityResult::exact only; the
    /// doubles above are then these amounts converted, for charts).
    Money exactAtLow = Money::zero(Currency::usd());
    Money exactAtHigh = Money::zero(Currency::usd());
    /// |exactAtHigh - exactAtLow|, exactly.
    Money exactSwing() const
    {
        const Money change = exactAtHigh - exactAtLow;
        return change.isNegative() ? -change : change;
    }
    double swing() const
    {
        return differenceAtHigh > differenceAtLow ? differenceAtHigh - differenceAtLow
                                                  : differenceAtLow - differenceAtHigh;
    }
};

struct SensitivityResult
{
    std::string firstPlanId;
    std::string secondPlanId;
    double baseDifference = 0; ///< NPV(first) - NPV(second), every input at most likely
    /// true when computed with the exact evaluator (exactSensitivity in core/tco): exactBase and
    /// each bar's exact amounts are then the figures to show; false for this double-precision
    /// analysis of an abstract StochasticModel (exact amounts left at zero).
    bool exact = false;
    Money exactBase = Money::zero(Currency::usd()); ///< = the table's NPV(first) - NPV(second)
    std::vector<SensitivityBar> bars; ///< largest swing first; inputs without a range are left out
};

/// One-at-a-time sensitivity (tornado) of the difference between two plans (first - second).
/// Deterministic: no sampling.
class SensitivityAnalysis
{
public:
    /// Throws std::invalid_argument when the model lacks either plan.
    static SensitivityResult run(const StochasticModel& model,
                                 const std::string& firstPlanId = "ib",
                                 const std::string& secondPlanId = "roce");
};

} // namespace fabrictco
