// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/Distribution.h"

#include <cmath>
#include <gtest/gtest.h>
#include <stdexcept>

using fabrictco::Distribution;
using fabrictco::DistributionShape;

namespace {

/// Mean of quantile(u) over a fine midpoint grid: the distribution's mean by quadrature.
double integratedMean(const Distribution& distribution)
{
    constexpr int kSteps = 200000;
    double total = 0;
    for (int i = 0; i < kSteps; ++i)
        total += distribution.quantile((i + 0.5) / kSteps);
    return total / kSteps;
}

} // namespace

TEST(DistributionTest, TriangularQuantilesFollowTheInverseCdf)
{
    const Distribution d(DistributionShape::Triangular, 10, 20, 60);
    // F(x) = (x-a)^2 / ((b-a)(c-a)) below the mode: F(20) = 100 / 500 = 0.2.
    EXPECT_NEAR(d.quantile(0.2), 20.0, 1e-12);
    EXPECT_NEAR(d.quantile(0.05), 10 + std::sqrt(0.05 * 50 * 10), 1e-12);
    EXPECT_NEAR(d.quantile(0.95), 60 - std::sqrt(0.05 * 50 * 40), 1e-12);
    EXPECT_NEAR(d.mean(), 30.0, 1e-12);
    EXPECT_NEAR(integratedMean(d), 30.0, 1e-6);
}

TEST(DistributionTest, PertMeanIsTheWeightedAverage)
{
    const Distribution d(DistributionShape::Pert, 0, 0.25, 1);
    EXPECT_DOUBLE_EQ(d.mean(), (0 + 4 * 0.25 + 1) / 6.0);
    EXPECT_NEAR(integratedMean(d), d.mean(), 1e-6);
    const Distribution skewed(DistributionShape::Pert, 100, 190, 200);
    EXPECT_NEAR(integratedMean(skewed), (100 + 4 * 190 + 200) / 6.0, 1e-4);
}

TEST(DistributionTest, PertIsSymmetricAroundACentredMode)
{
    const Distribution d(DistributionShape::Pert, -1, 0, 1);
    EXPECT_NEAR(d.quantile(0.5), 0.0, 1e-6);
    EXPECT_NEAR(d.quantile(0.1), -d.quantile(0.9), 1e-6);
}

TEST(DistributionTest, QuantilesStayInsideTheRangeAndIncrease)
{
    for (const auto shape : {DistributionShape::Triangular, DistributionShape::Pert}) {
        const Distribution d(shape, 5, 5, 9); // mode at the low end
        double previous = d.quantile(1e-12);
        EXPECT_GE(previous, 5.0);
        for (double u = 1e-4; u < 1.0; u += 1e-4) {
            const double value = d.quantile(u);
            EXPECT_GE(value, previous);
            previous = value;
        }
        EXPECT_LE(d.quantile(1 - 1e-12), 9.0);
    }
}

TEST(DistributionTest, FixedAndDegenerateRangesReturnTheMostLikelyValue)
{
    EXPECT_EQ(Distribution(DistributionShape::Fixed, 0, 3, 100).quantile(0.99), 3.0);
    EXPECT_EQ(Distribution(DistributionShape::Pert, 3, 3, 3).quantile(0.01), 3.0);
    EXPECT_EQ(Distribution(DistributionShape::Triangular, 3, 3, 3).shape(),
              DistributionShape::Fixed);
}

TEST(DistributionTest, RejectsBadRanges)
{
    EXPECT_THROW(Distribution(DistributionShape::Triangular, 5, 1, 9), std::invalid_argument);
    EXPECT_THROW(Distribution(DistributionShape::Pert, 1, 10, 9), std::invalid_argument);
    EXPECT_THROW(Distribution(DistributionShape::Pert, 1, NAN, 9), std::invalid_argument);
}
