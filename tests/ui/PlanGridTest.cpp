// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37, item 2: one rule for a plan's name in the window and `fabrictco-cli plan`. Names are
// unique while typing in the window too (they were only in the CLI), and a plan added in the
// window is made as `plan add` makes it.
#include "ui/plans/PlanGrid.h"

#include "ExampleWindowTest.h"
#include "core/model/PlanEdits.h"
#include "ui/document/PlanCommands.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/PlanNameEdit.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QAccessible>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class PlanGridTest : public test::ExampleWindowTest
{
protected:
    PlanNameEdit* nameEdit(const std::string& planId) const
    {
        for (PlanNameEdit* edit : window->plansView()->findChildren<PlanNameEdit*>())
            if (window->plansView()->planIdOf(edit) == planId)
                return edit;
        return nullptr;
    }
    const PlanSpec& plan(std::size_t index) const
    {
        return window->document()->scenario().plans.at(index);
    }
};

TEST_F(PlanGridTest, ANameIsKeptWhenTheFieldIsLeftAsOneUndoStep)
{
    PlanNameEdit* ib = nameEdit(plan(0).id);
    ASSERT_NE(ib, nullptr);
    const std::string before = plan(0).name;
    const int steps = window->document()->undoStack()->count();
    ib->setFocus();
    ib->selectAll();
    QTest::keyClicks(ib, QStringLiteral("  NDR fabric "));
    // Typing changes nothing yet: no half-typed names in the results, no risk run per key.
    EXPECT_EQ(plan(0).name, before);
    Q_EMIT ib->editingFinished(); // as when the focus moves on (Tab, Enter, a click)
    EXPECT_EQ(plan(0).name, "NDR fabric");
    EXPECT_EQ(ib->text(), QStringLiteral("NDR fabric")) << "shown as kept, without the spaces";
    EXPECT_EQ(window->document()->undoStack()->count(), steps + 1);
}

TEST_F(PlanGridTest, ANameAnotherPlanHasIsNotTakenAndTheFieldSaysWhyUntilFixed)
{
    PlanNameEdit* ib = nameEdit(plan(0).id);
    ASSERT_NE(ib, nullptr);
    const std::string before = plan(0).name;
    const QString taken = QString::fromStdString(plan(1).name).toUpper(); // case aside
    ib->setFocus();
    ib->selectAll();
    QTest::keyClicks(ib, taken);
    EXPECT_TRUE(ib->problem().contains(taken)) << ib->problem().toStdString();
    EXPECT_EQ(ib->accessibleDescription(), ib->problem()) << "said to screen readers too";
    Q_EMIT ib->editingFinished();
    // Left as it is: the plan keeps its name, the field keeps the text and says why.
    EXPECT_EQ(plan(0).name, before);
    EXPECT_EQ(ib->text(), taken);
    EXPECT_FALSE(ib->problem().isEmpty());
    // Another edit elsewhere refreshes the plans; the field still shows what was typed.
    ASSERT_TRUE(window->plansView()->renamePlan(plan(1).id, QStringLiteral("RoCE B")));
    EXPECT_EQ(ib->text(), taken);
    // Now the name is free: fixed, and kept when the field is left.
    ib->setFocus();
    QTest::keyClicks(ib, QStringLiteral("X"));
    EXPECT_TRUE(ib->problem().isEmpty());
    Q_EMIT ib->editingFinished();
    EXPECT_EQ(QString::fromStdString(plan(0).name), taken + QLatin1Char('X'));
}

TEST_F(PlanGridTest, TheReasonShowsATypedNameLiterally)
{
    // The reason quotes the name: a name that looks like markup must read as typed.
    ASSERT_TRUE(window->plansView()->renamePlan(plan(1).id, QStringLiteral("<b>RoCE</b>")));
    PlanNameEdit* ib = nameEdit(plan(0).id);
    ASSERT_NE(ib, nullptr);
    ib->setFocus();
    ib->selectAll();
    QTest::keyClicks(ib, QStringLiteral("<b>RoCE</b>"));
    ASSERT_TRUE(ib->problem().contains(QStringLiteral("<b>RoCE</b>")));
    EXPECT_FALSE(ib->toolTip().contains(QStringLiteral("<b>"))) << ib->toolTip().toStdString();
    EXPECT_TRUE(ib->toolTip().contains(QStringLiteral("&lt;b&gt;RoCE&lt;/b&gt;")))
        << ib->toolTip().toStdString();
}

