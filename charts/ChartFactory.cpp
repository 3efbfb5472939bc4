// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "charts/ChartParts.h"
#include "charts/ChartText.h"

#include <QLegend>
#include <QTextDocumentFragment>

namespace fabrictco {

using namespace charts;

// The chart builders are one file each (CumulativeTcoChart.cpp, GapChart.cpp, ...), sharing
// ChartParts, ChartPalette and ChartText.

std::unique_ptr<QChart> ChartFactory::message(const QString& text, const ChartStyle& style)
{
    std::unique_ptr<QChart> chart = newChart(text, style);
    // A reason can be long (a plan that cannot be built, and why): on several lines, not cut.
    chart->setTitle(ChartText::wrappedSentence(text, ChartText::isWide(text) ? 24 : 48));
    chart->legend()->setVisible(false);
    return chart;
}

QString ChartFactory::plainTitle(const QChart& chart)
{
    return QTextDocumentFragment::fromHtml(chart.title()).toPlainText();
}

} // namespace fabrictco
