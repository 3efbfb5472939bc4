// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/BetaQuantileTable.h"

#include <boost/math/special_functions/beta.hpp>

#include <gtest/gtest.h>
#include <stdexcept>

using fabrictco::BetaQuantileTable;

// The documented accuracy: 1e-6 of the range inside [0.01, 0.99], 1e-3 in the extreme tails.
TEST(BetaQuantileTableTest, MatchesTheIncompleteBetaInverse)
{
    for (const auto& [alpha, beta] :
         {std::pair{1.0, 1.0}, {3.0, 3.0}, {1.4, 4.6}, {5.0, 1.0}, {1.0, 5.0}, {2.2, 3.8}}) {
        const BetaQuantileTable table(alpha, beta);
        for (double u = 0.01; u <= 0.99; u += 0.0137)
            EXPECT_NEAR(table.quantile(u), boost::math::ibeta_inv(alpha, beta, u), 1e-6)
                << alpha << "," << beta << " u=" << u;
        for (const double u : {1e-7, 1e-5, 1e-4, 1 - 1e-4, 1 - 1e-5, 1 - 1e-7})
            EXPECT_NEAR(table.quantile(u), boost::math::ibeta_inv(alpha, beta, u), 1e-3)
                << alpha << "," << beta << " u=" << u;
    }
}

TEST(BetaQuantileTableTest, SharesTablesOfTheSameShape)
{
    EXPECT_EQ(BetaQuantileTable::shared(2.0, 4.0), BetaQuantileTable::shared(2.0, 4.0));
    EXPECT_NE(BetaQuantileTable::shared(2.0, 4.0), BetaQuantileTable::shared(4.0, 2.0));
}

TEST(BetaQuantileTableTest, RejectsShapesBelowOne)
{
    EXPECT_THROW(BetaQuantileTable(0.5, 2.0), std::invalid_argument);
    EXPECT_THROW(BetaQuantileTable(2.0, 0.0), std::invalid_argument);
}
