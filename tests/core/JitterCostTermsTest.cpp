// SPDX-License-Identifier: GPL-3.0-or-later
// Jitter and congestion from the design and the scale (MODEL.md 3.5): stragglers grow with the
// collective, oversubscription and ECMP cost only on traffic that leaves a leaf, SHARP leaves a
// share of the loss, and a workload valued per node (HFT, storage) is not priced as idle GPUs.
#include "core/tco/JitterCostTerms.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/FactorRounding.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/TcoTestScenarios.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::usd;

PlanResult mostLikely(const Scenario& scenario)
{
    return test::firstPlanAtMostLikely(scenario);
}

/// 128 nodes x 8 GPUs, 8 rails, radix 64: a two-tier rail-optimised fabric whose leaves hold 32
/// nodes of one rail each, so 96 of every 128 nodes' same-rail peers sit on other leaves.
Scenario twoTier(Fabric fabric)
{
    Scenario s = test::smallScenario(fabric);
    s.cluster.nodes = 128;
    s.cluster.gpusPerNode = 8;
    s.plans[0].design.nodes = 128;
    s.plans[0].design.railsPerNode = 8;
    return s;
}

Money jitter(const PlanResult& plan, const char* prefix = "")
{
    return test::itemsStartingWith(plan.years.at(0), CostCategory::Jitter, prefix);
}

TEST(JitterCostTermsTest, StragglerFactorGrowsWithTheCollective)
{
    EXPECT_EQ(JitterCostTerms::stragglerFactor(1024, 1024), Decimal(1));
    // ln 32 / ln 1,024 = 5/10: sqrt(0.5) = 0.70711 -> 0.7071.
    EXPECT_EQ(JitterCostTerms::stragglerFactor(32, 1024), Decimal::parse("0.7071"));
    // ln 16,384 / ln 1,024 = 14/10: sqrt(1.4) = 1.18322 -> 1.1832.
    EXPECT_EQ(JitterCostTerms::stragglerFactor(16384, 1024), Decimal::parse("1.1832"));
    EXPECT_EQ(JitterCostTerms::stragglerFactor(1, 1024), Decimal(0));
    EXPECT_EQ(JitterCostTerms::stragglerFactor(100, 1), Decimal(0));
    Decimal previous;
    for (std::int64_t n = 2; n <= 1 << 20; n *= 2) {
        const Decimal factor = JitterCostTerms::stragglerFactor(n, 1024);
        EXPECT_GT(factor, previous) << n;
        previous = factor;
    }
}

