// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the chart tests: amounts and the style charts are drawn in.
#pragma once

#include "charts/ChartData.h"
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

/// The gap of RoCE against IB at 32, 128 and 512 nodes, breaking even at 100; grows 128 -> 512.
inline GapSweepData twoPlanGap()
{
    GapSweepData data;
    data.reference = {QStringLiteral("IB"), Fabric::InfiniBand, 0};
    data.plans.push_back({{QStringLiteral("RoCE"), Fabric::RoCE, 0},
                          {32, 128, 512},
                          {usd("-2000000"), usd("500000"), usd("9000000")},
                          {usd("-3000000"), usd("-100000"), usd("7000000")},
                          {usd("-1000000"), usd("1100000"), usd("12000000")},
                          {}});
    data.breakEvens.push_back({100, true, 0, true});
    data.growth = {128, 512};
    return data;
}

} // namespace fabrictco::test
