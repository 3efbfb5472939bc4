// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartView.h"

#include "charts/ChartFactory.h"
#include "presentation/PlainText.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QToolTip>
#include <QXYSeries>

namespace fabrictco::ui {

namespace {

// The point texts name plans (document text) and are plain text; QToolTip would guess markup.
void showPointText(const QString& text)
{
    QToolTip::showText(QCursor::pos(), PlainText::forRichTextGuess(text));
}

} // namespace

ChartView::ChartView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 220);
}

void ChartView::replaceChart(QChart* chart)
{
    QChart* previous = this->chart();
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

void ChartView::connectTooltips()
{
    for (QAbstractSeries* series : chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            connect(xy, &QXYSeries::hovered, this, [xy](const QPointF& point, bool state) {
                if (!state) {
                    QToolTip::hideText();
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
                    showPointText(texts[best]);
            });
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            connect(bars, &QAbstractBarSeries::hovered, this,
                    [](bool state, int index, QBarSet* set) {
                        if (!state) {
                            QToolTip::hideText();
                            return;
                        }
                        const QStringList texts =
                            set->property(ChartFactory::kPointTexts).toStringList();
                        if (index >= 0 && index < texts.size())
                            showPointText(texts[index]);
                    });
        }
    }
}

} // namespace fabrictco::ui
