// SPDX-License-Identifier: GPL-3.0-or-later
// Properties the model must have whatever the catalog says (issue 3): the article's three
// questions move the costs the right way, and the ledger always adds up.
#include "core/analysis/SwitchGeneration.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/TcoTestScenarios.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TcoResult evaluate(const Scenario& scenario)
{
    return TcoEngine(test::bundledCatalog()).evaluate(scenario);
}

Scenario example(const std::string& name)
{
    return Examples::load(name, test::dataDir());
}

TEST(TcoPropertiesTest, EveryExampleAddsUpExactly)
{
    for (const std::string& name : Examples::names()) {
        SCOPED_TRACE(name);
        const TcoResult result = evaluate(example(name));
        for (const PlanResult& plan : result.plans)
            test::expectAddsUp(plan);
    }
}

TEST(TcoPropertiesTest, MoreJitterSensitiveWorkloadCostsMoreIdleCompute)
{
    Scenario s = example("llm-training");
    s.workload = Workload::DistributedStorage;
    const TcoResult tolerant = evaluate(s);
    s.workload = Workload::LlmTraining;
    const TcoResult sensitive = evaluate(s);
    for (std::size_t p = 0; p < sensitive.plans.size(); ++p) {
        EXPECT_GT(sensitive.plans[p].total[CostCategory::Jitter].amount(),
                  tolerant.plans[p].total[CostCategory::Jitter].amount())
            << sensitive.plans[p].planId;
    }
}

TEST(TcoPropertiesTest, StrongerTeamLowersRoceStaffAndIncidentCosts)
{
    Scenario s = example("llm-training");
    std::vector<TcoResult> byTeam;
    for (TeamExpertise team :
         {TeamExpertise::NoRdma, TeamExpertise::SomeRdma, TeamExpertise::StrongRoce}) {
        s.team = team;
        byTeam.push_back(evaluate(s));
    }
    for (std::size_t i = 1; i < byTeam.size(); ++i) {
        const PlanResult& weaker = *byTeam[i - 1].plan("roce");
        const PlanResult& stronger = *byTeam[i].plan("roce");
        EXPECT_LT(stronger.total[CostCategory::Staff].amount(),
                  weaker.total[CostCategory::Staff].amount());
        EXPECT_LT(stronger.total[CostCategory::Incidents].amount(),
                  weaker.total[CostCategory::Incidents].amount());
        EXPECT_LT(stronger.total[CostCategory::Jitter].amount(),
                  weaker.total[CostCategory::Jitter].amount());
    }
    // InfiniBand's operations do not depend on the team's RoCE skills.
    EXPECT_EQ(byTeam[0].plan("ib")->total.total, byTeam[2].plan("ib")->total.total);
}

TEST(TcoPropertiesTest, GrowthAddsExpansionPurchases)
{
    Scenario s = example("llm-training");
    s.overrides["growth.annual"] = {Decimal(0), std::nullopt};
    const TcoResult flat = evaluate(s);
    s.overrides["growth.annual"] = {Decimal::parse("0.2"), std::nullopt};
    const TcoResult growing = evaluate(s);
    for (std::size_t p = 0; p < flat.plans.size(); ++p) {
        Money flatExpansion = Money::zero(Currency::usd());
        Money grownExpansion = Money::zero(Currency::usd());
        for (std::size_t y = 1; y < flat.plans[p].years.size(); ++y) {
            flatExpansion += test::itemsStartingWith(flat.plans[p].years[y], CostCategory::Hardware,
                                                     "Expansion");
            grownExpansion += test::itemsStartingWith(growing.plans[p].years[y],
                                                      CostCategory::Hardware, "Expansion");
        }
        EXPECT_TRUE(flatExpansion.isZero());
        EXPECT_GT(grownExpansion.amount(), Decimal(0));
        EXPECT_GT(growing.plans[p].years.back().nodes, flat.plans[p].years.back().nodes);
    }
}

TEST(TcoPropertiesTest, ZeroDiscountRateMakesNpvEqualTheNominalSum)
{
    for (const std::string& name : Examples::names()) {
        Scenario s = example(name);
        s.overrides["discount_rate"] = {Decimal(0), std::nullopt};
        for (const PlanResult& plan : evaluate(s).plans) {
            EXPECT_EQ(plan.npv, plan.total.total) << name << " " << plan.planId;
            for (const YearResult& year : plan.years)
                EXPECT_EQ(year.discounted.total, year.nominal.total);
        }
    }
}

