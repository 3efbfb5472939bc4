// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the chart tests: amounts and the style charts are drawn in.
#pragma once

#include "charts/ChartStyle.h"
#include "core/money/Money.h"

namespace fabrictco::test {

inline Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

/// A window's style with English number formats (the tests' figures read "1,234.5").
inline ChartStyle englishStyle()
{
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    return style;
}

} // namespace fabrictco::test
