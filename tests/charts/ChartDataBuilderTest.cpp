// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartDataBuilder.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

Money usd(const char* amount)
{
    return Money(Decimal::parse(amount), Currency::usd());
}

/// Three plans (IB, RoCE, RoCE 2) of a cluster growing from 128 to 512 nodes.
TcoResult threePlans()
{
    TcoResult tco;
    tco.horizonYears = 2;
    const std::pair<const char*, Fabric> plans[] = {
        {"ib", Fabric::InfiniBand}, {"roce", Fabric::RoCE}, {"roce2", Fabric::RoCE}};
    for (const auto& [id, fabric] : plans) {
        PlanResult plan;
        plan.planId = id;
        plan.planName = id;
        plan.fabric = fabric;
        YearResult first;
        first.nodes = 128;
        YearResult last;
        last.year = 2;
        last.nodes = 512;
        plan.years = {first, last};
        tco.plans.push_back(plan);
    }
    return tco;
}

SweepPlanPoint planPoint(const char* id, const char* expected, double gap, double p5, double p95)
{
    SweepPlanPoint point;
    point.planId = id;
    point.expectedNpv = usd(expected);
    point.mean = point.expectedNpv->amount().toDouble();
    point.p5 = point.mean * 0.9;
    point.p50 = point.mean;
    point.p95 = point.mean * 1.2;
    point.gapMean = gap;
    if (std::string(id) != "ib") {
        point.gapP5 = p5;
        point.gapP95 = p95;
    }
    return point;
}

/// Sizes 32 ... 2048; the reference IB, RoCE cheaper from 600 nodes on.
SweepResult sweep()
{
    SweepResult result;
    result.referencePlanId = "ib";
    for (const int nodes : {32, 64, 128, 256, 512, 1024, 2048}) {
        SweepPoint point;
        point.nodes = nodes;
        point.gpuMonths = std::int64_t(nodes) * 3;
        const double n = nodes;
        point.plans = {
            planPoint("ib", "1000.00", 0, 0, 0),
            planPoint("roce", n < 600 ? "1100.00" : "950.00", n < 600 ? 100 : -50, -10, 200),
            planPoint("roce2", n == 128 ? "999.99" : "1200.00", 200, 150, 250)};
        // RoCE 2 at the cluster's size is cheaper but riskier than IB: IB is not both.
        result.points.push_back(point);
    }
    result.referenceBreakEvens.push_back(BreakEven{600, "ib", "roce", 512, 1024, true});
    return result;
}

} // namespace

TEST(ChartDataBuilderTest, GapIsEachOtherPlanMinusTheReferenceExactly)
{
    const GapSweepData gap = ChartDataBuilder::gapSweep(sweep(), threePlans());
    EXPECT_EQ(gap.reference.name, QStringLiteral("ib"));
    ASSERT_EQ(gap.plans.size(), 2u);
    EXPECT_EQ(gap.plans[0].plan.name, QStringLiteral("roce"));
    EXPECT_EQ(gap.plans[0].nodes.size(), 7u);
    // The exact difference of the table's figures, not the statistic.
    EXPECT_EQ(gap.plans[0].expected[0], usd("100.00"));
    EXPECT_EQ(gap.plans[0].expected[6], usd("-50.00"));
    EXPECT_EQ(gap.plans[1].expected[2], usd("-0.01"));
    EXPECT_EQ(gap.plans[0].p5[0], usd("-10.00"));
    EXPECT_EQ(gap.plans[0].p95[0], usd("200.00"));
    ASSERT_EQ(gap.breakEvens.size(), 1u);
    EXPECT_EQ(gap.breakEvens[0].nodes, 600);
    EXPECT_EQ(gap.breakEvens[0].plan, 0u);
    EXPECT_FALSE(gap.breakEvens[0].referenceCheaperAbove);
    EXPECT_EQ(gap.growth.firstYearNodes, 128);
    EXPECT_EQ(gap.growth.lastYearNodes, 512);
}

TEST(ChartDataBuilderTest, GapWithoutAKeptSampleHasNoBandAndWithoutAReferenceNoPlans)
{
    SweepResult noBand = sweep();
    noBand.points[3].plans[1].gapP5.reset();
    const GapSweepData gap = ChartDataBuilder::gapSweep(noBand, threePlans());
    EXPECT_TRUE(gap.plans[0].p5.empty()) << "a band with a hole would be drawn wrong";
    EXPECT_EQ(gap.plans[0].expected.size(), 7u);
    SweepResult single = sweep();
    single.referencePlanId = "nobody";
    EXPECT_TRUE(ChartDataBuilder::gapSweep(single, threePlans()).plans.empty());
}

TEST(ChartDataBuilderTest, CostPerGpuMonthDividesTheExactFigureOnce)
{
    const CostPerGpuMonthData data = ChartDataBuilder::costPerGpuMonth(sweep(), threePlans());
    ASSERT_EQ(data.plans.size(), 3u);
    // 1000.00 / (32 x 3) = 10.41666... -> 10.42; the band from the statistics.
    EXPECT_EQ(data.plans[0].expected[0], usd("10.42"));
    EXPECT_EQ(data.plans[0].p5[0], usd("9.38"));
    EXPECT_EQ(data.plans[0].p95[0], usd("12.50"));
}

TEST(ChartDataBuilderTest, CostRiskKeepsTheGrowthPathAndRingsOnlyAPlanBetterOnBoth)
{
    const SweepResult result = sweep();
    // Half the first year's size (64) to twice the last year's (1024), the cluster's sizes kept.
    const std::vector<std::size_t> all =
        ChartDataBuilder::growthPathPoints(result, GrowthPath{128, 512}, 7);
    EXPECT_EQ(all, (std::vector<std::size_t>{1, 2, 3, 4, 5}));
    const std::vector<std::size_t> thinned =
        ChartDataBuilder::growthPathPoints(result, GrowthPath{128, 512}, 2);
    EXPECT_EQ(thinned, (std::vector<std::size_t>{1, 2, 4, 5}));

    const CostRiskData data = ChartDataBuilder::costRisk(result, threePlans());
    EXPECT_EQ(data.clusterNodes, 128);
    ASSERT_EQ(data.plans.size(), 3u);
    ASSERT_EQ(data.plans[0].points.size(), 5u);
    EXPECT_EQ(data.plans[0].points[1].nodes, 128);
    // 1000.00 / 384 = 2.604... -> 2.60; overrun (1200 - 1000) / 384 = 0.52.
    EXPECT_EQ(data.plans[0].points[1].expected, usd("2.60"));
    EXPECT_EQ(data.plans[0].points[1].overrun, usd("0.52"));
    // At 128 nodes RoCE 2 is a cent cheaper than IB in NPV but has the same per-GPU-month
    // figure and the larger overrun: nobody is better on both.
    EXPECT_FALSE(data.dominant.has_value());

    SweepResult clear = result;
    clear.points[2].plans[2] = planPoint("roce2", "1200.00", 200, 150, 250);
    const CostRiskData ringed = ChartDataBuilder::costRisk(clear, threePlans());
    ASSERT_TRUE(ringed.dominant.has_value());
    EXPECT_EQ(*ringed.dominant, 0u);
}
