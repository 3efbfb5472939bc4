// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/AxisTitleFit.h"

#include "charts/ChartText.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QTextDocumentFragment>

#include <cstdlib>

namespace fabrictco {

namespace {

// The title as its chart's maker wrote it (escaped HTML), kept on the axis.
constexpr const char* kWholeTitle = "fabrictcoWholeTitle";

} // namespace

void AxisTitleFit::follow(QChart* chart)
{
    new AxisTitleFit(chart);
}

QStringList AxisTitleFit::twoLines(const QString& title)
{
    // "Gap in NPV (million USD)" before "(", "净现值差距（亿 USD）" before "（".
    for (const QChar open : {QChar(u'('), QChar(u'（')}) {
        const qsizetype at = title.lastIndexOf(open);
        if (at > 0)
            return {title.left(at).trimmed(), title.mid(at)};
    }
    const qsizetype middle = title.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < title.size(); ++i)
        if (title.at(i) == QLatin1Char(' ') &&
            (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    if (best > 0)
        return {title.left(best), title.mid(best + 1)};
    return {title.left(middle), title.mid(middle)};
}

AxisTitleFit::AxisTitleFit(QChart* chart) : QObject(chart), m_chart(chart)
{
    connect(chart, &QChart::plotAreaChanged, this, &AxisTitleFit::fit);
}

void AxisTitleFit::fit()
{
    if (m_fitting)
        return;
    m_fitting = true;
    const QRectF plot = m_chart->plotArea();
    for (QAbstractAxis* axis : m_chart->axes()) {
        QVariant whole = axis->property(kWholeTitle);
        if (!whole.isValid()) {
            whole = axis->titleText();
            axis->setProperty(kWholeTitle, whole);
        }
        const QString html = whole.toString();
        if (html.isEmpty() || plot.isEmpty())
            continue;
        const QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
        const qreal room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        QString wanted = html;
        // Qt elides a title a little shorter than the plot's side (its own padding): one that
        // measured just under the side was cut to "(CN…" (found by a stranger).
        if (QFontMetricsF(axis->titleFont()).horizontalAdvance(plain) > room * 0.94) {
            const QStringList lines = twoLines(plain);
            wanted = ChartText::html(lines.value(0)) + QStringLiteral("<br>") +
                     ChartText::html(lines.value(1));
        }
        if (axis->titleText() != wanted)
            axis->setTitleText(wanted); // lays the chart out again, and calls back
    }
    m_fitting = false;
}

} // namespace fabrictco
