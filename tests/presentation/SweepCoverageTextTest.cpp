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
