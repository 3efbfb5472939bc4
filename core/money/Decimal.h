// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/RoundingMode.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <compare>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace fabrictco {

/// Raised when an exact decimal cannot be parsed, overflows its range, or is divided by zero.
class DecimalError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// An exact signed decimal with nine fractional digits, stored as a checked 128-bit integer of
/// nano-units (range about ±3.4e29). Used for every quantity, rate and amount in the ledger.
///
/// It is never built silently from a double: construct it from an integer or a decimal string.
/// Every operation that would need more than nine fractional digits names its rounding mode.
/// Overflow raises DecimalError instead of wrapping.
class Decimal
{
public:
    using Raw = boost::multiprecision::checked_int128_t;
    static constexpr int kScale = 9;

    Decimal() = default;
    explicit Decimal(std::int64_t integer);

    /// Parses a plain decimal string: optional sign, digits, optional point and up to nine
    /// fractional digits ("-12", "0.5", "1234.000000001"). Throws DecimalError naming the problem.
    static Decimal parse(std::string_view text);
    static std::optional<Decimal> tryParse(std::string_view text) noexcept;
    /// Parses and rounds to kScale digits when the text has more (e.g. a quote's 12-digit rate).
    static Decimal parseRounded(std::string_view text, RoundingMode mode);

    static Decimal fromRaw(const Raw& nanoUnits) { return Decimal(nanoUnits, RawTag{}); }
    /// Explicit bridge from statistics (Monte Carlo) to the ledger; NaN and infinities throw.
    static Decimal fromDouble(double value, int places, RoundingMode mode);

    const Raw& raw() const { return m_raw; }

    /// Canonical form: no exponent, no trailing fractional zeros ("12", "0.5", "-3.25").
    std::string toString() const;
    /// Exactly `places` fractional digits (0..9); rounds with `mode` first.
    std::string toString(int places, RoundingMode mode) const;

    Decimal rounded(int places, RoundingMode mode) const;
    Decimal operator-() const;
    Decimal& operator+=(const Decimal& other);
    Decimal& operator-=(const Decimal& other);
    friend Decimal operator+(Decimal a, const Decimal& b) { return a += b; }
    friend Decimal operator-(Decimal a, const Decimal& b) { return a -= b; }

    /// Exact product with an integer count.
    Decimal times(std::int64_t count) const;
    /// Product rounded back to nine fractional digits.
    Decimal multiply(const Decimal& factor, RoundingMode mode) const;
    /// Quotient rounded to nine fractional digits; throws DecimalError on division by zero.
    Decimal divide(const Decimal& divisor, RoundingMode mode) const;

    bool isZero() const { return m_raw == 0; }
    bool isNegative() const { return m_raw < 0; }
    bool isInteger() const;
    /// The integer value; throws DecimalError if it has a fraction or does not fit in 64 bits.
    std::int64_t toInt64() const;
    /// For statistics and charts only: the ledger never goes back through a double.
    double toDouble() const;

    friend bool operator==(const Decimal&, const Decimal&) = default;
    friend std::strong_ordering operator<=>(const Decimal& a, const Decimal& b)
    {
        return a.m_raw < b.m_raw ? std::strong_ordering::less
                                 : (a.m_raw == b.m_raw ? std::strong_ordering::equal
                                                       : std::strong_ordering::greater);
    }

private:
    struct RawTag
    {
    };
    Decimal(const Raw& raw, RawTag) : m_raw(raw) {}

    Raw m_raw = 0;
};

/// 10^places as the 128-bit raw type (0 <= places <= 38).
Decimal::Raw powerOfTen(int places);

} // namespace fabrictco
