// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ExplainedTitle.h"

#include "charts/ChartText.h"

#include <QChart>
#include <QFontMetricsF>

#include <algorithm>

namespace fabrictco {

namespace {

// Before the chart has a size (a page sets it right after): the line length of a page's chart.
constexpr int kDefaultLineLength = 64;
constexpr int kShortestLine = 16;
// "font-size:small" against the title's own size, in Qt's rich text.
constexpr qreal kSmallToTitle = 10.0 / 12.0;

} // namespace

void ExplainedTitle::set(QChart* chart, const QString& title, const QString& sentence)
{
    new ExplainedTitle(chart, title, sentence);
}

ExplainedTitle::ExplainedTitle(QChart* chart, const QString& title, const QString& sentence)
    : QObject(chart), m_chart(chart), m_title(title), m_sentence(sentence)
{
    connect(chart, &QChart::geometryChanged, this, &ExplainedTitle::fit);
    fit();
}

void ExplainedTitle::fit()
{
    int length = kDefaultLineLength;
    const qreal width =
        m_chart->size().width() - m_chart->margins().left() - m_chart->margins().right();
    if (width > 0) {
        QFont small = m_chart->titleFont();
        small.setPointSizeF(small.pointSizeF() * kSmallToTitle);
        small.setBold(false);
        // ChartText counts characters: an average Latin letter, or in Chinese a character (the
        // wider), with room to spare for lines of wider letters than the average.
        const QFontMetricsF metrics(small);
        const qreal letter =
            (ChartText::isWide(m_sentence) ? metrics.horizontalAdvance(QChar(0x4E2D)) // 中
                                           : metrics.averageCharWidth()) *
            1.1;
        length = std::max(kShortestLine, int(width / letter));
    }
    if (length == m_lineLength)
        return;
    m_lineLength = length;
    m_chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small; font-weight:normal\">"
            "%2</span></div>")
            .arg(ChartText::html(m_title), ChartText::wrappedSentence(m_sentence, length)));
}

} // namespace fabrictco
