// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/ParameterValue.h"
#include "core/model/Scenario.h"
#include "core/money/Money.h"
#include "core/tco/PlanCostModel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Whether a value can close the gap between the two plans' expected NPVs.
enum class BreakEvenVerdict
{
    /// `breakEven` is the value at which the runner-up is at most as dear as the recommended plan.
    Reached,
    /// The plans would meet only below the input's least value (a price below zero, a discount
    /// above 100 %): no price the vendor can offer closes the gap.
    BelowMinimum,
    /// The plans would meet only above the input's greatest accepted value.
    AboveMaximum,
};

/// One negotiable input of the compared pair (a unit price, a licence, the support share, the
/// staff salary) and the value at which the pair's expected NPVs meet, every other input held
/// where the cost table prices it (its mean).
struct PriceToBeatItem
{
    std::string key;    ///< "price.switch", "licence.nos_per_switch", "staff.salary"
    std::string planId; ///< the plan whose input it is; "" for a scenario input both plans share
    /// As the cost table prices it (its expected value), in its own currency (a USD catalog price
    /// in a CNY scenario stays USD); a fraction for the support share.
    ParameterValue current;
    ValueSource source = ValueSource::Catalog; ///< a vendor quote, the user's value, the catalog
    BreakEvenVerdict verdict = BreakEvenVerdict::Reached;
    /// On the input's grid (a cent for money, 0.01 % for a share), the value nearest to where
    /// the plans meet at which the runner-up is at most as dear: typed as the input's value, it
    /// makes NPV(runner-up) - NPV(recommended) <= 0, and one grid step further the other way
    /// makes it > 0. Meaningful only when `verdict` is Reached.
    Decimal breakEven;
    /// NPV(runner-up) - NPV(recommended) with the input typed as `breakEven`: zero or a little
    /// below, by less than one grid step of the input times its quantity and discount factors.
    Money differenceAtBreakEven = Money::zero(Currency::usd());
    /// Change of NPV(runner-up) - NPV(recommended) per unit of the input (per currency unit, per
    /// whole share): the quantity bought, discounted; for charts and ordering only.
    double slope = 0;
    /// The user gave the input a range of its own: a value typed now becomes the range's most
    /// likely value and the table prices the range's mean, so the range must be cleared for the
    /// figure to be priced as given (found by a stranger). Set by the scenario overload only.
    bool rangeOfItsOwn = false;
};

/// The uniform discount on one plan's hardware prices (switches, NICs, modules, cables) at which
/// the pair's expected NPVs meet. Negative: the rise in its prices the recommended plan can take
/// and stay the cheaper one.
struct BomDiscount
{
    std::string planId;
    BreakEvenVerdict verdict = BreakEvenVerdict::Reached;
    /// A fraction on a 0.0001 grid (0.2340 is 23.40 %), the runner-up at most as dear there.
    Decimal share;
    Money differenceAtBreakEven = Money::zero(Currency::usd());
};

/// The price to beat for the recommended plan and the runner-up (or any pair): for each
/// negotiable input of each plan, the value at which their expected NPVs are equal (issue 43).
/// Each plan's NPV is linear in each unit price (quantity x price x discount factors), so the
/// crossing is found from two exact evaluations and then checked, cent by cent, with the exact
/// evaluator (TcoEngine) that prints the cost table: the ledger's rounding of each line to the
/// cent cannot move it.
struct PriceToBeatResult
{
    std::string recommendedPlanId; ///< the cheaper of the pair by expected NPV
    std::string runnerUpPlanId;
    /// NPV(runner-up) - NPV(recommended) as the cost table shows it: zero or more.
    Money gap = Money::zero(Currency::usd());
    /// The runner-up's inputs first, then the recommended plan's, then the shared ones; within
    /// each, switch, NIC, modules, cables, licences, support, re-cabling, salary. Inputs a plan
    /// does not buy (no active cables, no SHARP) are left out.
    std::vector<PriceToBeatItem> items;
    /// The runner-up's, then the recommended plan's.
    std::vector<BomDiscount> discounts;
};

class PriceToBeat
{
public:
    /// The negotiable inputs, in the order the result lists them.
    static const std::vector<std::string>& negotiableKeys();

    /// For two plans among `models` (the cheaper by expected NPV becomes the recommended one;
    /// an exact tie keeps `firstPlanId` as recommended). Throws std::invalid_argument when a plan
    /// id is not among `models` or both name the same plan.
    static PriceToBeatResult compute(const std::vector<PlanCostModel>& models,
                                     const std::string& firstPlanId,
                                     const std::string& secondPlanId);

    /// The same for a scenario at its own size (validates it; throws TcoError like TcoEngine).
    static PriceToBeatResult compute(const Scenario& scenario, const Catalog& catalog,
                                     const std::string& firstPlanId,
                                     const std::string& secondPlanId);
};

} // namespace fabrictco
