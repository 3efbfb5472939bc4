// SPDX-License-Identifier: GPL-3.0-or-later
// The Monte Carlo engine promises the same figures to the last digit for any thread count and
// with or without kept draws (DrawCache): one check of every published figure, bitwise.
#pragma once

#include "core/risk/MonteCarloResult.h"

#include <gtest/gtest.h>

namespace fabrictco::test {

inline void expectSameRiskFigures(const MonteCarloResult& actual, const MonteCarloResult& expected)
{
    ASSERT_EQ(actual.plans.size(), expected.plans.size());
    for (std::size_t p = 0; p < expected.plans.size(); ++p) {
        // Bitwise equality, not "near": the promise is the same figures to the last digit.
        EXPECT_EQ(actual.plans[p].mean, expected.plans[p].mean);
        EXPECT_EQ(actual.plans[p].p5, expected.plans[p].p5);
        EXPECT_EQ(actual.plans[p].p50, expected.plans[p].p50);
        EXPECT_EQ(actual.plans[p].p95, expected.plans[p].p95);
        EXPECT_EQ(actual.plans[p].cvar95, expected.plans[p].cvar95);
        EXPECT_EQ(actual.plans[p].pCheapest, expected.plans[p].pCheapest);
    }
    ASSERT_EQ(actual.pair.has_value(), expected.pair.has_value());
    if (expected.pair) {
        EXPECT_EQ(actual.pair->pSecondCheaper, expected.pair->pSecondCheaper);
        EXPECT_EQ(actual.pair->meanDifference, expected.pair->meanDifference);
    }
}

} // namespace fabrictco::test
