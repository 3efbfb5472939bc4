// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <optional>
#include <string_view>

namespace fabrictco {

/// Shape of an uncertain input's distribution for the Monte Carlo risk engine.
enum class DistributionShape
{
    Fixed,      ///< no uncertainty: always the most likely value
    Triangular, ///< low / most likely / high
    Pert,       ///< beta-PERT over low / most likely / high (lambda 4)
};

std::string_view distributionShapeId(DistributionShape shape); // "fixed", "triangular", "pert"
std::optional<DistributionShape> distributionShapeFromId(std::string_view id);

/// Range of an uncertain input. The most likely value is the parameter's own value.
struct Uncertainty
{
    DistributionShape shape = DistributionShape::Fixed;
    Decimal low;
    Decimal high;
    friend bool operator==(const Uncertainty&, const Uncertainty&) = default;
};

/// The one rule for a value and the range around it (issue 34): a range that does not hold its
/// value is widened to hold it. The value is what the user typed or the vendor quoted, so it
/// wins; a document's own range set before it (or a quote that arrived after the range) would
/// otherwise make the Monte Carlo refuse a document that opened. `set` says when it happens.
/// A fixed "range" is returned as it is.
Uncertainty holding(const Uncertainty& range, const Decimal& value);

} // namespace fabrictco
