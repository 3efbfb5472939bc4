// SPDX-License-Identifier: GPL-3.0-or-later
// The price to beat's rows and sentences (issue 43), shared by the window's page, the report and
// the XLSX: every item once under its plan's heading, the change equal to the difference of the
// printed figures, "never" where no value closes the gap, a vendor quote's turning point in
// words, and the document's currency named in the headers instead of in every cell.
#include "presentation/PriceToBeatText.h"

#include "core/model/Examples.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/TcoEngine.h"
#include "presentation/MoneyFormat.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class PriceToBeatTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void SetUp() override { ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en"))); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    PriceToBeatResult result = [this] {
        const ComparedPlans pair = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
        return PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
    }();
    std::map<std::string, QString> names{{"ib", QStringLiteral("InfiniBand NDR")},
                                         {"roce", QStringLiteral("RoCE, one vendor")}};
    const QLocale english{QLocale::English, QLocale::UnitedStates};

    /// The digits of a printed figure ("-19,219.28", "15.00 %", "31,200.00, quoted").
    static Decimal printed(QString text)
    {
        text.remove(QLatin1Char(','))
            .remove(QStringLiteral(" %"))
            .remove(QStringLiteral(", quoted"));
        return Decimal::parse(text.toStdString());
    }
};

} // namespace

TEST_F(PriceToBeatTextTest, EveryItemOnceUnderItsPlansHeading)
{
    const PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    ASSERT_EQ(text.lines().size(), result.items.size());
    const auto groups = text.groups();
    ASSERT_GE(groups.size(), 2u);
    EXPECT_EQ(groups[0].heading, QStringLiteral("InfiniBand NDR (the runner-up)"));
    EXPECT_EQ(groups[1].heading, QStringLiteral("RoCE, one vendor (recommended)"));
    std::size_t listed = 0;
    for (const auto& group : groups)
        for (const PriceToBeatLine* line : group.lines) {
            EXPECT_EQ(line, &text.lines()[listed]) << "in the result's order";
            ++listed;
        }
    EXPECT_EQ(listed, result.items.size());
    // The document's currency once, in the headers.
    EXPECT_EQ(text.columns().at(1), QStringLiteral("Priced at (USD)"));
    EXPECT_EQ(text.columns(QLatin1Char('\n')).at(2), QStringLiteral("Price to beat\n(USD)"));
}

TEST_F(PriceToBeatTextTest, ThePrintedChangeIsTheDifferenceOfThePrintedFigures)
{
    const PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    int reached = 0;
    for (const PriceToBeatLine& line : text.lines()) {
        const QStringList cells = text.cells(line);
        ASSERT_EQ(cells.size(), text.columns().size());
        if (!line.priceToBeat) {
            EXPECT_EQ(cells[2], QStringLiteral("never")) << line.item->key;
            EXPECT_EQ(cells[3], QStringLiteral("\u2013"));
            EXPECT_TRUE(line.when.startsWith(QStringLiteral("never"))) << line.when.toStdString();
            continue;
        }
        ++reached;
        EXPECT_EQ(printed(cells[3]), printed(cells[2]) - printed(cells[1]))
            << line.item->key << ": " << cells.join(QStringLiteral(" | ")).toStdString();
        EXPECT_EQ(*line.priceToBeat, line.item->breakEven);
    }
    EXPECT_GT(reached, 5);
}

