// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ExplainedTitle.h"

#include "charts/ChartText.h"
#include "presentation/CjkSpacing.h"

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
// The title and its sentence together take at most this share of the chart's height.
constexpr qreal kMostOfHeightForTitle = 0.25;

} // namespace

void ExplainedTitle::set(QChart* chart, const QString& title, const QString& sentence)
{
    new ExplainedTitle(chart, title, sentence);
}

ExplainedTitle::ExplainedTitle(QChart* chart, const QString& title, const QString& sentence)
    // Chinese spacing as in the report's prose: a title or sentence may hold a plan's name.
    : QObject(chart), m_chart(chart), m_title(CjkSpacing::spaced(title)),
      m_sentence(CjkSpacing::spaced(sentence))
{
    connect(chart, &QChart::geometryChanged, this, &ExplainedTitle::fit);
    fit();
}

void ExplainedTitle::fit()
{
    const qreal width =
        m_chart->size().width() - m_chart->margins().left() - m_chart->margins().right();
    QFont small = m_chart->titleFont();
    small.setPointSizeF(small.pointSizeF() * kSmallToTitle);
    small.setBold(false);
    // The title too: a longer one ("Discounted cost (NPV) per GPU-month against cluster size")
    // was cut at scale 2.
    const std::pair lengths{lineLength(m_chart->titleFont(), m_title, width),
                            lineLength(small, m_sentence, width)};
    const QString title = ChartText::wrappedSentence(m_title, lengths.first);
    const QString sentence = ChartText::wrappedSentence(m_sentence, lengths.second);
    // In a short chart (a small window at 1.5x scale) the sentence would leave the plot a strip
    // with its axes' labels cut to "...": the title alone then, the sentence when there is room.
    const auto lines = [](const QString& wrapped) {
        return wrapped.count(QStringLiteral("<br>")) + 1;
    };
    const qreal needed = lines(title) * QFontMetricsF(m_chart->titleFont()).lineSpacing() +
                         lines(sentence) * QFontMetricsF(small).lineSpacing();
    const qreal height = m_chart->size().height();
    const bool withSentence = height <= 0 || needed <= height * kMostOfHeightForTitle;
    const std::tuple shape{lengths.first, lengths.second, withSentence};
    if (shape == m_shape)
        return;
    m_shape = shape;
    if (!withSentence) {
        m_chart->setTitle(QStringLiteral("<div align=\"center\">%1</div>").arg(title));
        return;
    }
    m_chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small; font-weight:normal\">"
            "%2</span></div>")
            .arg(title, sentence));
}

int ExplainedTitle::lineLength(const QFont& font, const QString& text, qreal width)
{
    if (width <= 0)
        return kDefaultLineLength;
    // ChartText counts characters: an average Latin letter, or in Chinese a character (the
    // wider), with room to spare for lines of wider letters than the average.
    const QFontMetricsF metrics(font);
    const qreal letter = (ChartText::isWide(text) ? metrics.horizontalAdvance(QChar(0x4E2D)) // 中
                                                  : metrics.averageCharWidth()) *
                         1.1;
    return std::max(kShortestLine, int(width / letter));
}

} // namespace fabrictco
