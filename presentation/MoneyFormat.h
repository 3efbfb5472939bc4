// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"

#include <QLocale>
#include <QString>

namespace fabrictco {

/// Formats exact amounts for people: grouped digits in the locale's style, the currency's minor
/// digits, and the ISO code ("1,234,567.89 USD", "1,234,567.89 CNY"). The digits come from the
/// Decimal's own text, never through a double, so what is shown is what the ledger holds.
class MoneyFormat
{
public:
    explicit MoneyFormat(QLocale locale = QLocale()) : m_locale(std::move(locale)) {}

    /// Amount rounded to the currency's minor unit with `mode`, grouped, with the currency code.
    QString format(const Money& money, RoundingMode mode = kDefaultRounding) const;
    /// Grouped amount without the currency code.
    QString formatAmount(const Money& money, RoundingMode mode = kDefaultRounding) const;
    /// Grouped decimal with exactly `places` fractional digits.
    QString formatDecimal(const Decimal& value, int places,
                          RoundingMode mode = kDefaultRounding) const;
    /// Grouped decimal with its own digits, nothing rounded ("0.085", "28,000").
    QString formatExact(const Decimal& value) const;

private:
    QLocale m_locale;
};

} // namespace fabrictco
