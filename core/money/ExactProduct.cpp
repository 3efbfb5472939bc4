// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/ExactProduct.h"

#include "core/money/IntegerRounding.h"

#include <array>

namespace fabrictco {

namespace bmp = boost::multiprecision;

namespace {
const bmp::cpp_int kScaleFactor = bmp::cpp_int(1000000000);

bmp::cpp_int rawOf(const Decimal& d)
{
    return bmp::cpp_int(d.raw());
}
} // namespace

// Both numerator and denominator carry nano-unit scale factors; they cancel in rounded().
ExactProduct::ExactProduct(const Decimal& first)
    : m_numerator(rawOf(first)), m_denominator(kScaleFactor)
{
}

ExactProduct::ExactProduct(std::int64_t first) : m_numerator(first), m_denominator(1) {}

ExactProduct& ExactProduct::times(const Decimal& factor)
{
    m_numerator *= rawOf(factor);
    m_denominator *= kScaleFactor;
    return *this;
}

ExactProduct& ExactProduct::times(std::int64_t factor)
{
    m_numerator *= factor;
    return *this;
}

ExactProduct& ExactProduct::times(const ExactProduct& factor)
{
    m_numerator *= factor.m_numerator;
    m_denominator *= factor.m_denominator; // both positive: still positive
    return *this;
}

ExactProduct& ExactProduct::timesPower(const Decimal& factor, int exponent)
{
    if (exponent < 0)
        throw DecimalError("negative exponent in an exact product");
    for (int i = 0; i < exponent; ++i)
        times(factor);
    return *this;
}

ExactProduct& ExactProduct::dividedBy(const Decimal& divisor)
{
    if (divisor.isZero())
        throw DecimalError("division by zero");
    m_numerator *= kScaleFactor;
    m_denominator *= rawOf(divisor);
    if (m_denominator < 0) {
        m_denominator = -m_denominator;
        m_numerator = -m_numerator;
    }
    return *this;
}

ExactProduct& ExactProduct::dividedByPower(const Decimal& divisor, int exponent)
{
    if (exponent < 0)
        throw DecimalError("negative exponent in an exact product");
    for (int i = 0; i < exponent; ++i)
        dividedBy(divisor);
    return *this;
}

Decimal ExactProduct::rounded(int places, RoundingMode mode) const
{
    if (places < 0 || places > Decimal::kScale)
        throw DecimalError("decimal places must be between 0 and 9");
    static const std::array<bmp::cpp_int, Decimal::kScale + 1> steps = [] {
        std::array<bmp::cpp_int, Decimal::kScale + 1> table; // 10^(kScale - places)
        bmp::cpp_int power = 1;
        for (int p = Decimal::kScale; p >= 0; --p, power *= 10)
            table[std::size_t(p)] = power;
        return table;
    }();
    const bmp::cpp_int& step = steps[std::size_t(places)];
    // value in nano-units = numerator * 10^9 / denominator; round to a multiple of `step`.
    const bmp::cpp_int units = detail::divideRounded(bmp::cpp_int(m_numerator * kScaleFactor),
                                                     bmp::cpp_int(m_denominator * step), mode);
    const bmp::cpp_int raw = units * step;
    const bmp::cpp_int limit = bmp::cpp_int((std::numeric_limits<Decimal::Raw>::max)());
    if (raw > limit || raw < -limit)
        throw DecimalError("decimal overflow in an exact product");
    return Decimal::fromRaw(Decimal::Raw(raw));
}

double ExactProduct::toDouble() const
{
    return bmp::cpp_rational(m_numerator, m_denominator).convert_to<double>();
}

} // namespace fabrictco
