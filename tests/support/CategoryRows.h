// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Cost-table categories written as rows of text, for the recommendation's tests.

#include "core/risk/RecommendationEngine.h"

#include <initializer_list>
#include <tuple>
#include <vector>

namespace fabrictco::test {

inline Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

/// Category NPVs: IB and RoCE given as (ib, roce) per category.
inline std::vector<CategoryNpv>
categories(std::initializer_list<std::tuple<const char*, const char*, const char*>> rows)
{
    std::vector<CategoryNpv> result;
    for (const auto& [name, ib, roce] : rows)
        result.push_back(CategoryNpv{name, usd(ib), usd(roce)});
    return result;
}

} // namespace fabrictco::test
