// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/model/ResolvedParameters.h"
#include "core/money/Money.h"
#include "core/tco/CostCategory.h"
#include "core/tco/FormulaFactor.h"
#include "core/tco/LineLabel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// One ledger line: a cost term evaluated exactly and rounded once to the currency's minor unit.
struct LineItem
{
    CostCategory category = CostCategory::Hardware;
    int year = 1;
    LineLabel what; ///< words: LineItemText (either language), englishLabel (the CLI)
    /// The inputs and values behind the amount; words: FormulaWords (either language),
    /// formulaText() (the CLI). Empty when the engine was asked for no formulas.
    Formula formula;
    Money amount = Money::zero(Currency::usd());

    std::string label() const { return englishLabel(what); } ///< "Expansion: leaf switches"
    /// "12 leaf switches × price.switch 36,000.00 USD × price trend 0.95^2"
    std::string formulaText() const;
};

/// Amounts per category (indexed by costCategoryIndex) with their sum.
struct CategoryAmounts
{
    std::vector<Money> byCategory; ///< kCostCategoryCount entries
    Money total = Money::zero(Currency::usd());

    static CategoryAmounts zero(Currency currency);
    const Money& operator[](CostCategory category) const
    {
        return byCategory.at(costCategoryIndex(category));
    }
    Money& operator[](CostCategory category) { return byCategory.at(costCategoryIndex(category)); }
};

/// One year of one plan. Every shown figure adds up exactly:
/// nominal[c] = Σ items of c; nominal.total = Σ nominal[c];
/// discounted[c] = nominal[c] / (1 + r)^(year - 1), rounded once; discounted.total = Σ
/// discounted[c].
struct YearResult
{
    int year = 1;
    int nodes = 0;
    std::int64_t gpus = 0;
    Bom bom;
    CategoryAmounts nominal;
    CategoryAmounts discounted;
    Money cumulativeNominal = Money::zero(Currency::usd()); ///< years 1..year
    Money cumulativeDiscounted = Money::zero(Currency::usd());
    /// Expected job-stalling network incidents in the year (component failures and, for RoCE,
    /// configuration incidents), each line rounded to four places.
    Decimal incidentCount;
    std::vector<LineItem> items;
};

/// One plan over the horizon.
struct PlanResult
{
    std::string planId;
    std::string planName;
    Fabric fabric = Fabric::InfiniBand;
    int colourSlot = -1; ///< PlanSpec::colourSlot: the plan's colour in every chart
    std::vector<YearResult> years;
    CategoryAmounts total;      ///< nominal, per category over the horizon; total.total = Σ years
    CategoryAmounts discounted; ///< per category over the horizon; discounted.total = NPV
    Money npv = Money::zero(Currency::usd());
    /// Horizon total ÷ GPU-months (Σ GPUs in each year × 12), rounded once.
    Money costPerGpuMonth = Money::zero(Currency::usd());
    std::int64_t gpuMonths = 0;
};

/// A plan against the first plan of the scenario (plan minus first plan; negative = cheaper).
struct PlanDifference
{
    std::string planId;
    std::string baselinePlanId;
    std::vector<Money> byYear; ///< nominal year totals
    CategoryAmounts total;     ///< nominal per category over the horizon
    Money npv = Money::zero(Currency::usd());
};

/// The exact TCO of every plan of a scenario.
struct TcoResult
{
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    int horizonYears = 0;
    Decimal discountRate;
    std::vector<PlanResult> plans;           ///< in the scenario's plan order
    /// Parallel to plans: each minus the recommended plan (the lowest NPV, ComparedPlans), whose
    /// own is all zero.
    std::vector<PlanDifference> differences;
    /// Effective inputs per plan (parallel to plans), with provenance, for the breakdown.
    std::vector<ResolvedParameters> parameters;

    const PlanResult* plan(std::string_view id) const;
};

} // namespace fabrictco