// The factor is computed in double where that decides its four places (FactorRounding, issue
// 42): at every size it must equal the 50-digit factor it was before.
TEST(JitterCostTermsTest, StragglerFactorEqualsTheFiftyDigitFactorAtEverySize)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    int checked = 0;
    for (const std::int64_t reference : {std::int64_t(2), std::int64_t(512), std::int64_t(1024)}) {
        for (std::int64_t participants = 2; participants <= 1'000'000;
             participants += 1 + participants / 50) {
            const Decimal fiftyDigits = FactorRounding::fromReal(
                boost::multiprecision::sqrt(boost::multiprecision::log(Real(participants)) /
                                            boost::multiprecision::log(Real(reference))));
            ASSERT_EQ(JitterCostTerms::stragglerFactor(participants, reference), fiftyDigits)
                << participants << " participants, reference " << reference;
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
}

TEST(JitterCostTermsTest, CrossLeafShareIsZeroWhenALeafHoldsAWholeRail)
{
    FabricDesign design;
    design.nodes = 32; // 32 nodes x 8 rails: one leaf of 32 downlinks per rail
    EXPECT_FALSE(JitterCostTerms::crossLeaf(BomCalculator::calculate(design)).any());
    design.nodes = 128;
    const JitterCostTerms::CrossLeaf cross =
        JitterCostTerms::crossLeaf(BomCalculator::calculate(design));
    EXPECT_EQ(cross.nodesElsewhere, 96);
    EXPECT_EQ(cross.nodes, 128);
    design.railsPerNode = 1;
    design.nodes = 16; // a single switch
    EXPECT_FALSE(JitterCostTerms::crossLeaf(BomCalculator::calculate(design)).any());
}

TEST(JitterCostTermsTest, EcmpCollisionsOnTrafficThatLeavesALeafHandComputed)
{
    // 1,024 GPUs x 8,760 h x 0.8 utilisation x 0.8 sensitivity x 1.50 x straggler factor 1
    // (1,024 endpoints) = 8,611,430.40 per unit of loss. ECMP: 0.03 x 96/128 = 193,757.184;
    // queueing at one tier above the leaf: 0.003 x 1 x 96/128 = 19,375.7184.
    const PlanResult roce = mostLikely(twoTier(Fabric::RoCE));
    EXPECT_EQ(jitter(roce, "Idle compute: ECMP flow collisions"), usd("193757.18"));
    EXPECT_EQ(jitter(roce, "Idle compute: queueing at the tiers above the leaf"), usd("19375.72"));
    // InfiniBand routes adaptively: no ECMP line, the same queueing.
    const PlanResult ib = mostLikely(twoTier(Fabric::InfiniBand));
    EXPECT_EQ(jitter(ib, "Idle compute: ECMP flow collisions"), usd("0"));
    EXPECT_EQ(jitter(ib, "Idle compute: queueing at the tiers above the leaf"), usd("19375.72"));
}

TEST(JitterCostTermsTest, AdaptiveRoutingRemovesTheEcmpLossForEitherFabric)
{
    Scenario sprayed = twoTier(Fabric::RoCE);
    sprayed.plans[0].overrides["adaptive_routing"] = {Decimal(1), std::nullopt};
    EXPECT_EQ(jitter(mostLikely(sprayed), "Idle compute: ECMP"), usd("0"));
    Scenario staticIb = twoTier(Fabric::InfiniBand);
    staticIb.plans[0].overrides["adaptive_routing"] = {Decimal(0), std::nullopt};
    EXPECT_EQ(jitter(mostLikely(staticIb), "Idle compute: ECMP"), usd("193757.18"));
}

TEST(JitterCostTermsTest, OversubscriptionLowersHardwareButRaisesCongestion)
{
    const Scenario flat = twoTier(Fabric::RoCE);
    Scenario oversubscribed = flat;
    oversubscribed.plans[0].design.oversubscription = Decimal(3);
    const PlanResult a = mostLikely(flat);
    const PlanResult b = mostLikely(oversubscribed);
    EXPECT_LT(b.years[0].nominal[CostCategory::Hardware].amount(),
              a.years[0].nominal[CostCategory::Hardware].amount());
    EXPECT_EQ(jitter(a, "Idle compute: cross-leaf congestion"), usd("0"));
    EXPECT_GT(jitter(b, "Idle compute: cross-leaf congestion").amount(), Decimal());
    EXPECT_GT(jitter(b).amount(), jitter(a).amount());
}

TEST(JitterCostTermsTest, LargerClustersLoseMoreOfEachGpuHour)
{
    // Per GPU, the loss grows with the collective (stragglers) and with the share of peers on
    // other leaves, for both fabrics.
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
        Decimal previous;
        for (const int nodes : {16, 64, 256, 1024}) {
            Scenario s = twoTier(fabric);
            s.cluster.nodes = nodes;
            s.plans[0].design.nodes = nodes;
            const Decimal perGpu =
                jitter(mostLikely(s)).amount().divide(Decimal(nodes * 8), RoundingMode::HalfEven);
            EXPECT_GT(perGpu, previous) << fabricId(fabric) << " " << nodes;
            previous = perGpu;
        }
    }
}

TEST(JitterCostTermsTest, SharpLeavesAShareOfTheLossAndIsLicensed)
{
    Scenario s = twoTier(Fabric::InfiniBand);
    const PlanResult without = mostLikely(s);
    s.plans[0].overrides["sharp"] = {Decimal(1), std::nullopt};
    const PlanResult with = mostLikely(s);
    // Every jitter line x 0.6 (most likely share left), each rounded once.
    EXPECT_LT(jitter(with).amount(), jitter(without).amount());
    EXPECT_EQ(jitter(with, "Idle compute: queueing"), usd("11625.43")); // 19,375.7184 x 0.6
    // 128 nodes x 100 USD.
    EXPECT_EQ(test::itemsStartingWith(with.years[0], CostCategory::Licensing, "SHARP"),
              usd("12800.00"));
    EXPECT_EQ(test::itemsStartingWith(without.years[0], CostCategory::Licensing, "SHARP"),
              usd("0"));
}

TEST(JitterCostTermsTest, SharpOnARocePlanIsRefused)
{
    Scenario s = twoTier(Fabric::RoCE);
    s.plans[0].overrides["sharp"] = {Decimal(1), std::nullopt};
    const auto problems = ScenarioValidator::validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "plans[0].overrides.sharp");
    EXPECT_NE(problems.front().message.find("InfiniBand"), std::string::npos);
    EXPECT_THROW(mostLikely(s), std::exception);
}

