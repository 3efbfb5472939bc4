// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/Decimal.h"

#include "core/money/IntegerRounding.h"

#include <array>
#include <charconv>
#include <cmath>
#include <system_error>

namespace fabrictco {

namespace bmp = boost::multiprecision;

namespace {

using Wide = bmp::checked_int256_t;

const Wide kWideScale = Wide(1000000000);

Decimal::Raw narrow(const Wide& value, const char* what)
{
    static const Wide limit = Wide((std::numeric_limits<Decimal::Raw>::max)());
    if (value > limit || value < -limit)
        throw DecimalError(std::string("decimal overflow in ") + what);
    return Decimal::Raw(value);
}

template <class F> auto guarded(const char* what, F&& f)
{
    try {
        return f();
    } catch (const DecimalError&) {
        throw;
    } catch (const std::overflow_error&) {
        throw DecimalError(std::string("decimal overflow in ") + what);
    } catch (const std::range_error&) {
        throw DecimalError(std::string("decimal overflow in ") + what);
    }
}

std::string describe(std::string_view text)
{
    std::string shown(text.substr(0, 40));
    if (text.size() > 40)
        shown += "...";
    return "\"" + shown + "\"";
}

} // namespace

Decimal::Raw powerOfTen(int places)
{
    // A table: every Decimal made from an integer asked for 10^9, nine checked multiplications
    // each time (a twentieth of building a sweep point's model, issue 42).
    static const std::array<Decimal::Raw, 39> powers = [] {
        std::array<Decimal::Raw, 39> table;
        table[0] = 1;
        for (std::size_t i = 1; i < table.size(); ++i)
            table[i] = table[i - 1] * 10;
        return table;
    }();
    if (places <= 0)
        return 1; // as the loop it replaces
    if (places >= int(powers.size()))
        throw std::overflow_error("10^" + std::to_string(places) + " does not fit 128 bits");
    return powers[std::size_t(places)];
}

Decimal::Decimal(std::int64_t integer)
    : m_raw(guarded("construction", [&] { return Raw(integer) * powerOfTen(kScale); }))
{
}

Decimal Decimal::parse(std::string_view text)
{
    if (text.empty())
        throw DecimalError("empty text is not a number");
    std::size_t pos = 0;
    bool negative = false;
    if (text[pos] == '+' || text[pos] == '-') {
        negative = text[pos] == '-';
        ++pos;
    }
    Wide integerPart = 0;
    Wide fraction = 0;
    int integerDigits = 0;
    int fractionDigits = 0;
    bool seenPoint = false;
    for (; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (c == '.' && !seenPoint) {
            seenPoint = true;
            continue;
        }
        if (c < '0' || c > '9')
            throw DecimalError(describe(text) + " is not a decimal number");
        if (seenPoint) {
            if (++fractionDigits > kScale)
                throw DecimalError(describe(text) + " has more than 9 decimal places");
            fraction = fraction * 10 + (c - '0');
        } else {
            if (++integerDigits > 30)
                throw DecimalError(describe(text) + " is too large");
            integerPart = integerPart * 10 + (c - '0');
        }
    }
    if (integerDigits + fractionDigits == 0)
        throw DecimalError(describe(text) + " is not a decimal number");
    for (int i = fractionDigits; i < kScale; ++i)
        fraction *= 10;
    Wide value = integerPart * kWideScale + fraction;
    if (negative)
        value = -value;
    return fromRaw(narrow(value, "parsing"));
}

std::optional<Decimal> Decimal::tryParse(std::string_view text) noexcept
{
    try {
        return parse(text);
    } catch (...) {
        return std::nullopt;
    }
}

namespace {

/// Parses `text` (sign, digits, optional point) and rounds it once to `places` fractional digits.
Decimal parseRoundedTo(std::string_view text, int places, RoundingMode mode)
{
    const auto point = text.find('.');
    const std::size_t fractionDigits =
        point == std::string_view::npos ? 0 : text.size() - point - 1;
    if (fractionDigits > 60)
        throw DecimalError(describe(text) + " has too many decimal places");
    std::string digits(text.substr(0, point));
    if (point != std::string_view::npos)
        digits += text.substr(point + 1);
    bool negative = false;
    std::size_t start = 0;
    if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) {
        negative = digits[0] == '-';
        start = 1;
    }
    if (start == digits.size() || digits.size() - start > 100)
        throw DecimalError(describe(text) + " is not a decimal number");
    bmp::cpp_int value = 0;
    for (std::size_t i = start; i < digits.size(); ++i) {
        const char c = digits[i];
        if (c < '0' || c > '9')
            throw DecimalError(describe(text) + " is not a decimal number");
        value = value * 10 + (c - '0');
    }
    if (negative)
        value = -value;
    // value is in units of 10^-fractionDigits; bring it to units of 10^-places, rounding once.
    bmp::cpp_int units;
    if (int(fractionDigits) > places) {
        bmp::cpp_int divisor = 1;
        for (int i = places; i < int(fractionDigits); ++i)
            divisor *= 10;
        units = detail::divideRounded(value, divisor, mode);
    } else {
        units = value;
        for (int i = int(fractionDigits); i < places; ++i)
            units *= 10;
    }
    for (int i = places; i < Decimal::kScale; ++i)
        units *= 10;
    const bmp::cpp_int limit = bmp::cpp_int((std::numeric_limits<Decimal::Raw>::max)());
    if (units > limit || units < -limit)
        throw DecimalError(describe(text) + " is too large");
    return Decimal::fromRaw(Decimal::Raw(units));
}

} // namespace

