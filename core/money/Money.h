// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Currency.h"
#include "core/money/Decimal.h"

#include <string>
#include <string_view>

namespace fabrictco {

/// Raised when amounts in different currencies are combined.
class CurrencyMismatchError : public DecimalError
{
public:
    using DecimalError::DecimalError;
};

/// An exact amount of one currency. Arithmetic is exact; anything that changes scale
/// (scaling by a rate, converting currency, rounding to cents) names its rounding mode.
/// Formatting for people (grouping, symbols, locale) belongs to the UI, not here.
class Money
{
public:
    Money(Decimal amount, Currency currency) : m_amount(amount), m_currency(currency) {}
    static Money zero(Currency currency) { return Money(Decimal(), currency); }
    /// "1234.56" in the given currency; throws DecimalError on bad text.
    static Money parse(std::string_view amount, Currency currency);

    const Decimal& amount() const { return m_amount; }
    const Currency& currency() const { return m_currency; }

    Money& operator+=(const Money& other);
    Money& operator-=(const Money& other);
    friend Money operator+(Money a, const Money& b) { return a += b; }
    friend Money operator-(Money a, const Money& b) { return a -= b; }
    Money operator-() const { return Money(-m_amount, m_currency); }

    Money times(std::int64_t count) const { return Money(m_amount.times(count), m_currency); }
    Money multiply(const Decimal& factor, RoundingMode mode) const
    {
        return Money(m_amount.multiply(factor, mode), m_currency);
    }
    Money divide(const Decimal& divisor, RoundingMode mode) const
    {
        return Money(m_amount.divide(divisor, mode), m_currency);
    }
    /// Converts with `rate` units of `target` per unit of this currency, rounded to nano-units.
    Money convertTo(Currency target, const Decimal& rate, RoundingMode mode) const;
    /// Rounded to the currency's minor unit (cents for CNY and USD).
    Money roundedToMinorUnit(RoundingMode mode) const;
    bool isRoundedToMinorUnit() const;

    /// Canonical text with at least the currency's minor digits: "1234.50", "0.085", "-3.00".
    std::string toString() const;

    bool isZero() const { return m_amount.isZero(); }
    bool isNegative() const { return m_amount.isNegative(); }
    friend bool operator==(const Money&, const Money&) = default;

private:
    void requireSameCurrency(const Money& other, const char* operation) const;

    Decimal m_amount;
    Currency m_currency;
};

} // namespace fabrictco
