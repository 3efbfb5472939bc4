// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/Money.h"

namespace fabrictco {

Money Money::parse(std::string_view amount, Currency currency)
{
    return Money(Decimal::parse(amount), currency);
}

void Money::requireSameCurrency(const Money& other, const char* operation) const
{
    if (!(m_currency == other.m_currency))
        throw CurrencyMismatchError(std::string("cannot ") + operation + " " +
                                    other.m_currency.code() + " and " + m_currency.code() +
                                    " without an exchange rate");
}

Money& Money::operator+=(const Money& other)
{
    requireSameCurrency(other, "add");
    m_amount += other.m_amount;
    return *this;
}

Money& Money::operator-=(const Money& other)
{
    requireSameCurrency(other, "subtract");
    m_amount -= other.m_amount;
    return *this;
}

Money Money::convertTo(Currency target, const Decimal& rate, RoundingMode mode) const
{
    if (target == m_currency)
        return *this;
    if (rate.isZero() || rate.isNegative())
        throw DecimalError("an exchange rate must be positive");
    return Money(m_amount.multiply(rate, mode), target);
}

Money Money::roundedToMinorUnit(RoundingMode mode) const
{
    return Money(m_amount.rounded(m_currency.minorUnitDigits(), mode), m_currency);
}

bool Money::isRoundedToMinorUnit() const
{
    return m_amount.rounded(m_currency.minorUnitDigits(), RoundingMode::TowardZero) == m_amount;
}

std::string Money::toString() const
{
    std::string text = m_amount.toString();
    const int minor = m_currency.minorUnitDigits();
    const auto point = text.find('.');
    const int have = point == std::string::npos ? 0 : int(text.size() - point - 1);
    if (have >= minor)
        return text;
    if (point == std::string::npos && minor > 0)
        text += '.';
    text.append(std::size_t(minor - have), '0');
    return text;
}

} // namespace fabrictco
