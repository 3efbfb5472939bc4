// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Uncertainty.h"

namespace fabrictco {

std::string_view distributionShapeId(DistributionShape shape)
{
    switch (shape) {
    case DistributionShape::Fixed:
        return "fixed";
    case DistributionShape::Triangular:
        return "triangular";
    case DistributionShape::Pert:
        return "pert";
    }
    return "fixed";
}

Uncertainty holding(const Uncertainty& range, const Decimal& value)
{
    if (range.shape == DistributionShape::Fixed)
        return range;
    Uncertainty result = range;
    if (value < result.low)
        result.low = value;
    if (value > result.high)
        result.high = value;
    return result;
}

std::optional<DistributionShape> distributionShapeFromId(std::string_view id)
{
    if (id == "fixed")
        return DistributionShape::Fixed;
    if (id == "triangular")
        return DistributionShape::Triangular;
    if (id == "pert")
        return DistributionShape::Pert;
    return std::nullopt;
}

} // namespace fabrictco
