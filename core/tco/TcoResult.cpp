// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/TcoResult.h"

#include "core/tco/FormulaText.h"

namespace fabrictco {

CategoryAmounts CategoryAmounts::zero(Currency currency)
{
    CategoryAmounts amounts;
    amounts.byCategory.assign(kCostCategoryCount, Money::zero(currency));
    amounts.total = Money::zero(currency);
    return amounts;
}

std::string LineItem::formulaText() const
{
    return FormulaText::english(formula);
}

const PlanResult* TcoResult::plan(std::string_view id) const
{
    for (const PlanResult& p : plans) {
        if (p.planId == id)
            return &p;
    }
    return nullptr;
}

} // namespace fabrictco
