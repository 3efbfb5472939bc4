// SPDX-License-Identifier: GPL-3.0-or-later
// Local prices (issue 36, item 6): a money figure can be in the catalog once per currency, so a
// document in yuan pays a Chinese salary and tariff, not US figures converted.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/Presets.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

QByteArray document(const QByteArray& entries)
{
    return "{\"format\": \"fabrictco-catalog\", \"version\": 1, \"entries\": [" + entries + "]}";
}

const QByteArray kSalaryUsd =
    R"({"key": "staff.salary", "value": "150000", "currency": "USD", "source": "us", "date": "2025", "confidence": "published"})";
const QByteArray kSalaryCny =
    R"({"key": "staff.salary", "value": "300000", "currency": "CNY", "low": "180000", "high": "520000", "distribution": "pert", "source": "cn", "date": "2026", "confidence": "estimate"})";

} // namespace

TEST(LocalPriceTest, AFigureMayComeOncePerCurrency)
{
    // The local price first in the file: the catalog sorts the dollar figure first.
    const Catalog catalog =
        Catalog::fromJson(document(kSalaryCny + "," + kSalaryUsd), QStringLiteral("t"));
    ASSERT_EQ(catalog.entries().size(), 2u);
    EXPECT_EQ(catalog.entries()[0].source, "us");
    EXPECT_EQ(catalog.entries()[1].source, "cn");
    try {
        Catalog::fromJson(document(kSalaryCny + "," + kSalaryCny), QStringLiteral("bad.json"));
        FAIL() << "two yuan salaries accepted";
    } catch (const CatalogError& e) {
        EXPECT_NE(std::string(e.what()).find("duplicate"), std::string::npos) << e.what();
    }
}

TEST(LocalPriceTest, TheDocumentsCurrencyPicksItsLocalPriceElseTheCatalogsOwn)
{
    const Catalog catalog =
        Catalog::fromJson(document(kSalaryCny + "," + kSalaryUsd), QStringLiteral("t"));
    EXPECT_EQ(catalog.find("staff.salary", Fabric::RoCE, Currency::cny())->source, "cn");
    EXPECT_EQ(catalog.find("staff.salary", Fabric::RoCE, Currency::usd())->source, "us");
    EXPECT_EQ(catalog.find("staff.salary", Fabric::RoCE)->source, "us");
    const Catalog dollarsOnly = Catalog::fromJson(document(kSalaryUsd), QStringLiteral("t"));
    EXPECT_EQ(dollarsOnly.find("staff.salary", std::nullopt, Currency::cny())->source, "us")
        << "no local price: the dollar figure, converted by whoever prices it";
}

TEST(LocalPriceTest, TheUsersOwnFigureReplacesItInEveryCurrency)
{
    const Catalog catalog =
        Catalog::fromJson(document(kSalaryCny + "," + kSalaryUsd), QStringLiteral("t"));
    CatalogEntry mine;
    mine.key = "staff.salary";
    mine.value = ParameterValue{Decimal(200000), Currency::usd()};
    mine.source = "our payroll";
    mine.date = "2026";
    mine.confidence = Confidence::User;
    const Catalog withMine = catalog.withUserEntries({mine});
    ASSERT_EQ(withMine.entries().size(), 1u);
    EXPECT_EQ(withMine.find("staff.salary", std::nullopt, Currency::cny())->source, "our payroll");
}

TEST(LocalPriceTest, AYuanDocumentIsPricedAtTheLocalSalaryWithItsOwnRange)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    scenario.cluster.currency = Currency::cny();
    const ResolvedParameters resolved =
        ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog);
    const ResolvedParameter& salary = resolved.at("staff.salary");
    EXPECT_EQ(salary.value.currency, Currency::cny());
    EXPECT_EQ(salary.value.value, Decimal(300000));
    EXPECT_EQ(salary.uncertainty.low, Decimal(180000));
    EXPECT_EQ(salary.uncertainty.high, Decimal(520000));
    EXPECT_NE(salary.provenance.find("Liepin"), std::string::npos) << salary.provenance;
    // A dollar document keeps the dollar salary.
    scenario.cluster.currency = Currency::usd();
    EXPECT_EQ(ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog)
                  .at("staff.salary")
                  .value.currency,
              Currency::usd());
}

TEST(LocalPriceTest, YuanFiguresAreNotTheDollarFiguresTimesTheExchangeRate)
{
    // Issue 36, item 7, over the preset grid: a Chinese team is priced at Chinese salaries and
    // tariffs, so its staff and power lines are not the dollar ones converted, and the ratio
    // of whole totals differs from one scenario to the next.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const double rate = catalog.find("fx.usd_cny", std::nullopt)->value.value.toDouble();
    double lowest = 1e9;
    double highest = 0;
    for (const Workload workload : allWorkloads())
        for (const TeamExpertise team : allTeamExpertise())
            for (const ScalePreset& scale : catalog.presets().scales()) {
                Scenario s = test::presetScenario(workload, team, scale);
                const TcoResult dollars = TcoEngine(catalog).evaluate(s);
                s.cluster.currency = Currency::cny();
                const TcoResult yuan = TcoEngine(catalog).evaluate(s);
                const std::string where = std::string(workloadId(workload)) + "/" +
                                          std::string(teamExpertiseId(team)) + "/" + scale.id;
                for (std::size_t p = 0; p < dollars.plans.size(); ++p) {
                    const auto ratio = [&](CostCategory category) {
                        return yuan.plans[p].total[category].amount().toDouble() /
                               dollars.plans[p].total[category].amount().toDouble();
                    };
                    EXPECT_LT(ratio(CostCategory::Staff), 0.5 * rate) << where;
                    EXPECT_LT(ratio(CostCategory::Power), 0.95 * rate) << where;
                    const double total = yuan.plans[p].npv.amount().toDouble() /
                                         dollars.plans[p].npv.amount().toDouble();
                    EXPECT_LT(total, rate) << where;
                    lowest = std::min(lowest, total);
                    highest = std::max(highest, total);
                }
            }
    EXPECT_GT(highest / lowest, 1.05) << "the yuan total is a constant multiple of the dollar one";
}
