// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-computed cases for every cost category. The small scenario (TcoTestScenarios.h) is one
// switch, 32 NIC ports and 32 copper cables for 16 nodes x 2 GPUs, one year, USD, no discounting.
// Catalog figures used below: IB switch 36,000, NIC 2,500, DAC 150; RoCE switch 24,000, NIC
// 2,000, DAC 100; installation 5 %; support 15 %; PUE 1.4; 0.10 USD/kWh; salary 150,000;
// GPU-hour 1.50; utilisation 0.8; LLM jitter sensitivity 0.8 and affected share 1.0.
#include "core/tco/TcoEngine.h"

#include "core/model/Examples.h"
#include "core/money/ExactProduct.h"
#include "core/tco/CostModelBuilder.h"
#include "tests/core/TcoTestScenarios.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::usd;

/// The hand-computed figures below take every input at its most likely value; these tests pin
/// the line arithmetic.
PlanResult evaluate(const Scenario& scenario)
{
    return test::firstPlanAtMostLikely(scenario);
}

const YearResult& year1(const PlanResult& plan)
{
    return plan.years.at(0);
}

TEST(TcoEngineTest, InfiniBandHardware)
{
    // (1 switch x 36,000 + 32 NICs x 2,500 + 32 DAC x 150) = 120,800; x 1.05 installation
    // = 126,840.00 (residual credit switched off in this scenario).
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Hardware], usd("126840.00"));
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Hardware, "Installation"),
              usd("6040.00"));
    EXPECT_EQ(year1(plan).bom.tiers, 1);
}

TEST(TcoEngineTest, ResidualValueIsStraightLineBookValue)
{
    // Bought in year 1, horizon 1, life 5: 4/5 of 120,800 = 96,640 is credited.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.plans[0].overrides.erase("hardware.residual_share");
    const PlanResult plan = evaluate(s);
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Hardware, "Residual value"),
              usd("-96640.00"));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Hardware], usd("30200.00"));
}

TEST(TcoEngineTest, InfiniBandLicensing)
{
    // UFM 16 nodes x 300 = 4,800; support 15 % of the switch and the NICs (36,000 + 32 x 2,500 =
    // 116,000; none on cables) = 17,400; no switch OS licence.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Licensing], usd("22200.00"));
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Licensing, "Switch OS"), usd("0"));
}

TEST(TcoEngineTest, RoceLicensing)
{
    // Switch OS 1 x 1,500; support 15 % of the switch and NICs (24,000 + 64,000) = 13,200 (none
    // on the 3,200 of cables); no UFM.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::RoCE));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Licensing], usd("14700.00"));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Hardware], usd("95760.00"));
}

TEST(TcoEngineTest, Power)
{
    // Switch: 1,150 W / 1,000 x 1.4 x 8,760 h x 0.10 = 1,410.36;
    // NICs: 32 x 25 W = 800 W -> 0.8 kW x 1.4 x 8,760 x 0.10 = 981.12.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Power], usd("2391.48"));
}

TEST(TcoEngineTest, InfiniBandStaff)
{
    // 2 engineers at the 128-node reference fabric, scaled to 16 nodes: (16/128)^0.4 =
    // 0.43527... -> 0.4353, so 0.8706 FTE x 150,000 = 130,590.00.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Staff, "Engineers: network"),
              usd("130590.00"));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Staff], usd("130590.00"));
}

TEST(TcoEngineTest, RoceStaffWithInexperiencedTeam)
{
    // FTE = 2 x 0.4353 (16 of 128 nodes, ^0.4) x 2.0 (no RDMA experience) = 1.7412. Salary
    // 150,000: 261,180; hiring premium 25 %: 65,295; training 15,000 per FTE: 26,118; outside
    // help is a share of a reference fabric's below it: 60 days x 16/128 x 2,000 = 15,000.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::RoCE));
    const YearResult& y = year1(plan);
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Staff, "Engineers"), usd("261180.00"));
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Staff, "RoCE hiring premium"),
              usd("65295.00"));
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Staff, "RoCE training"), usd("26118.00"));
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Staff, "External"), usd("15000.00"));
    EXPECT_EQ(y.nominal[CostCategory::Staff], usd("367593.00"));
}

