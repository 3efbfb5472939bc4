// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "presentation/CjkSpacing.h"

#include <QLegend>
#include <QTextDocumentFragment>

namespace fabrictco {

using namespace charts;

// The chart builders are one file each (CumulativeTcoChart.cpp, GapChart.cpp, ...), sharing
// ChartParts, ChartPalette and ChartText.

std::unique_ptr<QChart> ChartFactory::message(const QString& text, const ChartStyle& style)
{
    std::unique_ptr<QChart> chart = newChart(text, style);
    // A reason can be long (a plan that cannot be built, and why): on several lines, not cut,
    // and read as a sentence, not shouted as a chart's bold title (found by a stranger).
    QFont font = chart->titleFont();
    font.setBold(false);
    font.setPointSizeF(style.basePointSize * 1.15);
    chart->setTitleFont(font);
    // Paragraphs (a plan left out, then what the figures are) stay apart, as on the summary.
    QStringList paragraphs;
    for (const QString& paragraph : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString spaced = CjkSpacing::spaced(paragraph);
        paragraphs << ChartText::wrappedSentence(spaced, 56, ChartText::Measure::Columns);
    }
    chart->setTitle(paragraphs.join(QStringLiteral("<br><br>")));
    chart->legend()->setVisible(false);
    return chart;
}

QString ChartFactory::plainTitle(const QChart& chart)
{
    return QTextDocumentFragment::fromHtml(chart.title()).toPlainText();
}

} // namespace fabrictco
