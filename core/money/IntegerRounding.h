// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/RoundingMode.h"

namespace fabrictco::detail {

/// numerator / divisor rounded with `mode`; divisor must be positive.
/// Works for any Boost.Multiprecision integer (fixed or arbitrary width) and for builtin integers.
template <class Int> Int divideRounded(const Int& numerator, const Int& divisor, RoundingMode mode)
{
    Int quotient = numerator / divisor;  // truncates toward zero
    Int remainder = numerator % divisor; // carries the numerator's sign
    if (remainder == 0)
        return quotient;

    const bool negative = numerator < 0;
    if (negative)
        remainder = -remainder;
    const Int twice = remainder * 2;
    const int versusHalf = twice < divisor ? -1 : (twice == divisor ? 0 : 1);

    bool away = false;
    switch (mode) {
    case RoundingMode::HalfEven:
        away = versusHalf > 0 || (versusHalf == 0 && quotient % 2 != 0);
        break;
    case RoundingMode::HalfUp:
        away = versusHalf >= 0;
        break;
    case RoundingMode::HalfDown:
        away = versusHalf > 0;
        break;
    case RoundingMode::TowardZero:
        away = false;
        break;
    case RoundingMode::AwayFromZero:
        away = true;
        break;
    case RoundingMode::Floor:
        away = negative;
        break;
    case RoundingMode::Ceiling:
        away = !negative;
        break;
    }
    if (!away)
        return quotient;
    return negative ? Int(quotient - 1) : Int(quotient + 1);
}

} // namespace fabrictco::detail
