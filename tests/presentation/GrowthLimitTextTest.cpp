// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence that explains a plan outgrowing its fabric: which plan, which year, which
// limit and what to change, in English and Chinese.
#include "presentation/GrowthLimitText.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

GrowthLimit outgrown(std::optional<int> radixNeeded)
{
    GrowthLimit limit;
    limit.planId = "ib";
    limit.year = 4;
    limit.nodes = 8640;
    limit.maxNodes = 8192;
    limit.design.switchRadix = 64;
    limit.design.railsPerNode = 8;
    limit.radixNeeded = radixNeeded;
    return limit;
}

class GrowthLimitTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

TEST_F(GrowthLimitTextTest, NamesThePlanTheYearTheLimitAndTheWayOut)
{
    const QString text =
        GrowthLimitText::explain(outgrown(70), QStringLiteral("InfiniBand NDR"), QLocale::c());
    for (const char* part : {"InfiniBand NDR", "year 4", "8640 nodes", "64-port", "8 rails",
                             "at most 8192", "at least 70 ports", "fewer rails"})
        EXPECT_TRUE(text.contains(QString::fromLatin1(part))) << part << ": " << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("accepted")));

    const QString noRadix =
        GrowthLimitText::explain(outgrown(std::nullopt), QStringLiteral("IB"), QLocale::c());
    EXPECT_FALSE(noRadix.contains(QStringLiteral("ports,"))) << noRadix.toStdString();
    EXPECT_TRUE(noRadix.contains(QStringLiteral("8192 nodes")));
}

// Too large from the first year: "let the cluster grow to at most 8,192 nodes" was offered for
// a cluster that starts at 20,000 and does not grow (found by a stranger).
TEST_F(GrowthLimitTextTest, AClusterTooLargeFromTheStartIsToldToPlanFewerNodesNotToGrowLess)
{
    for (const std::optional<int> radix : {std::optional<int>(254), std::optional<int>()}) {
        GrowthLimit limit = outgrown(radix);
        limit.year = 1;
        limit.nodes = 20000;
        const QString text = GrowthLimitText::explain(limit, QStringLiteral("IB"), QLocale::c());
        EXPECT_TRUE(text.contains(QStringLiteral("plan a cluster of at most 8192 nodes")))
            << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("grow"))) << text.toStdString();
    }
    EXPECT_TRUE(GrowthLimitText::explain(outgrown(70), QStringLiteral("IB"), QLocale::c())
                    .contains(QStringLiteral("let the cluster grow to at most 8192 nodes")));
}

// A scheduled fabric holds what its maker publishes: it is no fat-tree, and neither a larger
// radix nor more oversubscription helps (found by a stranger, issue 41).
TEST_F(GrowthLimitTextTest, AScheduledFabricIsNamedWithItsSizeAndNoFatTreeAdvice)
{
    GrowthLimit limit = outgrown(std::nullopt);
    limit.planId = "roce";
    limit.year = 1;
    limit.nodes = 5000;
    limit.maxNodes = 3375;
    limit.design.switchRadix = 18;
    limit.design.scheduled = ScheduledFabric{20, 128, 27000};
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        const QString text = GrowthLimitText::explain(limit, QStringLiteral("RoCE"), QLocale::c());
        for (const char* figure : {"5000", "27000", "3375", "8"})
            EXPECT_TRUE(text.contains(QString::fromLatin1(figure)))
                << language << ": " << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("fat-tree"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("oversubscription"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("胖树"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("收敛比"))) << text.toStdString();
    }
    i18n::installLanguage(QStringLiteral("en"));
    EXPECT_TRUE(
        GrowthLimitText::explain(limit, QStringLiteral("RoCE"), QLocale::c())
            .contains(QStringLiteral("scheduled fabric holds at most 27000 endpoint ports")));
}

TEST_F(GrowthLimitTextTest, ChineseHasTheSameFiguresAndNoEnglishSentence)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString text = GrowthLimitText::explain(outgrown(70), QStringLiteral("InfiniBand NDR"),
                                                  QLocale(QLocale::Chinese, QLocale::China));
    for (const char* part : {"InfiniBand NDR", "4", "8,640", "8,192", "70"})
        EXPECT_TRUE(text.contains(QString::fromLatin1(part))) << part << ": " << text.toStdString();
    QString rest = text;
    rest.remove(QStringLiteral("InfiniBand NDR"));
    EXPECT_FALSE(rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
        << text.toStdString();
}

TEST_F(GrowthLimitTextTest, FabricTCOsOwnNodeLimitIsNotCalledTheTopologys)
{
    // Issue 34: "a fat-tree of 1024-port switches ... holds at most 100000 nodes" named the
    // model's cap as the topology's (such a fat-tree holds millions).
    GrowthLimit limit = outgrown(std::nullopt);
    limit.nodes = 135000;
    limit.maxNodes = 100000;
    limit.design.switchRadix = 1024;
    limit.modelLimit = true;
    const QString text = GrowthLimitText::explain(limit, QStringLiteral("IB"), QLocale::c());
    EXPECT_FALSE(text.contains(QStringLiteral("fat-tree"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("FabricTCO costs a fabric of at most 100000 nodes")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("not the switches'")));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = GrowthLimitText::explain(limit, QStringLiteral("IB"),
                                                     QLocale(QLocale::Chinese, QLocale::China));
    EXPECT_TRUE(chinese.contains(QStringLiteral("100,000"))) << chinese.toStdString();
    EXPECT_FALSE(QString(chinese)
                     .remove(QStringLiteral("FabricTCO"))
                     .contains(QRegularExpression(QStringLiteral("[a-z]{4,}"))))
        << chinese.toStdString();
}

} // namespace