TEST_F(PlanGridTest, AnEmptyNameIsNotKept)
{
    PlanNameEdit* ib = nameEdit(plan(0).id);
    ASSERT_NE(ib, nullptr);
    const std::string before = plan(0).name;
    ib->setFocus();
    ib->selectAll();
    QTest::keyClick(ib, Qt::Key_Delete);
    EXPECT_FALSE(ib->problem().isEmpty());
    Q_EMIT ib->editingFinished();
    EXPECT_EQ(plan(0).name, before);
}

TEST_F(PlanGridTest, ARenameThatCannotBeKeptChangesNothingAndIsNoUndoStep)
{
    const int steps = window->document()->undoStack()->count();
    EXPECT_FALSE(window->plansView()->renamePlan(plan(0).id, QStringLiteral("   ")));
    EXPECT_FALSE(window->plansView()->renamePlan(plan(0).id, QString::fromStdString(plan(1).name)));
    EXPECT_EQ(window->document()->undoStack()->count(), steps);
    // Surrounding spaces are not part of a name, as in the CLI.
    EXPECT_TRUE(window->plansView()->renamePlan(plan(0).id, QStringLiteral("  NDR  ")));
    EXPECT_EQ(plan(0).name, "NDR");
}

TEST_F(PlanGridTest, AnAddedPlanTakesItsFabricsDesignAndAFreeName)
{
    ScenarioDocument& document = *window->document();
    const PlanSpec ib = plan(0);
    ASSERT_EQ(ib.fabric(), Fabric::InfiniBand);
    // A plan already has the name the next plan would get.
    ASSERT_TRUE(window->plansView()->renamePlan(plan(1).id, QStringLiteral("InfiniBand plan 2")));
    const std::string id = PlanCommands::addPlan(document, Fabric::InfiniBand);
    const PlanSpec* added = document.scenario().plan(id);
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->name, "InfiniBand plan 3") << "the second InfiniBand plan, 2 being taken";
    EXPECT_EQ(added->products, ib.products) << "as `plan add`: the first IB plan's parts";
    EXPECT_EQ(added->design.railsPerNode, ib.design.railsPerNode);
    EXPECT_TRUE(added->overrides.empty());
    EXPECT_EQ(PlanEdits::checkName(document.scenario(), added->name, id).problem,
              PlanEdits::NameProblem::None);
}

// An input only the other fabric's plans read is shown, not edited, in a plan's column, and its
// tooltip says whose it is: "RoCE loss, tuned" typed into an InfiniBand plan changed nothing.
TEST_F(PlanGridTest, AnInputOfTheOtherFabricIsShownButNotEdited)
{
    const PlanSpec ib = plan(0);
    const PlanSpec roce = plan(1);
    ASSERT_EQ(ib.fabric(), Fabric::InfiniBand);
    ASSERT_EQ(roce.fabric(), Fabric::RoCE);
    const PlansView& view = *window->plansView();
    for (const char* key : {"efficiency_loss_tuned", "config_incidents_per_year"}) {
        const ValueEditor* onIb = view.planEditor(ib.id, QString::fromLatin1(key));
        const ValueEditor* onRoce = view.planEditor(roce.id, QString::fromLatin1(key));
        ASSERT_NE(onIb, nullptr) << key;
        ASSERT_NE(onRoce, nullptr) << key;
        EXPECT_FALSE(onIb->isEnabled()) << key;
        EXPECT_EQ(onIb->toolTip(), QStringLiteral("Only for RoCE (Ethernet) plans.")) << key;
        EXPECT_TRUE(onRoce->isEnabled()) << key;
    }
    const ValueEditor* ibLoss = view.planEditor(roce.id, QStringLiteral("efficiency_loss"));
    ASSERT_NE(ibLoss, nullptr);
    EXPECT_FALSE(ibLoss->isEnabled());
    EXPECT_TRUE(view.planEditor(ib.id, QStringLiteral("efficiency_loss"))->isEnabled());
}

