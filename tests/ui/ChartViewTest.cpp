// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartView.h"

#include "UiTestSupport.h"
#include "charts/ChartFactory.h"

#include <QChart>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QLineEdit>
#include <QLineSeries>
#include <QTest>
#include <QToolTip>
#include <QVBoxLayout>

#include <gtest/gtest.h>

using namespace fabrictco;
using fabrictco::ui::ChartView;

namespace {

Money usd(const char* amount)
{
    return Money(Decimal::parse(amount), Currency::usd());
}

} // namespace

TEST(ChartViewTest, HoveringAPointWithTheMouseShowsItsExactFigures)
{
    test::ensureApplication();
    CumulativeTcoData data;
    data.years = {1, 2, 3};
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {usd("1000000.01"), usd("2000000.02"), usd("3500000.03")}});
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    ChartView view;
    view.replaceChart(ChartFactory::cumulativeTco(data, style));
    view.resize(800, 600);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QLineSeries* line = nullptr;
    for (QAbstractSeries* series : view.chart()->series())
        if (auto* candidate = qobject_cast<QLineSeries*>(series); candidate && !line)
            line = candidate;
    ASSERT_NE(line, nullptr);
    // The second year's point, where the chart draws it, reached by moving the real mouse.
    const QPointF inChart = view.chart()->mapToPosition(line->at(1), line);
    const QPoint inView = view.mapFromScene(view.chart()->mapToScene(inChart));
    QTest::mouseMove(view.viewport(), inView + QPoint(-6, 0));
    QTest::mouseMove(view.viewport(), inView);
    QCoreApplication::processEvents();
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("2,000,000.02")))
        << QToolTip::text().toStdString();
    // The mouse then rests: Qt asks the view for its tooltip, which the scene would answer with
    // nothing, hiding the point's text. It must stay.
    QHelpEvent rest(QEvent::ToolTip, inView, view.viewport()->mapToGlobal(inView));
    QCoreApplication::sendEvent(view.viewport(), &rest);
    QTest::qWait(600); // longer than Qt's delay before it hides a tip
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("2,000,000.02")))
        << QToolTip::text().toStdString();
    // Moving away hides it (Qt hides a tip after a short delay).
    QTest::mouseMove(view.viewport(), QPoint(5, 5));
    for (int waited = 0; QToolTip::isVisible() && waited < 2000; waited += 50)
        QTest::qWait(50);
    EXPECT_FALSE(QToolTip::isVisible());
}

TEST(ChartViewTest, ArrowKeysReachEveryPointOnceWithItsExactFigures)
{
    // Issue 40: a chart's exact figures were for the mouse only. The arrow keys step through
    // the points (a line's markers repeat its points: each is reached once), the figure shows
    // as the mouse shows it and becomes the chart's accessible description.
    test::ensureApplication();
    CumulativeTcoData data;
    data.years = {1, 2, 3};
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {usd("1000000.01"), usd("2000000.02"), usd("3500000.03")}});
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    ChartView view;
    view.replaceChart(ChartFactory::cumulativeTco(data, style));
    view.resize(800, 600);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setFocus();
    QStringList reached;
    QTest::keyClick(&view, Qt::Key_Home);
    reached << view.keyboardPointText();
    for (int i = 0; i < 5; ++i) {
        QTest::keyClick(&view, Qt::Key_Right);
        if (!reached.contains(view.keyboardPointText()))
            reached << view.keyboardPointText();
    }
    ASSERT_EQ(reached.size(), 3) << reached.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(reached[1].contains(QStringLiteral("2,000,000.02"))) << reached[1].toStdString();
    EXPECT_EQ(view.keyboardPoint(), 2) << "the last point stops the key";
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_TRUE(view.accessibleDescription().contains(QStringLiteral("3,500,000.03")));
    QTest::keyClick(&view, Qt::Key_End);
    EXPECT_EQ(view.keyboardPoint(), 2);
    QTest::keyClick(&view, Qt::Key_Left);
    EXPECT_EQ(view.keyboardPoint(), 1);
}

TEST(ChartViewTest, AFocusedChartShowsAFrameInTheSelectionColour)
{
    // Found by a stranger: a chart reached by Tab showed no focus at all.
    test::ensureApplication();
    CumulativeTcoData data;
    data.years = {1, 2};
    data.plans.push_back(
        {{QStringLiteral("IB"), Fabric::InfiniBand, 0}, {usd("1000000.01"), usd("2000000.02")}});
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* before = new QLineEdit;
    auto* view = new ChartView;
    layout->addWidget(before);
    layout->addWidget(view);
    view->replaceChart(ChartFactory::cumulativeTco(data, ChartStyle{}));
    window.resize(800, 600);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    before->setFocus(Qt::TabFocusReason);
    const QImage unfocused = view->grab().toImage();
    QTest::keyClick(before, Qt::Key_Tab);
    ASSERT_TRUE(view->hasFocus());
    const QImage focused = view->grab().toImage();
    const QColor frame = window.palette().color(QPalette::Highlight);
    const QPoint edge(0, focused.height() / 2);
    EXPECT_EQ(focused.pixelColor(edge).rgb(), frame.rgb())
        << focused.pixelColor(edge).name().toStdString();
    EXPECT_NE(unfocused.pixelColor(edge).rgb(), frame.rgb());
}
