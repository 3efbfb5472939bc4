// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "presentation/MoneyMagnitude.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace fabrictco {

/// Amounts as a speaker says them: "about 8.0 million USD", "约 800 万 USD". For prose and
/// slides only; the tables beside them carry the exact figure to the cent (MoneyFormat).
/// Rounded with exact decimals, half away from zero, so the same amount always reads the same.
class RoundedMoney
{
    Q_DECLARE_TR_FUNCTIONS(RoundedMoney)
public:
    explicit RoundedMoney(QLocale locale = QLocale()) : m_locale(std::move(locale)) {}

    /// "about 8.0 million USD"; "about 950 USD" below a thousand.
    QString about(const Money& money) const;
    /// The rounded figure with its currency, without "about": for ranges ("-3.1 to 4.2 million").
    QString rounded(const Decimal& amount, const Currency& currency) const;
    /// The decimal places a figure of `size` gets in `unit`: one where it is small in its unit
    /// ("8.0 million"), none where the decimal says nothing ("52 thousand", "1,968 万").
    static int places(const Decimal& size, MoneyMagnitude::Unit unit);

private:
    QLocale m_locale;
};

} // namespace fabrictco