TEST(TcoEngineTest, InfiniBandIdleCompute)
{
    // 32 GPUs x 8,760 h x 0.8 utilisation x 0.8 sensitivity x 1.50 x straggler factor 0.7071
    // (sqrt(ln 32 / ln 1,024) = sqrt(0.5): 32 endpoints against the reference 1,024) x 1 % loss
    // = 1,902.857011 -> 1,902.86. One switch: no traffic leaves a leaf, so nothing else.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Jitter], usd("1902.86"));
}

TEST(TcoEngineTest, RoceIdleComputeFollowsTheTuningCurve)
{
    // Tuning 3 years + 6 months hiring = 42 months; at mid-year 1, 36/42 of the gap is open.
    // Base 32 x 8,760 x 0.8 x 0.8 x 1.50 x straggler factor 0.7071 = 190,285.70112 per unit of
    // loss: untuned 20 % x 36/42 = 32,620.405906 -> 32,620.41; tuned 2 % x 6/42 = 543.673432 ->
    // 543.67.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::RoCE));
    const YearResult& y = year1(plan);
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Jitter, "Idle compute: RoCE not yet tuned"),
              usd("32620.41"));
    EXPECT_EQ(test::itemsStartingWith(y, CostCategory::Jitter, "Idle compute: tuned RoCE"),
              usd("543.67"));
    EXPECT_EQ(y.nominal[CostCategory::Jitter], usd("33164.08"));
}

TEST(TcoEngineTest, MixedSwitchBatchesAddLoss)
{
    // Two batches: one extra x 2 % x 190,285.70112 = 3,805.714022 -> 3,805.71 more idle compute.
    Scenario s = test::smallScenario(Fabric::RoCE);
    s.plans[0].overrides["switch_batches"] = {Decimal(2), std::nullopt};
    const PlanResult plan = evaluate(s);
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Jitter, "Idle compute: mixed"),
              usd("3805.71"));
}

TEST(TcoEngineTest, InfiniBandIncidents)
{
    // Stall cost per hour: 32 GPUs x 1.0 affected x 0.8 x 1.50 = 38.40.
    // Failures per year: switch 0.02, links 32 x 0.004 = 0.128, NICs 32 x 0.003 = 0.096;
    // each stalls 0.15 h until restarted + 0.15 h rollback, each line rounded:
    // 2 x (0.1152 (0.12) + 0.73728 (0.74) + 0.55296 (0.55)) = 2.82.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    EXPECT_EQ(year1(plan).nominal[CostCategory::Incidents], usd("2.82"));
    // tco --json's incident_count: 0.02 + 0.128 + 0.096.
    EXPECT_EQ(year1(plan).incidentCount, Decimal::parse("0.244"));
}

TEST(TcoEngineTest, RoceIncidentsIncludeConfigurationIncidents)
{
    // Components stall 0.3 h until restarted + 0.15 h rollback:
    // 0.2304 (0.23) + 0.12 + 1.47456 (1.47) + 0.74 + 1.10592 (1.11) + 0.55 = 4.22.
    // Configuration incidents, per fabric: 1 a year tuned, 4 x 1 untuned; in year 1 of a
    // 42-month tuning, 6/42 of the year is tuned and 36/42 untuned:
    // tuned 6/42 x (24 h team repair (131.657 -> 131.66) + 0.15 h (0.82)) x 38.40;
    // untuned 4 x 36/42 x (24 h (3,159.771 -> 3,159.77) + 0.15 h (19.75)) x 38.40.
    // Not per switch: a 1-switch pilot and a 1,000-switch fabric count the same incidents.
    const PlanResult plan = evaluate(test::smallScenario(Fabric::RoCE));
    const YearResult& y = year1(plan);
    Money configuration = Money::zero(Currency::usd());
    for (const LineItem& item : y.items) {
        if (item.label().find("configuration incidents") != std::string::npos)
            configuration += item.amount;
    }
    EXPECT_EQ(configuration, usd("3312.00"));
    EXPECT_EQ(y.nominal[CostCategory::Incidents], usd("3316.22"));
    // 0.244 component failures + 6/42 (0.1429) + 24/7 (3.4286) configuration incidents.
    EXPECT_EQ(y.incidentCount, Decimal::parse("3.8155"));
}

