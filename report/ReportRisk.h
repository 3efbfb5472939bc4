// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/PriceToBeatOdds.h"
#include "core/analysis/SwitchGeneration.h"
#include "core/money/Money.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/SensitivityAnalysis.h"

#include <optional>

namespace fabrictco {

/// The risk engine's results for a report, computed as `fabrictco-cli recommend` computes them:
/// Monte Carlo at the scenario's size, the tornado, a node-count sweep from a quarter of the
/// first-year size to four times the last-year size (at most 2,000 trials a point) and the
/// recommendation. Statistics are doubles; shown as money through Decimal::fromDouble.
struct ReportRisk
{
    MonteCarloResult monteCarlo;
    /// With two or more plans: the recommended plan against the runner-up, and the
    /// recommendation. A one-plan document has neither (nothing to compare).
    std::optional<SensitivityResult> sensitivity;
    SweepResult sweep;
    std::optional<Recommendation> recommendation;
    /// Every plan rebuilt from switches of one port count, when the plans' differ.
    std::optional<EqualGenerationView> equalGeneration;
    /// The recommended plan's and the runner-up's price to beat, with its odds (one per item).
    std::optional<PriceToBeatResult> priceToBeat;
    std::vector<PriceToBeatOdds> priceToBeatOdds;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;

    /// A statistic as money, rounded to the minor unit exactly as the risk CLI prints it.
    Money money(double statistic) const;
};

} // namespace fabrictco