// Adaptive routing and SHARP are on or off: a check box per plan, not a spin box to type 0 or
// 1 into, named with its plan for a screen reader and one undo step per click.
TEST_F(PlanGridTest, AnOnOffInputIsACheckBoxNamedWithItsPlan)
{
    const PlanSpec ib = plan(0);
    const PlansView& view = *window->plansView();
    ValueEditor* routing = view.planEditor(ib.id, QStringLiteral("adaptive_routing"));
    ASSERT_NE(routing, nullptr);
    QCheckBox* box = routing->checkBox();
    ASSERT_NE(box, nullptr) << "a spin box from 0 to 1";
    EXPECT_EQ(routing->lineEdit(), nullptr);
    EXPECT_TRUE(box->isChecked()) << "InfiniBand routes adaptively by default";
    QAccessibleInterface* read = QAccessible::queryAccessibleInterface(box);
    ASSERT_NE(read, nullptr);
    EXPECT_EQ(read->role(), QAccessible::CheckBox);
    EXPECT_TRUE(read->state().checked);
    EXPECT_TRUE(read->text(QAccessible::Name).contains(QString::fromStdString(ib.name)))
        << read->text(QAccessible::Name).toStdString();

    const int steps = window->document()->undoStack()->count();
    box->click();
    EXPECT_FALSE(read->state().checked);
    const auto set = plan(0).overrides.find("adaptive_routing");
    ASSERT_NE(set, plan(0).overrides.end());
    EXPECT_TRUE(set->second.value.isZero());
    EXPECT_EQ(window->document()->undoStack()->count(), steps + 1);
    window->document()->undoStack()->undo();
    EXPECT_TRUE(box->isChecked());
    EXPECT_NE(view.planEditor(ib.id, QStringLiteral("sharp"))->checkBox(), nullptr);
}

// A name that wraps to more lines than its neighbour's keeps the boxes lined up at the top
// (each was centred in the row, found at 1.5x scale).
TEST_F(PlanGridTest, NameBoxesLineUpAtTheTopWhenOneNameWraps)
{
    window->resize(1280, 720);
    window->show();
    ASSERT_TRUE(window->plansView()->renamePlan(
        plan(1).id, QStringLiteral("RoCE, Spectrum-X with BlueField-3 SuperNICs, vendor B, "
                                   "second round of quotes")));
    QCoreApplication::processEvents();
    const PlanNameEdit* first = nameEdit(plan(0).id);
    const PlanNameEdit* second = nameEdit(plan(1).id);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    ASSERT_GT(second->height(), first->height()) << "the long name wraps";
    EXPECT_EQ(first->geometry().top(), second->geometry().top());
}

// A row of values in two currencies says both, and each value its own: in the yuan example the
// row read "CNY per switch" above "≈39333.33 USD" and a quote of 150000.00 CNY with no word of
// its currency (found by a stranger). A row of one currency says it once, on the row.
TEST_F(PlanGridTest, AMoneyRowInTwoCurrenciesNamesEachValuesCurrency)
{
    ASSERT_TRUE(window->openExample(QStringLiteral("ceph-storage")));
    ASSERT_EQ(window->document()->scenario().cluster.currency, Currency::cny());
    const PlansView& view = *window->plansView();
    const QString ib =
        view.planEditor(plan(0).id, QStringLiteral("price.switch"))->lineEdit()->accessibleName();
    const QString roce =
        view.planEditor(plan(1).id, QStringLiteral("price.switch"))->lineEdit()->accessibleName();
    EXPECT_TRUE(ib.contains(QStringLiteral(", USD"))) << ib.toStdString();
    EXPECT_TRUE(roce.contains(QStringLiteral(", CNY"))) << roce.toStdString();
    bool rowSaysBoth = false;
    for (const QLabel* label : view.findChildren<QLabel*>())
        rowSaysBoth = rowSaysBoth || label->text().contains(QStringLiteral("USD/CNY per switch"));
    EXPECT_TRUE(rowSaysBoth);
    // The NIC's catalog prices are in USD for both plans: the row says so, the values need not.
    bool rowSaysDollars = false;
    for (const QLabel* label : view.findChildren<QLabel*>())
        rowSaysDollars =
            rowSaysDollars || label->text().contains(QStringLiteral(">USD per NIC port"));
    EXPECT_TRUE(rowSaysDollars);

    ASSERT_TRUE(window->openExample(QStringLiteral("llm-training")));
    const QString usd = window->plansView()
                            ->planEditor(plan(0).id, QStringLiteral("price.switch"))
                            ->lineEdit()
                            ->accessibleName();
    EXPECT_FALSE(usd.contains(QStringLiteral(", USD"))) << usd.toStdString();
}

} // namespace
