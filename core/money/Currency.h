// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// An ISO 4217 currency the program knows how to round (its number of minor-unit digits).
class Currency
{
public:
    /// Throws DecimalError for a code that is not one of supportedCodes().
    static Currency fromCode(std::string_view code);
    static std::optional<Currency> tryFromCode(std::string_view code) noexcept;
    static Currency cny() { return fromCode("CNY"); }
    static Currency usd() { return fromCode("USD"); }
    /// Codes accepted by fromCode, in display order.
    static const std::array<std::string_view, 5>& supportedCodes();

    std::string code() const { return std::string(m_code.data(), m_code.size()); }
    /// Digits after the decimal point in everyday amounts (2 for CNY and USD, 0 for JPY).
    int minorUnitDigits() const { return m_minorDigits; }

    friend bool operator==(const Currency&, const Currency&) = default;

private:
    Currency(std::array<char, 3> code, int minorDigits) : m_code(code), m_minorDigits(minorDigits)
    {
    }

    std::array<char, 3> m_code;
    int m_minorDigits;
};

} // namespace fabrictco
