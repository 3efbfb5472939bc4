// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SensitivityAnalysis.h"

#include "tests/support/RiskFakes.h"

#include <gtest/gtest.h>
#include <stdexcept>

using namespace fabrictco;
using fabrictco::test::input;
using fabrictco::test::linear;

TEST(SensitivityAnalysisTest, BarsAreSortedBySwingOfTheDifference)
{
    // IB = 100 + 2a; RoCE = 50 + 5b + c. Swings: a: 2 * 10 = 20, b: 5 * 2 = 10, c: 40.
    const auto model =
        test::model({input("a", DistributionShape::Triangular, 0, 5, 10),
                     input("b", DistributionShape::Pert, 1, 2, 3),
                     input("c", DistributionShape::Triangular, 10, 20, 50, "roce"),
                     input("fixed", DistributionShape::Fixed, 0, 7, 0),
                     input("flat", DistributionShape::Triangular, 3, 3, 3)},
                    {{"ib", linear(100, {2, 0, 0, 1})}, {"roce", linear(50, {0, 5, 1, 1})}});
    const auto result = SensitivityAnalysis::run(model);
    EXPECT_DOUBLE_EQ(result.baseDifference, (100 + 10 + 7) - (50 + 10 + 20 + 7));
    ASSERT_EQ(result.bars.size(), 3u); // fixed and zero-width inputs have no bar
    EXPECT_EQ(result.bars[0].key, "c");
    EXPECT_EQ(result.bars[0].planId, "roce");
    EXPECT_DOUBLE_EQ(result.bars[0].swing(), 40);
    // A higher RoCE-only cost lowers IB - RoCE.
    EXPECT_DOUBLE_EQ(result.bars[0].differenceAtLow, result.baseDifference + 10);
    EXPECT_DOUBLE_EQ(result.bars[0].differenceAtHigh, result.baseDifference - 30);
    EXPECT_EQ(result.bars[1].key, "a");
    EXPECT_DOUBLE_EQ(result.bars[1].swing(), 20);
    EXPECT_EQ(result.bars[2].key, "b");
    EXPECT_DOUBLE_EQ(result.bars[2].swing(), 10);
}

TEST(SensitivityAnalysisTest, EqualSwingsKeepAStableOrder)
{
    const auto model = test::model({input("z", DistributionShape::Triangular, 0, 1, 2),
                                    input("y", DistributionShape::Triangular, 0, 1, 2)},
                                   {{"ib", linear(0, {1, 1})}, {"roce", linear(0, {0, 0})}});
    const auto result = SensitivityAnalysis::run(model);
    ASSERT_EQ(result.bars.size(), 2u);
    EXPECT_EQ(result.bars[0].key, "y");
    EXPECT_EQ(result.bars[1].key, "z");
}

TEST(SensitivityAnalysisTest, NeedsBothPlans)
{
    const auto model = test::model({}, {{"ib", linear(1, {})}});
    EXPECT_THROW(SensitivityAnalysis::run(model), std::invalid_argument);
    EXPECT_NO_THROW(SensitivityAnalysis::run(model, "ib", "ib"));
}