TEST(TcoPropertiesTest, HigherDiscountRateLowersNpv)
{
    Scenario s = example("llm-training");
    s.overrides["discount_rate"] = {Decimal::parse("0.05"), std::nullopt};
    const Money low = evaluate(s).plans[0].npv;
    s.overrides["discount_rate"] = {Decimal::parse("0.12"), std::nullopt};
    EXPECT_LT(evaluate(s).plans[0].npv.amount(), low.amount());
}

TEST(TcoPropertiesTest, ArticleCasesPointTheArticlesWayAtEqualSwitchGeneration)
{
    // Not a calibration lock: the bundled examples exist to show the article's three cases.
    // They pair 64-port InfiniBand switches with 128-port Ethernet ones, so the fabrics are
    // compared as the recommendation's second view compares them: both built from 64-port
    // switches at their own price and power per port (SwitchGeneration).
    const auto cheaper = [&](const std::string& name, bool equalGeneration) {
        Scenario s = example(name);
        if (equalGeneration)
            s = SwitchGeneration::atRadix(s, test::bundledCatalog(), 64);
        const TcoResult r = evaluate(s);
        return r.plan("roce")->npv.amount() < r.plan("ib")->npv.amount() ? "roce" : "ib";
    };
    EXPECT_STREQ(cheaper("llm-training", true), "ib");
    EXPECT_STREQ(cheaper("hft", true), "ib");
    EXPECT_STREQ(cheaper("ceph-storage", true), "roce");
    // As built, the llm-training cluster grows into a third InfiniBand tier in year 3 while the
    // 128-port Ethernet fabric stays at two, which can decide it; the recommendation then names
    // switch generation as the reason (RecommendationEngineTest). The other two hold as built.
    EXPECT_STREQ(cheaper("hft", false), "ib");
    EXPECT_STREQ(cheaper("ceph-storage", false), "roce");
}

TEST(TcoPropertiesTest, YuanConvertPricesButPayLocalSalariesAndPower)
{
    // Issue 36, item 6: a document in yuan converts the catalog's dollar prices at the exchange
    // rate, but pays the catalog's local salary and power price, not US figures converted.
    Scenario s = example("llm-training");
    s.cluster.horizonYears = 1;
    s.overrides["discount_rate"] = {Decimal(0), std::nullopt};
    const TcoResult inUsd = evaluate(s);
    s.cluster.currency = Currency::cny();
    const TcoResult inCny = evaluate(s);
    // The tables price uncertain inputs at their means (issue 13), the exchange rate included:
    // (6.90 + 7.20 + 7.40) / 3, not the most likely 7.20.
    const Decimal rate =
        expectedValue(inCny.parameters[0].at("fx.usd_cny"), RoundingMode::HalfEven);
    EXPECT_EQ(rate, Decimal::parse("7.166666667"));
    const auto ratio = [&](CostCategory category) {
        return inCny.plans[0].total[category].amount().toDouble() /
               inUsd.plans[0].total[category].amount().toDouble();
    };
    // Hardware: converted line by line, then rounded once per line.
    const Decimal converted = inUsd.plans[0].total[CostCategory::Hardware].amount().multiply(
        rate, RoundingMode::HalfEven);
    const Decimal difference = converted - inCny.plans[0].total[CostCategory::Hardware].amount();
    const Decimal tolerance =
        Decimal::parse("0.01").times(std::int64_t(inUsd.plans[0].years[0].items.size()) * 8);
    EXPECT_LE(difference < Decimal(0) ? -difference : difference, tolerance);
    // Power at the local tariff: the power price's ratio (CNY 0.63 against USD 0.10 a kWh), not
    // the exchange rate; salaries in yuan, far below a US salary converted.
    const double powerPrice =
        expectedValue(inCny.parameters[0].at("power.price_kwh"), RoundingMode::HalfEven)
            .toDouble() /
        expectedValue(inUsd.parameters[0].at("power.price_kwh"), RoundingMode::HalfEven)
            .toDouble();
    EXPECT_NEAR(ratio(CostCategory::Power), powerPrice, 0.001);
    EXPECT_LT(powerPrice, rate.toDouble() * 0.95);
    EXPECT_LT(ratio(CostCategory::Staff), rate.toDouble() / 2);
    EXPECT_EQ(inCny.parameters[0].at("staff.salary").value.currency, Currency::cny());
}

} // namespace
} // namespace fabrictco
