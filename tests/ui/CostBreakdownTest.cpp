// SPDX-License-Identifier: GPL-3.0-or-later
// The cost table says how each amount is made: the engine's line items with their formulas and
// exact amounts, as `fabrictco-cli tco --breakdown` lists them.
#include "ui/results/CostBreakdown.h"

#include "UiTestSupport.h"
#include "core/model/Examples.h"
#include "presentation/FormulaWords.h"
#include "presentation/LineItemText.h"
#include "presentation/MoneyFormat.h"
#include "translations/I18n.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultsView.h"

#include <QRegularExpression>
#include <QTableView>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class CostBreakdownTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        i18n::installLanguage(QStringLiteral("en"));
        data = ComparisonComputer::compute(Examples::load("llm-training"),
                                           std::make_shared<const Catalog>(CatalogCache::get()));
        ASSERT_TRUE(data.tco);
        owned = std::make_unique<ResultsView>();
        owned->setData(data);
    }
    /// The first row of `category` with a non-zero amount.
    int rowOf(CostCategory category) const
    {
        for (std::size_t r = 0; r < data.costTable.size(); ++r)
            if (data.costTable[r].costCategory == category && !data.costTable[r].nominal.isZero())
                return static_cast<int>(r);
        return -1;
    }
    ComparisonData data;
    std::unique_ptr<ResultsView> owned;
    ResultsView& view() { return *owned; }
};

TEST_F(CostBreakdownTest, EveryCellsItemsAddUpToItsAmount)
{
    for (const CostRow& row : data.costTable) {
        Money sum = Money::zero(row.nominal.currency());
        for (const LineItem* item :
             CostBreakdown::items(*data.tco, row.planIndex, row.year, row.costCategory))
            sum = sum + item->amount;
        EXPECT_EQ(sum, row.nominal)
            << row.plan.toStdString() << " " << row.year << " " << costCategoryId(row.costCategory);
    }
}

TEST_F(CostBreakdownTest, TheNominalCellsTooltipListsEachFormulaAndExactAmount)
{
    const int r = rowOf(CostCategory::Hardware);
    ASSERT_GE(r, 0);
    const CostRow& row = data.costTable[std::size_t(r)];
    const QString tip = view().costTable()->model()->index(r, 3).data(Qt::ToolTipRole).toString();
    const auto items = CostBreakdown::items(*data.tco, row.planIndex, row.year, row.costCategory);
    ASSERT_FALSE(items.empty());
    for (const LineItem* item : items) {
        EXPECT_TRUE(tip.contains(FormulaWords::formula(item->formula))) << item->formulaText();
        EXPECT_TRUE(tip.contains(MoneyFormat(QLocale()).format(item->amount)));
    }
}

TEST_F(CostBreakdownTest, SelectingARowShowsItsLineItemsAndTheExactTotal)
{
    const int r = rowOf(CostCategory::Staff);
    ASSERT_GE(r, 0);
    const CostRow& row = data.costTable[std::size_t(r)];
    view().costTable()->setCurrentIndex(view().costTable()->model()->index(r, 3));
    const QTableWidget* detail = view().breakdownTable();
    const auto items = CostBreakdown::items(*data.tco, row.planIndex, row.year, row.costCategory);
    ASSERT_EQ(detail->rowCount(), int(items.size()) + 1);
    EXPECT_EQ(detail->item(0, 0)->text(), LineItemText::label(items.front()->what));
    EXPECT_EQ(detail->item(0, 1)->text(), FormulaWords::formula(items.front()->formula));
    // The engine's formula, with the inputs' keys, stays at hand as a reference.
    EXPECT_TRUE(detail->item(0, 1)->toolTip().contains(
        QString::fromStdString(items.front()->formulaText())));
    EXPECT_EQ(detail->item(0, 2)->data(Qt::UserRole).toString(),
              QString::fromStdString(items.front()->amount.toString()));
    const int last = detail->rowCount() - 1;
    EXPECT_EQ(detail->item(last, 0)->text(), QStringLiteral("Total"));
    EXPECT_EQ(detail->item(last, 2)->data(Qt::UserRole).toString(),
              QString::fromStdString(row.nominal.toString()));
    // An edit refills the table; the row being read stays selected and explained.
    view().setData(data);
    EXPECT_EQ(view().costTable()->currentIndex().row(), r);
    EXPECT_EQ(view().breakdownTable()->rowCount(), int(items.size()) + 1);
}