TEST(TcoEngineTest, RearchitectureRisk)
{
    // IB: 0.5 % x 1.2 x 120,800 = 724.80; downtime 0.5 % x 14 d x 24 h x 32 x 0.8 x 1.50 = 64.512.
    EXPECT_EQ(year1(evaluate(test::smallScenario(Fabric::InfiniBand)))
                  .nominal[CostCategory::Rearchitecture],
              usd("789.31"));
    // RoCE, team multiplier 3: 6 % x 1.2 x 91,200 = 6,566.40; downtime 6 % x ... = 774.144.
    EXPECT_EQ(
        year1(evaluate(test::smallScenario(Fabric::RoCE))).nominal[CostCategory::Rearchitecture],
        usd("7340.54"));
}

TEST(TcoEngineTest, DiscountingPerCategoryAndYear)
{
    // Year 2 staff 130,590.00 / 1.08 = 120,916.666... -> 120,916.67.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.cluster.horizonYears = 2;
    s.overrides["discount_rate"] = {Decimal::parse("0.08"), std::nullopt};
    const PlanResult plan = evaluate(s);
    EXPECT_EQ(plan.years[0].discounted[CostCategory::Staff], usd("130590.00"));
    EXPECT_EQ(plan.years[1].discounted[CostCategory::Staff], usd("120916.67"));
    test::expectAddsUp(plan);
    EXPECT_LT(plan.npv.amount(), plan.total.total.amount());
}

TEST(TcoEngineTest, ConvertsCatalogPricesIntoTheScenarioCurrency)
{
    // 36,000 USD x 7.20 CNY per USD = 259,200.00 CNY.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.cluster.currency = Currency::cny();
    const PlanResult plan = evaluate(s);
    EXPECT_EQ(test::itemsStartingWith(year1(plan), CostCategory::Hardware,
                                      "Initial purchase: leaf switches"),
              Money::parse("259200.00", Currency::cny()));
}

TEST(TcoEngineTest, HalfUpAndHalfEvenDifferOnATie)
{
    // 32 endpoints (16 nodes x 2 rails) x 0.00015625 USD = 0.005 exactly: half-even gives
    // 0.00, half-up 0.01.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.plans[0].overrides["licence.fabric_mgmt_per_endpoint"] = {Decimal::parse("0.00015625"),
                                                                Currency::usd()};
    const Money even =
        test::itemsStartingWith(year1(evaluate(s)), CostCategory::Licensing, "Fabric management");
    s.cluster.rounding = RoundingMode::HalfUp;
    const Money up =
        test::itemsStartingWith(year1(evaluate(s)), CostCategory::Licensing, "Fabric management");
    EXPECT_EQ(even, usd("0.00"));
    EXPECT_EQ(up, usd("0.01"));
}

TEST(TcoEngineTest, FormulasNameInputsAndValues)
{
    const PlanResult plan = evaluate(test::smallScenario(Fabric::InfiniBand));
    bool found = false;
    for (const LineItem& item : year1(plan).items) {
        if (item.label() == "Initial purchase: leaf switches") {
            EXPECT_EQ(item.formulaText(), "1 leaf switch × price.switch 36,000.00 USD");
            found = true;
        }
        EXPECT_FALSE(item.formula.empty()) << item.label();
        EXPECT_FALSE(item.formulaText().empty()) << item.label();
    }
    EXPECT_TRUE(found);
}

TEST(TcoEngineTest, CostPerGpuMonthAndDifferences)
{
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    Scenario roce = test::smallScenario(Fabric::RoCE);
    s.plans.push_back(roce.plans[0]);
    const TcoResult result = TcoEngine(test::frozenCatalog()).evaluate(s);
    ASSERT_EQ(result.plans.size(), 2u);
    const PlanResult& ib = result.plans[0];
    // 32 GPUs x 12 months = 384 GPU-months.
    EXPECT_EQ(ib.gpuMonths, 384);
    ExactProduct perGpuMonth(ib.total.total.amount());
    perGpuMonth.dividedBy(Decimal(384));
    EXPECT_EQ(ib.costPerGpuMonth.amount(), perGpuMonth.rounded(2, RoundingMode::HalfEven));
    // Each plan minus the recommended (cheapest) one: never below zero (issue 39).
    const PlanResult& cheapest = result.plans[0].npv.amount() <= result.plans[1].npv.amount()
                                     ? result.plans[0]
                                     : result.plans[1];
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(result.differences[i].baselinePlanId, cheapest.planId);
        EXPECT_EQ(result.differences[i].npv, result.plans[i].npv - cheapest.npv);
        EXPECT_FALSE(result.differences[i].npv.isNegative());
        EXPECT_EQ(result.differences[i].total[CostCategory::Staff],
                  result.plans[i].total[CostCategory::Staff] - cheapest.total[CostCategory::Staff]);
    }
}

