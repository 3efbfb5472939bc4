// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's title keeps its sentence on how to read the chart while there is room, and drops it
// in a chart too short for both (a small window at 1.5x scale), where it left the plot a strip
// with its axes' labels cut to "...".
#include "charts/ExplainedTitle.h"

#include "LaidOutChart.h"
#include "tests/support/WidgetApplication.h"

#include <QChart>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

const QString kTitle = QStringLiteral("Cost gap against cluster size");
const QString kSentence = QStringLiteral(
    "The line is one plan's cost minus the other's: above zero the other is cheaper, below it "
    "the first; where it crosses zero both cost the same.");

std::unique_ptr<QChart> explained()
{
    auto chart = std::make_unique<QChart>();
    ExplainedTitle::set(chart.get(), kTitle, kSentence);
    return chart;
}

} // namespace

TEST(ExplainedTitleTest, ATallEnoughChartShowsTheSentenceUnderItsTitle)
{
    test::ensureApplication();
    const test::LaidOutChart laid(explained(), QSizeF(420, 600));
    EXPECT_TRUE(laid.chart()->title().contains(QStringLiteral("minus the other")))
        << laid.chart()->title().toStdString();
    EXPECT_TRUE(laid.chart()->title().contains(QStringLiteral("Cost gap")));
}

TEST(ExplainedTitleTest, AShortChartShowsTheTitleAloneAndTheSentenceAgainWhenTaller)
{
    test::ensureApplication();
    const test::LaidOutChart laid(explained(), QSizeF(420, 160));
    EXPECT_TRUE(laid.chart()->title().contains(QStringLiteral("Cost gap")));
    EXPECT_FALSE(laid.chart()->title().contains(QStringLiteral("minus the other")))
        << laid.chart()->title().toStdString();
    laid.chart()->resize(QSizeF(420, 600));
    test::settleLayouts();
    EXPECT_TRUE(laid.chart()->title().contains(QStringLiteral("minus the other")));
}
