// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RoundedRow.h"

#include "presentation/MoneyFormat.h"
#include "presentation/RoundedMoney.h"

#include <algorithm>

namespace fabrictco {

RoundedRow::RoundedRow(std::vector<std::optional<Money>> amounts, QLocale locale)
    : m_amounts(std::move(amounts)), m_locale(std::move(locale))
{
    Decimal largest;
    for (const auto& amount : m_amounts)
        if (amount) {
            m_currency = amount->currency();
            const Decimal size =
                amount->amount().isNegative() ? -amount->amount() : amount->amount();
            largest = std::max(largest, size);
        }
    m_unit = MoneyMagnitude::unitFor(largest, m_locale);
    m_places = RoundedMoney::places(largest, m_unit);
}

void RoundedRow::keepDifferencesTo(std::size_t reference)
{
    if (reference >= m_amounts.size() || !m_amounts[reference])
        return;
    // Finer than the currency's minor unit says nothing: there every figure is exact.
    int exactPlaces = m_currency.minorUnitDigits();
    for (std::int64_t d = MoneyMagnitude::divisor(m_unit); d > 1; d /= 10)
        ++exactPlaces;
    exactPlaces = std::min(exactPlaces, Decimal::kScale); // no finer than a Decimal
    const auto consistent = [&] {
        for (std::size_t i = 0; i < m_amounts.size(); ++i) {
            if (!m_amounts[i])
                continue;
            const Decimal truth = inUnit(m_amounts[i]->amount() - m_amounts[reference]->amount())
                                      .rounded(m_places, RoundingMode::HalfUp);
            if (*figure(i) - *figure(reference) != truth)
                return false;
        }
        return true;
    };
    while (m_places < exactPlaces && !consistent())
        ++m_places;
}

void RoundedRow::matchPlaces(const RoundedRow& other)
{
    if (other.m_unit == m_unit)
        m_places = std::max(m_places, other.m_places);
}

std::optional<Decimal> RoundedRow::figure(std::size_t i) const
{
    if (i >= m_amounts.size() || !m_amounts[i])
        return std::nullopt;
    return inUnit(m_amounts[i]->amount()).rounded(m_places, RoundingMode::HalfUp);
}

Decimal RoundedRow::inUnit(const Decimal& amount) const
{
    return amount.divide(Decimal(MoneyMagnitude::divisor(m_unit)), RoundingMode::HalfEven);
}

QString RoundedRow::format(const Decimal& value) const
{
    return MoneyFormat(m_locale).formatDecimal(value, m_places);
}

QString RoundedRow::text(std::size_t i) const
{
    const auto value = figure(i);
    return value ? format(*value) : QString();
}

QString RoundedRow::differenceText(std::size_t i, std::size_t reference) const
{
    const auto value = figure(i);
    const auto base = figure(reference);
    return value && base ? format(*value - *base) : QString();
}

QString RoundedRow::unitCaption() const
{
    return MoneyMagnitude::caption(m_unit, m_currency);
}

} // namespace fabrictco
