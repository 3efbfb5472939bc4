// SPDX-License-Identifier: GPL-3.0-or-later
// The document's currency is chosen in the window (found by a stranger: only the CLI could set
// it, so a Chinese team could not see its figures in yuan, with local salaries and power).
#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"

#include <QAccessible>
#include <QComboBox>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

using CurrencyPickerTest = test::ExampleWindowTest;

void choose(QComboBox* box, const QString& code)
{
    const int index = box->findData(code);
    ASSERT_GE(index, 0) << code.toStdString();
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

} // namespace

TEST_F(CurrencyPickerTest, ChoosingYuanPricesTheDocumentInYuanAndUndoPutsItBack)
{
    QComboBox* picker = window->plansView()->currencyPicker();
    ASSERT_NE(picker, nullptr);
    ScenarioDocument* document = window->document();
    EXPECT_EQ(picker->currentData().toString(), QStringLiteral("USD"));
    choose(picker, QStringLiteral("CNY"));
    EXPECT_EQ(document->scenario().cluster.currency, Currency::cny());
    EXPECT_TRUE(document->isModified());
    document->undoStack()->undo();
    EXPECT_EQ(document->scenario().cluster.currency, Currency::usd());
    // The picker follows the document, not only the other way round.
    EXPECT_EQ(picker->currentData().toString(), QStringLiteral("USD"));
}

TEST_F(CurrencyPickerTest, ThePickerHasAnAccessibleNameAndAVisibleLabel)
{
    QComboBox* picker = window->plansView()->currencyPicker();
    EXPECT_EQ(picker->accessibleName(), QStringLiteral("Currency of the document"));
    // On Linux a combo box's accessible Name is its current text; the screen reader names it by
    // its label, through the Labelled relation the buddy label gives.
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(picker);
    ASSERT_NE(accessible, nullptr);
    EXPECT_EQ(accessible->text(QAccessible::Value), QStringLiteral("US dollar (USD)"));
    bool labelled = false;
    for (const auto& [other, relation] : accessible->relations(QAccessible::Label))
        labelled = labelled || other->text(QAccessible::Name) == QStringLiteral("Currency:");
    EXPECT_TRUE(labelled);
    EXPECT_EQ(picker->itemText(picker->findData(QStringLiteral("CNY"))),
              QStringLiteral("Chinese yuan (CNY)"));
}
