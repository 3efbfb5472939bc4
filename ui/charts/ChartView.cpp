// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartView.h"

#include "charts/ChartFactory.h"
#include "presentation/PlainText.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QHelpEvent>
#include <QToolTip>
#include <QXYSeries>

namespace fabrictco::ui {

ChartView::ChartView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 220);
}

void ChartView::replaceChart(std::unique_ptr<QChart> owned)
{
    QChart* previous = this->chart();
    m_shownBy = nullptr;
    m_pointText.clear();
    QChart* chart = owned.release(); // the view owns it from setChart on
    setChart(chart);
    delete previous;
    setAccessibleName(ChartFactory::plainTitle(*chart));
    setAccessibleDescription(pointTexts().join(QLatin1Char('\n')));
    connectTooltips();
}

QStringList ChartView::pointTexts() const
{
    QStringList texts;
    for (QAbstractSeries* series : chart()->series()) {
        texts << series->property(ChartFactory::kPointTexts).toStringList();
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                texts << set->property(ChartFactory::kPointTexts).toStringList();
    }
    return texts;
}

void ChartView::showPointText(const QObject* series, const QString& text)
{
    // The point texts name plans (document text) and are plain text; QToolTip would guess markup.
    m_shownBy = series;
    m_pointText = PlainText::forRichTextGuessOneLine(text);
    QToolTip::showText(QCursor::pos(), m_pointText, viewport());
}

void ChartView::hidePointText()
{
    m_shownBy = nullptr;
    m_pointText.clear();
    QToolTip::hideText();
}

bool ChartView::viewportEvent(QEvent* event)
{
    // The view hands a resting mouse's tooltip request to the scene, which finds no item tooltip
    // and hides the point's text some 700 ms after it appeared: answer it with the point's text.
    if (event->type() == QEvent::ToolTip && m_shownBy) {
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), m_pointText, viewport());
        return true;
    }
    return QChartView::viewportEvent(event);
}

void ChartView::connectTooltips()
{
    for (QAbstractSeries* series : chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            connect(xy, &QXYSeries::hovered, this, [this, xy](const QPointF& point, bool state) {
                if (!state) {
                    // A plan's markers lie over its line: moving onto a marker enters the
                    // markers and then leaves the line. Only the series that showed the text
                    // hides it.
                    if (m_shownBy == xy)
                        hidePointText();
                    return;
                }
                const QStringList texts = xy->property(ChartFactory::kPointTexts).toStringList();
                const QList<QPointF> points = xy->points();
                qsizetype best = -1;
                double bestDistance = 0;
                for (qsizetype i = 0; i < points.size(); ++i) {
                    const double d = std::abs(points[i].x() - point.x());
                    if (best < 0 || d < bestDistance) {
                        best = i;
                        bestDistance = d;
                    }
                }
                if (best >= 0 && best < texts.size())
                    showPointText(xy, texts[best]);
            });
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            connect(bars, &QAbstractBarSeries::hovered, this,
                    [this, bars](bool state, int index, QBarSet* set) {
                        if (!state) {
                            if (m_shownBy == bars)
                                hidePointText();
                            return;
                        }
                        const QStringList texts =
                            set->property(ChartFactory::kPointTexts).toStringList();
                        if (index >= 0 && index < texts.size())
                            showPointText(bars, texts[index]);
                    });
        }
    }
}

} // namespace fabrictco::ui