TEST(JitterCostTermsTest, AWorkloadValuedPerNodeIsNotPricedAsIdleGpus)
{
    // HFT: 16 nodes x 500,000 USD per node-year x 0.8 utilisation x 1.0 sensitivity x 0.7071
    // x 1 % = 45,254.40; the GPUs per node do not enter.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.workload = Workload::Hft;
    const PlanResult twoGpus = mostLikely(s);
    EXPECT_EQ(jitter(twoGpus, "Value lost: InfiniBand baseline loss"), usd("45254.40"));
    s.cluster.gpusPerNode = 8;
    EXPECT_EQ(jitter(mostLikely(s)), jitter(twoGpus));
    // A stall hour is a node-year's value / 8,760 h: one switch x 0.02 failures x 0.15 h x
    // 16 x 500,000 / 8,760 x 0.5 affected x 0.8 utilisation = 1.0959 -> 1.10.
    EXPECT_EQ(test::itemsStartingWith(twoGpus.years[0], CostCategory::Incidents,
                                      "Stall until restarted: switch failures"),
              usd("1.10"));
}

TEST(JitterCostTermsTest, LinkSpeedFactorFollowsTheExposedCommunication)
{
    const Decimal e = Decimal::parse("0.10");
    const Decimal reference(400);
    const auto factor = [&](int perGpu, const Decimal& share) {
        return JitterCostTerms::linkSpeedFactor(Decimal(perGpu), reference, share);
    };
    EXPECT_EQ(factor(400, e), Decimal(1));
    // Twice the speed: 400 / (0.9 x 800 + 0.1 x 400) = 400 / 760 = 0.52631... -> 0.5263.
    EXPECT_EQ(factor(800, e), Decimal::parse("0.5263"));
    // A quarter of it: 400 / (0.9 x 100 + 40) = 400 / 130 = 3.07692... -> 3.0769.
    EXPECT_EQ(factor(100, e), Decimal::parse("3.0769"));
    // Never above 1 / e, however slow the link: the wait cannot exceed the whole step.
    EXPECT_LT(factor(1, e), Decimal(10));
    Decimal previous(100);
    for (const int speed : {1, 10, 100, 200, 400, 800, 1600, 3200}) {
        const Decimal atSpeed = factor(speed, e);
        EXPECT_LT(atSpeed, previous) << speed;
        previous = atSpeed;
    }
    // When the wait is a vanishing share of the step, the loss follows the bandwidth ratio.
    EXPECT_EQ(factor(800, Decimal(0)), Decimal::parse("0.5"));
}

TEST(JitterCostTermsTest, FasterLinksPerGpuLoseLessIdleTimeButNotATradingDesksValue)
{
    // InfiniBand baseline at 128 nodes: 1,024 GPUs x 8,760 h x 0.8 x 0.8 x 1.50 x 1 x 1 %
    // = 86,114.304; at 800G x 0.5263 = 45,321.959 -> 45,321.96.
    Scenario s = twoTier(Fabric::InfiniBand);
    EXPECT_EQ(jitter(mostLikely(s), "Idle compute: InfiniBand baseline loss"), usd("86114.30"));
    s.plans[0].design.linkSpeedGbps = 800;
    EXPECT_EQ(jitter(mostLikely(s), "Idle compute: InfiniBand baseline loss"), usd("45321.96"));
    Scenario hft = test::smallScenario(Fabric::InfiniBand);
    hft.workload = Workload::Hft;
    const Money at400 = jitter(mostLikely(hft));
    hft.plans[0].design.linkSpeedGbps = 800;
    EXPECT_EQ(jitter(mostLikely(hft)), at400);
}

TEST(JitterCostTermsTest, FewerRailsPerGpuLoseMoreIdleTime)
{
    // 4 rails of 400G on 8 GPUs: 200 Gb/s per GPU, 400 / (0.9 x 200 + 40) = 1.81818 -> 1.8182;
    // the collective spans 128 x 4 = 512 endpoints: straggler factor sqrt(9/10) = 0.9487.
    Scenario s = twoTier(Fabric::InfiniBand);
    s.plans[0].design.railsPerNode = 4;
    const PlanResult plan = mostLikely(s);
    const YearResult& year = plan.years.at(0);
    bool found = false;
    for (const LineItem& item : year.items) {
        if (item.category != CostCategory::Jitter ||
            item.label().find("InfiniBand baseline loss") == std::string::npos)
            continue;
        found = true;
        EXPECT_NE(item.formulaText().find("straggler factor at 512 endpoints 0.9487"),
                  std::string::npos)
            << item.formulaText();
        EXPECT_NE(item.formulaText().find("link speed factor at 200 Gb/s per GPU 1.8182"),
                  std::string::npos)
            << item.formulaText();
    }
    EXPECT_TRUE(found);
}

} // namespace
} // namespace fabrictco
