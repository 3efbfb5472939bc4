// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/money/Decimal.h"
#include "core/money/RoundingMode.h"

namespace fabrictco {

/// Which value of each uncertain input the exact evaluator prices.
enum class ValuePoint
{
    /// Each input's mean: the cost table's figures are expected values (core/MODEL.md, 7).
    Expected,
    /// Each input's most likely value (the middle of low / most likely / high): the hand-checked
    /// worked example and "what if every estimate is exactly right".
    MostLikely,
};

/// The mean of an uncertain input's range: (low + most likely + high) / 3 for a triangular
/// range, (low + 4 x most likely + high) / 6 for beta-PERT (lambda 4), rounded to Decimal's nine
/// places with `mode`; the value itself when the input is fixed or not uncertain.
Decimal expectedValue(const ResolvedParameter& parameter, RoundingMode mode);

/// The same parameters with every uncertain input's value replaced by its mean (ranges,
/// provenance and everything else kept).
ResolvedParameters atExpectedValues(const ResolvedParameters& parameters, RoundingMode mode);

} // namespace fabrictco
