// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/SensitivityAnalysis.h"

namespace fabrictco {

/// The risk engine's results for a report, computed as `fabrictco-cli recommend` computes them:
/// Monte Carlo at the scenario's size, the tornado, a node-count sweep from a quarter of the
/// first-year size to four times the last-year size (at most 2,000 trials a point) and the
/// recommendation. Statistics are doubles; shown as money through Decimal::fromDouble.
struct ReportRisk
{
    MonteCarloResult monteCarlo;
    SensitivityResult sensitivity;
    SweepResult sweep;
    Recommendation recommendation;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;

    /// A statistic as money, rounded to the minor unit exactly as the risk CLI prints it.
    Money money(double statistic) const;
};

} // namespace fabrictco