TEST_F(PriceToBeatTextTest, SharesInPerCentAndPricesInTheirOwnCurrency)
{
    const PriceToBeatText plain(result, {}, names, kDefaultRounding, english);
    for (const PriceToBeatLine& line : plain.lines()) {
        const QString pricedAt = plain.cells(line)[1];
        if (line.item->key == "support.share")
            EXPECT_TRUE(pricedAt.endsWith(QStringLiteral(" %"))) << pricedAt.toStdString();
        else
            EXPECT_FALSE(pricedAt.contains(QStringLiteral("USD"))) << pricedAt.toStdString();
    }
    // A CNY catalog price among USD ones: no currency in the headers, each cell names its own
    // (a stranger found CNY headers over USD cells).
    for (PriceToBeatItem& item : result.items)
        if (item.key == "price.nic")
            item.current.currency = Currency::cny();
    const PriceToBeatText mixed(result, {}, names, kDefaultRounding, english);
    EXPECT_EQ(mixed.columns().at(1), QStringLiteral("Priced at"));
    for (const PriceToBeatLine& line : mixed.lines()) {
        const QString pricedAt = mixed.cells(line)[1];
        if (line.item->key == "price.nic") {
            EXPECT_TRUE(pricedAt.endsWith(QStringLiteral(" CNY"))) << pricedAt.toStdString();
        } else if (!line.isShare) {
            EXPECT_TRUE(pricedAt.endsWith(QStringLiteral(" USD"))) << pricedAt.toStdString();
        }
    }
}

TEST_F(PriceToBeatTextTest, APairWithoutTheRecommendedPlanIsNotCalledRecommended)
{
    PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    text.setPairOutsideRecommendation(true);
    EXPECT_FALSE(text.summary().contains(QStringLiteral("recommended")))
        << text.summary().toStdString();
    EXPECT_TRUE(
        text.summary().startsWith(QStringLiteral("Of these two, RoCE, one vendor is the cheaper")));
    EXPECT_EQ(text.groups().at(1).heading,
              QStringLiteral("RoCE, one vendor (the cheaper of the two)"));
}

TEST_F(PriceToBeatTextTest, AnInputWithARangeOfItsOwnIsNamed)
{
    const PriceToBeatText none(result, {}, names, kDefaultRounding, english);
    EXPECT_TRUE(none.rangeSentences().isEmpty());
    result.items.front().rangeOfItsOwn = true;
    const PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    ASSERT_EQ(text.rangeSentences().size(), 1);
    EXPECT_TRUE(text.rangeSentences().front().startsWith(text.lines().front().input +
                                                         QStringLiteral(" of ")));
    EXPECT_TRUE(text.lines().front().when.contains(QStringLiteral("range of its own")));
}

TEST_F(PriceToBeatTextTest, AQuoteSaysWhereTheAnswerTurns)
{
    PriceToBeatItem* quoted = nullptr;
    for (PriceToBeatItem& item : result.items)
        if (item.planId == result.runnerUpPlanId && item.key == "price.switch")
            quoted = &item;
    ASSERT_NE(quoted, nullptr);
    quoted->source = ValueSource::Quote;
    const PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    const QStringList sentences = text.quoteSentences();
    ASSERT_EQ(sentences.size(), 1);
    EXPECT_TRUE(sentences[0].contains(QStringLiteral("at or below")));
    EXPECT_TRUE(sentences[0].contains(MoneyFormat(english).formatDecimal(quoted->breakEven, 2)))
        << sentences[0].toStdString();
    for (const PriceToBeatLine& line : text.lines()) {
        if (line.item == quoted) {
            EXPECT_TRUE(text.cells(line)[1].endsWith(QStringLiteral(", quoted")));
        }
    }
}

TEST_F(PriceToBeatTextTest, DiscountsNameBothPlans)
{
    const PriceToBeatText text(result, {}, names, kDefaultRounding, english);
    const QStringList sentences = text.discountSentences();
    ASSERT_EQ(sentences.size(), 2);
    EXPECT_TRUE(sentences[0].startsWith(QStringLiteral("InfiniBand NDR is at most as dear as "
                                                       "RoCE, one vendor with a discount of")))
        << sentences[0].toStdString();
    EXPECT_TRUE(sentences[1].contains(QStringLiteral("up to a rise of")));
}

TEST_F(PriceToBeatTextTest, TheChineseTableIsTranslated)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const PriceToBeatText text(result, {}, names, kDefaultRounding,
                               QLocale(QLocale::Chinese, QLocale::China));
    for (const QString& column : text.columns())
        EXPECT_FALSE(column.contains(QStringLiteral("Price"))) << column.toStdString();
    EXPECT_FALSE(text.summary().contains(QStringLiteral("recommended")));
    EXPECT_FALSE(text.groups().at(0).heading.contains(QStringLiteral("runner-up")));
}
