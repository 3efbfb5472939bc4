// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/ComputedFigure.h"

#include "core/money/RoundingMode.h"

namespace fabrictco {

std::optional<ComputedFigure> ComputedFigure::of(const Decimal& value)
{
    int places = 2;
    Decimal size = value.isNegative() ? -value : value;
    while (places < Decimal::kScale && !size.isZero() && size < Decimal(1)) {
        size = size.times(10);
        ++places;
    }
    const Decimal rounded = value.rounded(places, kDefaultRounding);
    if (rounded == value)
        return std::nullopt;
    return ComputedFigure{rounded, places};
}

} // namespace fabrictco
