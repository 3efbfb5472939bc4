// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <boost/multiprecision/cpp_int.hpp>

namespace fabrictco {

/// A product and quotient of exact decimals kept as one unbounded fraction, so that a ledger
/// line such as "12 switches × 36,000 USD × 1.05^3 price trend ÷ 1.08^3 discount" is rounded
/// exactly once, at the end, with a named rounding mode.
class ExactProduct
{
public:
    explicit ExactProduct(const Decimal& first);
    explicit ExactProduct(std::int64_t first);

    ExactProduct& times(const Decimal& factor);
    ExactProduct& times(std::int64_t factor);
    /// Multiplies by another exact product (its fraction as it is).
    ExactProduct& times(const ExactProduct& factor);
    /// Multiplies by factor^exponent (exponent >= 0).
    ExactProduct& timesPower(const Decimal& factor, int exponent);
    /// Divides by divisor; throws DecimalError on zero.
    ExactProduct& dividedBy(const Decimal& divisor);
    ExactProduct& dividedByPower(const Decimal& divisor, int exponent);

    /// The value rounded once to `places` fractional digits (0..9); throws DecimalError when
    /// it does not fit a Decimal.
    Decimal rounded(int places, RoundingMode mode) const;
    double toDouble() const;

private:
    boost::multiprecision::cpp_int m_numerator;
    boost::multiprecision::cpp_int m_denominator; // always positive
};

} // namespace fabrictco
