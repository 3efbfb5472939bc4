// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "presentation/MoneyMagnitude.h"

#include <QLocale>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace fabrictco {

/// A table row of amounts rounded for a slide: all in the unit of the row's largest amount
/// ("98.3" and "101.3", million USD), with RoundedMoney's places, so a room compares them at a
/// glance; the exact figures are in the report. A difference row printed beside it is the
/// difference of these printed figures (differenceText), and the row takes more places when
/// that would otherwise not be the true difference rounded (98.34 and 98.37 would read
/// "98.3" and "98.4", 0.1 apart, for a difference of 0.03).
class RoundedRow
{
public:
    RoundedRow(std::vector<std::optional<Money>> amounts, QLocale locale);

    /// Adds decimal places, up to the currency's minor unit, until every amount's printed
    /// difference to amounts[reference] is its true difference rounded alike.
    void keepDifferencesTo(std::size_t reference);
    /// Takes `other`'s places when it counts in the same unit and has more: the same kind of
    /// figure in two rows (an NPV and the NPV at equal generation) reads alike.
    void matchPlaces(const RoundedRow& other);

    /// The rounded figure without unit ("98.3"); empty for an absent amount.
    QString text(std::size_t i) const;
    /// printed(i) - printed(reference), in the row's unit and places; empty if either is absent.
    QString differenceText(std::size_t i, std::size_t reference) const;
    /// The row's unit with the currency: "million USD", "万 USD", "USD".
    QString unitCaption() const;
    int places() const { return m_places; }
    MoneyMagnitude::Unit unit() const { return m_unit; }

private:
    std::optional<Decimal> figure(std::size_t i) const;
    Decimal inUnit(const Decimal& amount) const;
    QString format(const Decimal& figure) const;

    std::vector<std::optional<Money>> m_amounts;
    QLocale m_locale;
    Currency m_currency = Currency::usd();
    MoneyMagnitude::Unit m_unit = MoneyMagnitude::Unit::One;
    int m_places = 0;
};

} // namespace fabrictco
