// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FactorRounding.h"

#include <cmath>
#include <iomanip>
#include <sstream>

namespace fabrictco {

std::optional<Decimal> FactorRounding::fromDouble(double approximation)
{
    if (!std::isfinite(approximation) || approximation <= 0 || approximation >= 1e6)
        return std::nullopt;
    const double scaled = approximation * 1e4;
    const double below = std::floor(scaled);
    const double fraction = scaled - below;
    // 1e-6 of a unit in the fourth place is 1e-10 absolute: far above a double's error on values
    // below 1e6 (about 1e-16 relative), far below any figure's meaning.
    constexpr double kGuard = 1e-6;
    if (std::abs(fraction - 0.5) <= kGuard || fraction <= kGuard || fraction >= 1 - kGuard)
        return std::nullopt;
    const std::int64_t units = std::int64_t(below) + (fraction > 0.5 ? 1 : 0);
    // units x 10^-4 is units x 10^5 in Decimal's nine-place raw form: exact.
    return Decimal::fromRaw(Decimal::Raw(units) * 100000);
}

Decimal FactorRounding::fromReal(const boost::multiprecision::cpp_dec_float_50& value)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(9) << value;
    return Decimal::parse(text.str()).rounded(kPlaces, RoundingMode::HalfUp);
}

} // namespace fabrictco