Decimal Decimal::parseRounded(std::string_view text, RoundingMode mode)
{
    const auto point = text.find('.');
    if (point == std::string_view::npos || text.size() - point - 1 <= std::size_t(kScale))
        return parse(text);
    return parseRoundedTo(text, kScale, mode);
}

Decimal Decimal::fromDouble(double value, int places, RoundingMode mode)
{
    if (!std::isfinite(value))
        throw DecimalError("a non-finite number cannot become a decimal");
    if (places < 0 || places > kScale)
        throw DecimalError("decimal places must be between 0 and 9");
    // 40 fractional digits hold the double's binary value far past any tie we could round at,
    // so the decimal expansion is rounded exactly once, below. std::to_chars always writes '.'
    // (printf's "%.40f" writes the LC_NUMERIC decimal point: "12815829,67..." under de_DE).
    char buffer[400]; // the largest double has 309 integer digits
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 40);
    if (error != std::errc())
        throw DecimalError("a number could not be written as a decimal");
    return parseRoundedTo(std::string_view(buffer, std::size_t(end - buffer)), places, mode);
}

std::string Decimal::toString() const
{
    const bool negative = m_raw < 0;
    Raw magnitude = negative ? Raw(-m_raw) : m_raw;
    const Raw scale = powerOfTen(kScale);
    std::string integerText = Raw(magnitude / scale).str();
    Raw fraction = magnitude % scale;
    std::string result = negative ? "-" : "";
    result += integerText;
    if (fraction != 0) {
        std::string fractionText = fraction.str();
        fractionText.insert(0, std::size_t(kScale) - fractionText.size(), '0');
        while (!fractionText.empty() && fractionText.back() == '0')
            fractionText.pop_back();
        result += "." + fractionText;
    }
    return result;
}

std::string Decimal::toString(int places, RoundingMode mode) const
{
    const Decimal r = rounded(places, mode);
    const bool negative = r.m_raw < 0;
    const Raw magnitude = negative ? Raw(-r.m_raw) : r.m_raw;
    const Raw scale = powerOfTen(kScale);
    std::string result = negative ? "-" : "";
    result += Raw(magnitude / scale).str();
    if (places > 0) {
        std::string fractionText = Raw(magnitude % scale).str();
        fractionText.insert(0, std::size_t(kScale) - fractionText.size(), '0');
        result += "." + fractionText.substr(0, std::size_t(places));
    }
    return result;
}

Decimal Decimal::rounded(int places, RoundingMode mode) const
{
    if (places < 0 || places > kScale)
        throw DecimalError("decimal places must be between 0 and 9");
    if (places == kScale)
        return *this;
    const Raw step = powerOfTen(kScale - places);
    return guarded("rounding",
                   [&] { return fromRaw(detail::divideRounded(m_raw, step, mode) * step); });
}

Decimal Decimal::operator-() const
{
    return fromRaw(-m_raw);
}

Decimal& Decimal::operator+=(const Decimal& other)
{
    m_raw = guarded("addition", [&] { return Raw(m_raw + other.m_raw); });
    return *this;
}

Decimal& Decimal::operator-=(const Decimal& other)
{
    m_raw = guarded("subtraction", [&] { return Raw(m_raw - other.m_raw); });
    return *this;
}

Decimal Decimal::times(std::int64_t count) const
{
    return guarded("multiplication", [&] { return fromRaw(Raw(m_raw * Raw(count))); });
}

Decimal Decimal::multiply(const Decimal& factor, RoundingMode mode) const
{
    return guarded("multiplication", [&] {
        const Wide product = Wide(m_raw) * Wide(factor.m_raw);
        return fromRaw(narrow(detail::divideRounded(product, kWideScale, mode), "multiplication"));
    });
}

Decimal Decimal::divide(const Decimal& divisor, RoundingMode mode) const
{
    if (divisor.isZero())
        throw DecimalError("division by zero");
    return guarded("division", [&] {
        Wide numerator = Wide(m_raw) * kWideScale;
        Wide denominator = Wide(divisor.m_raw);
        if (denominator < 0) {
            numerator = -numerator;
            denominator = -denominator;
        }
        return fromRaw(narrow(detail::divideRounded(numerator, denominator, mode), "division"));
    });
}

bool Decimal::isInteger() const
{
    return m_raw % powerOfTen(kScale) == 0;
}

std::int64_t Decimal::toInt64() const
{
    if (!isInteger())
        throw DecimalError(toString() + " is not a whole number");
    const Raw whole = m_raw / powerOfTen(kScale);
    if (whole > Raw((std::numeric_limits<std::int64_t>::max)()) ||
        whole < Raw((std::numeric_limits<std::int64_t>::min)()))
        throw DecimalError(toString() + " is too large for a count");
    return static_cast<std::int64_t>(whole);
}

double Decimal::toDouble() const
{
    return m_raw.convert_to<double>() / 1e9;
}

} // namespace fabrictco
