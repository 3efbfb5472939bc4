// SPDX-License-Identifier: GPL-3.0-or-later
// Tab goes through the cluster, then each plan down its column, then the shared assumptions
// (issue 17, item 5): the IB switch price was about 57 presses from Nodes because the
// assumptions at the bottom came first.
#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QGroupBox>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

using PlansTabOrderTest = test::ExampleWindowTest;

/// The widgets Tab visits from `start`, in order, as QWidget::focusNextPrevChild picks them.
std::vector<QWidget*> tabStops(QWidget* start, int count)
{
    std::vector<QWidget*> stops;
    QWidget* widget = start;
    while (int(stops.size()) < count) {
        widget = widget->nextInFocusChain();
        if (widget == start)
            break;
        if ((widget->focusPolicy() & Qt::TabFocus) && widget->isEnabled() &&
            widget->isVisibleTo(start->window()) && !widget->focusProxy())
            stops.push_back(widget);
    }
    return stops;
}

TEST_F(PlansTabOrderTest, EveryPlanComesBeforeTheSharedAssumptions)
{
    window->show();
    PlansView* plans = window->plansView();
    QWidget* nodes = plans->clusterEditor(QStringLiteral("cluster.nodes"))->input();
    const std::vector<QWidget*> stops = tabStops(nodes, 400);
    auto position = [&](QWidget* widget) {
        const auto it = std::find(stops.begin(), stops.end(), widget);
        return it == stops.end() ? -1 : int(it - stops.begin());
    };
    const auto& scenario = window->document()->scenario();
    ValueEditor* ibPrice = nullptr;
    int lastPlanStop = -1;
    for (const PlanSpec& plan : scenario.plans) {
        for (const QString& key : {QStringLiteral("price.switch"), QStringLiteral("spares")}) {
            ValueEditor* editor = plans->planEditor(plan.id, key);
            if (editor == nullptr || !editor->input()->isEnabled())
                continue;
            if (!ibPrice && plan.fabric() == Fabric::InfiniBand && key.startsWith(u"price"))
                ibPrice = editor;
            const int at = position(editor->input());
            EXPECT_GE(at, 0) << plan.id << " " << key.toStdString();
            lastPlanStop = std::max(lastPlanStop, at);
        }
    }
    ASSERT_NE(ibPrice, nullptr);
    EXPECT_LT(position(ibPrice->input()), 40) << "Tab presses from Nodes to the IB switch price";

    // Every shared assumption after every plan field.
    int firstAssumption = -1;
    for (QGroupBox* box : plans->findChildren<QGroupBox*>()) {
        if (!box->title().startsWith(QStringLiteral("Shared assumptions")))
            continue;
        for (ValueEditor* editor : box->findChildren<ValueEditor*>()) {
            const int at = position(editor->input());
            if (at >= 0 && (firstAssumption < 0 || at < firstAssumption))
                firstAssumption = at;
        }
    }
    ASSERT_GE(firstAssumption, 0);
    EXPECT_GT(firstAssumption, lastPlanStop);
    window->hide();
}

} // namespace
