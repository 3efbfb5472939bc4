// SPDX-License-Identifier: GPL-3.0-or-later
// A range the user gives (issue 35, item 1): the value's menu "Uncertainty range..." asks for
// low, most likely and high; the most likely becomes the user's value and the range the
// document's own, drawn by the risk analysis; one undo step takes both back; the range can be
// removed again, leaving the typed value firm.
#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/RangeDialog.h"
#include "ui/plans/ValueEditor.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class RangeDialogTest : public test::ExampleWindowTest
{
protected:
    /// Triggers the field's range action and answers the dialog with `answer`.
    void answerRange(ValueEditor* editor, const std::function<void(RangeDialog&)>& answer)
    {
        bool answered = false;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<RangeDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr);
            answer(*dialog);
            answered = true;
        });
        editor->rangeAction()->trigger();
        EXPECT_TRUE(answered);
        QCoreApplication::processEvents();
    }
    static void fill(RangeDialog& dialog, const char* low, const char* mostLikely, const char* high)
    {
        const QList<QLineEdit*> edits = dialog.findChildren<QLineEdit*>();
        ASSERT_EQ(edits.size(), 3);
        edits[0]->setText(QString::fromLatin1(low));
        edits[1]->setText(QString::fromLatin1(mostLikely));
        edits[2]->setText(QString::fromLatin1(high));
    }
    static QPushButton* ok(RangeDialog& dialog)
    {
        return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    }
};

TEST_F(RangeDialogTest, ARangeSetsTheMostLikelyValueAndTheRangeInOneUndoStep)
{
    ValueEditor* price = window->plansView()->planEditor("ib", QStringLiteral("price.switch"));
    ASSERT_NE(price, nullptr);
    EXPECT_TRUE(price->rangeAction()->isVisible());
    answerRange(price, [](RangeDialog& dialog) {
        fill(dialog, "30000", "28000", "33000"); // out of order: refused
        EXPECT_FALSE(ok(dialog)->isEnabled());
        fill(dialog, "28000", "30000", "33000");
        EXPECT_TRUE(ok(dialog)->isEnabled());
        dialog.accept();
    });
    const PlanSpec& ib = window->document()->scenario().plans.at(0);
    EXPECT_EQ(ib.overrides.at("price.switch").value, Decimal(30000));
    EXPECT_EQ(ib.uncertainty.at("price.switch"),
              (Uncertainty{DistributionShape::Pert, Decimal(28000), Decimal(33000)}));
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().plans.at(0).overrides.count("price.switch"), 0u);
    EXPECT_EQ(window->document()->scenario().plans.at(0).uncertainty.count("price.switch"), 0u);
}

TEST_F(RangeDialogTest, RemovingTheRangeLeavesTheTypedValueFirm)
{
    ValueEditor* price = window->plansView()->planEditor("ib", QStringLiteral("price.switch"));
    answerRange(price, [](RangeDialog& dialog) {
        fill(dialog, "28000", "30000", "33000");
        dialog.accept();
    });
    answerRange(price, [](RangeDialog& dialog) {
        QPushButton* remove = nullptr;
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text().contains(QStringLiteral("Remove")))
                remove = button;
        ASSERT_NE(remove, nullptr);
        remove->click();
    });
    const PlanSpec& ib = window->document()->scenario().plans.at(0);
    EXPECT_EQ(ib.overrides.at("price.switch").value, Decimal(30000));
    EXPECT_EQ(ib.uncertainty.count("price.switch"), 0u);
}

TEST_F(RangeDialogTest, AShareIsGivenInPercentAndStaysWithinItsBounds)
{
    ValueEditor* utilisation = nullptr;
    for (ValueEditor* editor : window->findChildren<ValueEditor*>())
        if (editor->toolTip().contains(QStringLiteral("GPU utilisation")))
            utilisation = editor;
    ASSERT_NE(utilisation, nullptr);
    answerRange(utilisation, [](RangeDialog& dialog) {
        fill(dialog, "60", "80", "112.5"); // above 100 %
        EXPECT_FALSE(ok(dialog)->isEnabled());
        fill(dialog, "60", "80", "95");
        dialog.accept();
    });
    EXPECT_EQ(window->document()->scenario().uncertainty.at("utilisation"),
              (Uncertainty{DistributionShape::Pert, Decimal::parse("0.6"), Decimal::parse("0.95")}));
}

} // namespace
