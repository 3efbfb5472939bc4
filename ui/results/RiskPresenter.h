// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"
#include "ui/results/RiskRunner.h"

#include <QCoreApplication>
#include <QLocale>

namespace fabrictco::ui {

/// Turns the risk engine's statistics into what the summary and the charts show: P95 per plan,
/// the node-count bands with break-even markers, cost against risk, the tornado and the
/// recommendation in words. Doubles become Money only here, through Decimal::fromDouble.
class RiskPresenter
{
    Q_DECLARE_TR_FUNCTIONS(RiskPresenter)
public:
    static void apply(ComparisonData& data, const RiskOutcome& outcome);
    static Money toMoney(double value, const Currency& currency);
};

} // namespace fabrictco::ui