TEST_F(CostBreakdownTest, NothingToShowIsSaidInWords)
{
    EXPECT_TRUE(CostBreakdown::items(*data.tco, 99, 1, CostCategory::Hardware).empty());
    EXPECT_TRUE(CostBreakdown::items(*data.tco, 0, 99, CostCategory::Hardware).empty());
    EXPECT_EQ(CostBreakdown::tooltip({}, QLocale()),
              QStringLiteral("No cost in this category this year."));
    QTableWidget table;
    CostBreakdown::fill(table, {}, Money::zero(Currency::usd()), QLocale());
    ASSERT_EQ(table.rowCount(), 1);
    EXPECT_EQ(table.item(0, 0)->text(), QStringLiteral("No cost in this category this year."));
    // Without computed costs (e.g. a catalog error) the detail asks for nothing it cannot show.
    ComparisonData empty;
    view().setData(empty);
    EXPECT_EQ(view().breakdownTable()->rowCount(), 0);
}

TEST_F(CostBreakdownTest, InChineseTheTotalRowIsTranslated)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const int r = rowOf(CostCategory::Hardware);
    view().costTable()->setCurrentIndex(view().costTable()->model()->index(r, 3));
    const int last = view().breakdownTable()->rowCount() - 1;
    EXPECT_NE(view().breakdownTable()->item(last, 0)->text(), QStringLiteral("Total"));
    i18n::installLanguage(QStringLiteral("en"));
}

} // namespace

namespace {

TEST_F(CostBreakdownTest, AnInputAtItsMeanSaysSoWithItsRangeAndMostLikelyValue)
{
    // The InfiniBand switch price: 32,000 to 50,000 USD, most likely 36,000 (triangular); the
    // formulas use its mean, 39,333.333333333.
    const auto items = CostBreakdown::items(*data.tco, 0, 1, CostCategory::Hardware);
    ASSERT_FALSE(items.empty());
    const CostBreakdown::RangeNote note =
        CostBreakdown::rangeNote(items, data.tco->parameters.at(0));
    EXPECT_TRUE(note.details.split(QLatin1Char('\n'))
                    .contains(QStringLiteral("Switch price 39,333.333333333 USD (from 32,000.00 "
                                             "USD to 50,000.00 USD, most likely 36,000.00 USD)")))
        << note.details.toStdString();
    // Named once, however many lines use it.
    EXPECT_EQ(note.text.count(QStringLiteral("Switch price")), 1) << note.text.toStdString();
    EXPECT_EQ(note.details.count(QStringLiteral("Switch price")), 1) << note.details.toStdString();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const CostBreakdown::RangeNote chinese =
        CostBreakdown::rangeNote(items, data.tco->parameters.at(0));
    for (QString words : {chinese.text, chinese.details}) {
        words.remove(QRegularExpression(QStringLiteral("\\b(USD|CNY)\\b")));
        EXPECT_FALSE(words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << words.toStdString();
    }
}

TEST_F(CostBreakdownTest, NoNoteWhenEveryInputIsAtItsMostLikelyValue)
{
    const CostBreakdown::RangeNote note = CostBreakdown::rangeNote({}, data.tco->parameters.at(0));
    EXPECT_TRUE(note.text.isEmpty());
    EXPECT_TRUE(note.details.isEmpty());
}

} // namespace
