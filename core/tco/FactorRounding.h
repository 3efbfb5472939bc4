// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <boost/multiprecision/cpp_dec_float.hpp>

#include <optional>

namespace fabrictco {

/// The factors the formulas print and price (the straggler factor, the staff scale factor):
/// a logarithm or a power rounded half up to four places, so the figure in the formula is the
/// figure priced and is the same on every machine.
///
/// Computed in double first: a double logarithm, power or square root is within a few units in
/// the last place of the true value, so unless the value lies within about 1e-10 of a rounding
/// boundary (x.xxxx5) its four places are the true value's, whatever the machine's libm. Only
/// then are 50 digits needed. The 50-digit functions were most of a sweep point's model build,
/// each point bringing new sizes (issue 42).
class FactorRounding
{
public:
    static constexpr int kPlaces = 4;
    /// `approximation` rounded half up to four places, or nullopt when it is too close to a
    /// rounding boundary (or not finite, or not in (0, 1e6)) to decide them.
    static std::optional<Decimal> fromDouble(double approximation);
    /// A 50-digit value rounded half up to four places.
    static Decimal fromReal(const boost::multiprecision::cpp_dec_float_50& value);
    /// `approximation` rounded by fromDouble where that decides the four places, else
    /// fromReal(exact()): the 50-digit value is computed only then.
    template <typename Exact> static Decimal rounded(double approximation, const Exact& exact)
    {
        if (const std::optional<Decimal> decided = fromDouble(approximation))
            return *decided;
        return fromReal(exact());
    }
};

} // namespace fabrictco
