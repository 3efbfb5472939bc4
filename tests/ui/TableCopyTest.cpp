// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/TableCopy.h"

#include "UiTestSupport.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMimeData>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace fabrictco::ui;

namespace {

QTableWidget* table()
{
    auto* t = new QTableWidget(2, 2);
    t->setHorizontalHeaderLabels({QStringLiteral("Plan"), QStringLiteral("Cost (USD)")});
    t->verticalHeader()->setVisible(false);
    t->setItem(0, 0, new QTableWidgetItem(QStringLiteral("IB")));
    auto* amount = new QTableWidgetItem(QStringLiteral("1,234,567.89"));
    amount->setData(Qt::UserRole, QStringLiteral("1234567.89"));
    t->setItem(0, 1, amount);
    t->setItem(1, 0, new QTableWidgetItem(QStringLiteral("RoCE\tB")));
    return t;
}

TEST(TableCopyTest, HeaderRowThenCellsSeparatedByTabsWithExactNumbers)
{
    fabrictco::test::ensureApplication();
    std::unique_ptr<QTableWidget> t(table());
    const QString tsv = TableCopy::toTsv(*t);
    // The exact value, not the grouped text, so a spreadsheet reads a number.
    EXPECT_EQ(tsv, QStringLiteral("Plan\tCost (USD)\nIB\t1234567.89\nRoCE B\t\n"));
}

TEST(TableCopyTest, RowHeadersBecomeTheFirstColumn)
{
    fabrictco::test::ensureApplication();
    std::unique_ptr<QTableWidget> t(table());
    t->verticalHeader()->setVisible(true);
    t->setVerticalHeaderLabels({QStringLiteral("a"), QStringLiteral("b")});
    EXPECT_TRUE(TableCopy::toTsv(*t).startsWith(QStringLiteral("\tPlan\tCost (USD)\na\tIB\t")));
}

TEST(TableCopyTest, ClipboardCarriesTheTsvFlavour)
{
    fabrictco::test::ensureApplication();
    std::unique_ptr<QTableWidget> t(table());
    TableCopy::copyToClipboard(*t);
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    ASSERT_NE(mime, nullptr);
    EXPECT_EQ(mime->text(), TableCopy::toTsv(*t));
}

} // namespace