Money viaExactProduct(const CostTerm& term, const PlanCostModel& model)
{
    ExactProduct product(std::int64_t(1));
    for (const TermFactor& f : term.factors) {
        const Decimal& value = f.isParameter() ? model.parameters.value(f.key) : f.value;
        if (f.exponent >= 0)
            product.timesPower(value, f.exponent);
        else
            product.dividedByPower(value, -f.exponent);
    }
    return Money(product.rounded(2, model.rounding), model.currency);
}

TEST(TcoEngineTest, FixedWidthArithmeticMatchesExactProduct)
{
    // The engine multiplies in 512-bit integers when they suffice; every line of every example,
    // in both rounding modes, must equal the unbounded ExactProduct result.
    for (const char* name : {"llm-training", "ceph-storage", "hft"}) {
        Scenario s = Examples::load(name, test::dataDir());
        s.cluster.horizonYears = 10;
        for (RoundingMode mode : {RoundingMode::HalfEven, RoundingMode::HalfUp}) {
            s.cluster.rounding = mode;
            for (const PlanSpec& plan : s.plans) {
                const PlanCostModel model = CostModelBuilder::build(s, plan, test::frozenCatalog());
                for (const CostTerm& term : model.terms)
                    ASSERT_EQ(TcoEngine::evaluateTerm(term, model), viaExactProduct(term, model))
                        << term.label();
            }
        }
    }
}

TEST(TcoEngineTest, HugeProductsFallBackToUnboundedArithmetic)
{
    // (1.000000001)^40 has a 360-digit numerator: beyond 512 bits, still exact.
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    const PlanCostModel model = CostModelBuilder::build(s, s.plans[0], test::frozenCatalog());
    CostTerm term;
    term.times(Decimal(1000000), FactorNoun::Nodes)
        .times(Decimal::parse("1.000000001"), FactorNoun::PriceTrend, 40)
        .param("price.switch");
    EXPECT_EQ(TcoEngine::evaluateTerm(term, model), viaExactProduct(term, model));
    // 1,000,000 x 36,000 x 1.000000040000000780... = 36,000,001,440.00 (to the cent).
    EXPECT_EQ(TcoEngine::evaluateTerm(term, model), usd("36000001440.00"));
}

TEST(TcoEngineTest, InvalidScenarioAndImpossibleFabricAreErrors)
{
    Scenario s = test::smallScenario(Fabric::InfiniBand);
    s.cluster.horizonYears = 0;
    EXPECT_THROW(evaluate(s), TcoError);
    s = test::smallScenario(Fabric::InfiniBand);
    s.cluster.nodes = 100000; // 200,000 endpoints exceed a radix-64 fat-tree (65,536)
    try {
        evaluate(s);
        FAIL();
    } catch (const TcoError& e) {
        // A valid document whose plan cannot be built (BuildablePlans leaves it out): the
        // engine says which plan, which year and why.
        EXPECT_NE(std::string(e.what()).find("plan \"ib\", year 1: nodes: "), std::string::npos)
            << e.what();
    }
    // Valid in year 1 (40,000 endpoints), impossible after doubling in year 2.
    s = test::smallScenario(Fabric::InfiniBand);
    s.cluster.nodes = 20000;
    s.cluster.horizonYears = 2;
    s.overrides["growth.annual"] = {Decimal(1), std::nullopt};
    try {
        evaluate(s);
        FAIL();
    } catch (const TcoError& e) {
        EXPECT_NE(std::string(e.what()).find("year 2"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace fabrictco
