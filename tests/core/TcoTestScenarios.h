// SPDX-License-Identifier: GPL-3.0-or-later
// Small scenarios whose costs can be worked out by hand, shared by the TCO tests.
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/tco/TcoEngine.h"
#include "core/tco/TcoResult.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco::test {

/// The bundled catalog (data/): for tests of properties that must hold whatever its prices.
inline const Catalog& bundledCatalog()
{
    static const Catalog catalog = Catalog::loadDirectory(dataDir());
    return catalog;
}

/// A frozen copy of the catalog (tests/fixtures/frozen-catalog/): for figures worked out by hand,
/// which an ordinary price update in data/ must not break.
inline const Catalog& frozenCatalog()
{
    static const Catalog catalog =
        Catalog::loadDirectory(fixturesDir() + QStringLiteral("/frozen-catalog"));
    return catalog;
}

/// One plan, 16 nodes x 2 GPUs, 2 rails, radix 64: a single switch, 32 NIC ports, 32 copper
/// cables, no optics, no spares. One year, USD, no discounting, no residual credit, LLM
/// training, team without RDMA experience. Everything else comes from the frozen catalog.
inline Scenario smallScenario(Fabric fabric)
{
    Scenario s;
    s.metadata.title = "hand-computed";
    s.workload = Workload::LlmTraining;
    s.team = TeamExpertise::NoRdma;
    s.cluster.nodes = 16;
    s.cluster.gpusPerNode = 2;
    s.cluster.horizonYears = 1;
    s.cluster.currency = Currency::usd();
    s.overrides["discount_rate"] = {Decimal(0), std::nullopt};
    PlanSpec plan;
    plan.id = fabric == Fabric::InfiniBand ? "ib" : "roce";
    plan.name = plan.id;
    plan.design.fabric = fabric;
    plan.design.nodes = 16;
    plan.design.railsPerNode = 2;
    plan.design.switchRadix = 64;
    plan.design.sparesPercent = Decimal(0);
    plan.overrides["hardware.residual_share"] = {Decimal(0), std::nullopt};
    s.plans.push_back(plan);
    return s;
}

/// The first plan of `scenario` with every input at its most likely value: the hand-computed
/// figures (core/MODEL.md, section 4) use those, to stay checkable with a calculator. The table
/// itself prices the means (ValuePoint::Expected, tested in ExpectedValuesTest). On the frozen
/// catalog.
inline PlanResult firstPlanAtMostLikely(const Scenario& scenario)
{
    return TcoEngine(frozenCatalog()).evaluate(scenario, 0, ValuePoint::MostLikely).plans.at(0);
}

/// The sum of the line items of `category` whose label starts with `prefix`.
inline Money itemsStartingWith(const YearResult& year, CostCategory category,
                               const std::string& prefix)
{
    Money sum = Money::zero(year.nominal.total.currency());
    for (const LineItem& item : year.items) {
        if (item.category == category && item.label().rfind(prefix, 0) == 0)
            sum += item.amount;
    }
    return sum;
}

inline Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

/// Every shown figure adds up exactly (the ledger's central promise).
inline void expectAddsUp(const PlanResult& plan)
{
    const Currency currency = plan.total.total.currency();
    Money total = Money::zero(currency);
    Money npv = Money::zero(currency);
    std::vector<Money> categoryTotals(kCostCategoryCount, Money::zero(currency));
    for (const YearResult& year : plan.years) {
        std::vector<Money> fromItems(kCostCategoryCount, Money::zero(currency));
        for (const LineItem& item : year.items) {
            EXPECT_TRUE(item.amount.isRoundedToMinorUnit()) << item.label();
            EXPECT_EQ(item.year, year.year);
            fromItems[costCategoryIndex(item.category)] += item.amount;
        }
        Money yearNominal = Money::zero(currency);
        Money yearDiscounted = Money::zero(currency);
        for (CostCategory c : allCostCategories()) {
            EXPECT_EQ(year.nominal[c], fromItems[costCategoryIndex(c)]) << costCategoryId(c);
            EXPECT_TRUE(year.discounted[c].isRoundedToMinorUnit());
            yearNominal += year.nominal[c];
            yearDiscounted += year.discounted[c];
            categoryTotals[costCategoryIndex(c)] += year.nominal[c];
        }
        EXPECT_EQ(year.nominal.total, yearNominal);
        EXPECT_EQ(year.discounted.total, yearDiscounted);
        total += year.nominal.total;
        npv += year.discounted.total;
        EXPECT_EQ(year.cumulativeNominal, total);
        EXPECT_EQ(year.cumulativeDiscounted, npv);
    }
    for (CostCategory c : allCostCategories())
        EXPECT_EQ(plan.total[c], categoryTotals[costCategoryIndex(c)]);
    EXPECT_EQ(plan.total.total, total);
    EXPECT_EQ(plan.npv, npv);
    EXPECT_EQ(plan.discounted.total, npv);
}

} // namespace fabrictco::test
