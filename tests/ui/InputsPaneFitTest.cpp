// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 38: the inputs pane is as wide as every plan's column needs, within what the results
// leave; a width the user drags to stays until the plans change.
#include "ui/mainwindow/InputsPaneFit.h"

#include "ExampleWindowTest.h"
#include "tests/support/WidgetApplication.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/results/ResultsView.h"

#include <QSplitter>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class InputsPaneFitTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        test::ExampleWindowTest::SetUp();
        window->resize(1280, 720);
        window->show();
        test::settleLayouts();
        splitter = window->findChild<QSplitter*>();
        fit = window->findChild<InputsPaneFit*>();
        ASSERT_NE(splitter, nullptr);
        ASSERT_NE(fit, nullptr);
    }
    int total() const { return splitter->width() - splitter->handleWidth(); }
    int inputsWidth() const { return splitter->sizes().value(0); }

    QSplitter* splitter = nullptr;
    InputsPaneFit* fit = nullptr;
};

TEST_F(InputsPaneFitTest, ThePlansGetTheirPreferredWidthWhileTheResultsKeepHalf)
{
    const int comfortable = window->plansView()->widthShowingEveryPlan(true);
    const int narrowest = window->plansView()->widthShowingEveryPlan(false);
    ASSERT_LT(narrowest, comfortable);
    EXPECT_EQ(fit->inputsWidthFor(2 * comfortable + 10), comfortable) << "room: as they like";
    const int tight = 2 * narrowest + 40; // half of it is less than they like, more than least
    EXPECT_EQ(fit->inputsWidthFor(tight), tight / 2) << "the results keep half";
    // Less than half: the plans still show whole, the results give way to their minimum.
    const int small = narrowest + window->resultsView()->minimumSizeHint().width();
    EXPECT_EQ(fit->inputsWidthFor(small), narrowest);
    EXPECT_EQ(inputsWidth(), fit->inputsWidthFor(total()));
}

TEST_F(InputsPaneFitTest, APlanAddedWidensThePaneAndAUsersWidthStaysUntilThePlansChange)
{
    const int twoPlans = inputsWidth();
    window->plansView()->addPlan(Fabric::RoCE);
    window->plansView()->addPlan(Fabric::InfiniBand);
    test::settleLayouts();
    EXPECT_GT(inputsWidth(), twoPlans);
    EXPECT_EQ(inputsWidth(), fit->inputsWidthFor(total()));

    // The user drags the handle: resizing the window keeps their choice.
    splitter->setSizes({300, total() - 300});
    Q_EMIT splitter->splitterMoved(300, 1);
    window->resize(1400, 760);
    test::settleLayouts();
    EXPECT_EQ(inputsWidth(), 300);
    // A plan removed: the pane fits the plans again.
    const std::string last = window->document()->scenario().plans.back().id;
    window->plansView()->removePlan(last);
    test::settleLayouts();
    EXPECT_EQ(inputsWidth(), fit->inputsWidthFor(total()));
}

} // namespace
