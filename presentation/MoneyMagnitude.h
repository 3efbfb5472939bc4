// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Currency.h"
#include "core/money/Decimal.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cstdint>

namespace fabrictco {

/// The one rule for the size word of a large amount, for prose (RoundedMoney) and for the money
/// axes of charts alike, so a chart and the sentence under it count in the same unit: Chinese
/// counts in 万 (10^4) and 亿 (10^8), English in thousands, millions and billions.
class MoneyMagnitude
{
    Q_DECLARE_TR_FUNCTIONS(MoneyMagnitude)
public:
    enum class Unit
    {
        One,
        Thousand,
        TenThousand,
        Million,
        HundredMillion,
        Billion
    };

    /// The largest unit that `size` (an absolute amount) reaches in the locale's language.
    static Unit unitFor(const Decimal& size, const QLocale& locale);
    /// As unitFor, for a plotted double (a chart's largest absolute value).
    static Unit unitFor(double size, const QLocale& locale);
    static std::int64_t divisor(Unit unit);
    /// The unit with the currency: "million USD", "万 USD", "USD".
    static QString caption(Unit unit, const Currency& currency);
};

} // namespace fabrictco
