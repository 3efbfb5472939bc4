// SPDX-License-Identifier: GPL-3.0-or-later
// Which plans a node-count sweep could not price at every size, in words (issue 41 follow-up:
// a plan that cannot hold the cluster is swept where it can be built).
#include "presentation/SweepCoverageText.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

/// A sweep at `sizes` where plan "ib" is priced at the sizes `ibAt` and "roce" at every size.
SweepResult sweepWith(const std::vector<int>& sizes, const std::vector<int>& ibAt)
{
    SweepResult sweep;
    for (const int nodes : sizes) {
        SweepPoint point;
        point.nodes = nodes;
        for (const char* id : {"ib", "roce"}) {
            if (id == std::string("ib") && std::find(ibAt.begin(), ibAt.end(), nodes) == ibAt.end())
                continue;
            SweepPlanPoint plan;
            plan.planId = id;
            point.plans.push_back(plan);
        }
        sweep.points.push_back(point);
    }
    return sweep;
}

const std::vector<std::pair<std::string, QString>> kPlans{{"ib", QStringLiteral("InfiniBand")},
                                                          {"roce", QStringLiteral("RoCE")}};

class SweepCoverageTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void SetUp() override { ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en"))); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(SweepCoverageTextTest, APlanPricedEverywhereIsNotMentioned)
{
    EXPECT_TRUE(
        SweepCoverageText::absences(sweepWith({16, 64, 256}, {16, 64, 256}), kPlans, QLocale::c())
            .isEmpty());
}

TEST_F(SweepCoverageTextTest, SaysUpToWhereFromWhereOrHowOftenAPlanIsPriced)
{
    const std::vector<int> sizes{16, 64, 256, 1024, 4096};
    const auto said = [&](const std::vector<int>& ibAt) {
        const QStringList sentences =
            SweepCoverageText::absences(sweepWith(sizes, ibAt), kPlans, QLocale::c());
        EXPECT_EQ(sentences.size(), 1) << sentences.join('|').toStdString();
        return sentences.value(0);
    };
    EXPECT_EQ(said({16, 64, 256}),
              QStringLiteral("“InfiniBand” is priced up to 256 first-year nodes only: at the "
                             "larger sizes swept it cannot be built, and the other plans stand "
                             "alone."));
    EXPECT_TRUE(said({1024, 4096}).contains(QStringLiteral("from 1024 first-year nodes on only")));
    EXPECT_TRUE(said({16, 1024}).contains(QStringLiteral("is priced at 2 of the 5 sizes swept")));
    EXPECT_TRUE(said({}).contains(QStringLiteral("cannot be built at any of the sizes swept")));
}

TEST_F(SweepCoverageTextTest, ChineseSaysItInChineseWithItsOwnNumbers)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QStringList sentences = SweepCoverageText::absences(
        sweepWith({16, 1024, 4096}, {16}), kPlans, QLocale(QLocale::Chinese, QLocale::China));
    ASSERT_EQ(sentences.size(), 1);
    EXPECT_TRUE(sentences.front().contains(QStringLiteral("16")))
        << sentences.front().toStdString();
    EXPECT_FALSE(sentences.front().contains(QStringLiteral("priced"))) << "translated";
}

TEST_F(SweepCoverageTextTest, AnExactBoundaryIsSaidAsTheLastOrFirstSizeThatFits)
{
    SweepResult upTo = sweepWith({16, 64, 256, 1024}, {16, 64, 256});
    upTo.planBoundaries.push_back(PlanBoundary{"ib", 601, false, true});
    EXPECT_EQ(SweepCoverageText::absences(upTo, kPlans, QLocale::c()).value(0),
              QStringLiteral("“InfiniBand” can be built up to 600 first-year nodes: at the larger "
                             "sizes swept the other plans stand alone."));
    SweepResult from = sweepWith({16, 64, 256, 1024}, {256, 1024});
    from.planBoundaries.push_back(PlanBoundary{"ib", 100, true, true});
    EXPECT_TRUE(SweepCoverageText::absences(from, kPlans, QLocale::c())
                    .value(0)
                    .contains(QStringLiteral("can be built from 100 first-year nodes on")));
}

TEST_F(SweepCoverageTextTest, NoBreakEvenSaysWhyThereIsNone)
{
    const auto cheapest = [](SweepResult sweep, const std::vector<std::string>& ids) {
        for (std::size_t i = 0; i < sweep.points.size(); ++i)
            sweep.points[i].cheapestPlanId = ids[i];
        return sweep;
    };
    const auto said = [](const SweepResult& sweep) {
        return SweepCoverageText::noBreakEven(sweep, kPlans, QLocale::c());
    };
    // The same plan is cheapest at every size.
    EXPECT_EQ(said(cheapest(sweepWith({16, 64, 256}, {16, 64, 256}), {"ib", "ib", "ib"})),
              QStringLiteral("No break-even between 16 and 256 nodes: the same plan is cheaper "
                             "at every size swept."));
    // The cheapest changes where InfiniBand stops fitting: not a break-even, and not "the same".
    EXPECT_TRUE(said(cheapest(sweepWith({16, 64, 256}, {16, 64}), {"ib", "ib", "roce"}))
                    .contains(QStringLiteral("changes only where a plan stops fitting")));
    // One plan alone at every size.
    EXPECT_EQ(said(cheapest(sweepWith({16, 64}, {}), {"roce", "roce"})),
              QStringLiteral("Only “RoCE” is priced, so there is no break-even to look for."));
    // Two plans priced, never at one size.
    SweepResult apart;
    for (const auto& [nodes, id] :
         std::vector<std::pair<int, std::string>>{{16, "ib"}, {64, "roce"}}) {
        SweepPoint point;
        point.nodes = nodes;
        point.cheapestPlanId = id;
        SweepPlanPoint plan;
        plan.planId = id;
        point.plans.push_back(plan);
        apart.points.push_back(point);
    }
    EXPECT_TRUE(said(apart).contains(QStringLiteral("side by side")));
}
