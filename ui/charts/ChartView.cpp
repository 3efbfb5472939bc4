// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartView.h"

#include "charts/ChartFactory.h"
#include "presentation/PlainText.h"
#include "ui/common/Palette.h"

#include <QAbstractBarSeries>
#include <QAccessible>
#include <QBarSet>
#include <QCursor>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QSet>
#include <QToolTip>
#include <QXYSeries>

namespace fabrictco::ui {

ChartView::ChartView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    // One stop per chart: the view, which has the chart's name and data; the viewport Qt makes
    // focusable too was a second, nameless one. The viewport's focus proxy is the view, and
    // setFocusPolicy() passes the policy on to the proxy: the view's own comes after.
    viewport()->setFocusPolicy(Qt::NoFocus);
    setFocusPolicy(Qt::StrongFocus);
    // Focus shown on the chart itself: Qt draws none on a graphics view.
    setStyleSheet(Palette::scrollFocusBorderStyle(QStringLiteral("QChartView")));
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
    m_keyPoint = -1;
    QStringList texts;
    for (const KeyPoint& point : keyPoints())
        texts << point.text;
    m_chartDescription = texts.join(QLatin1Char('\n'));
    setAccessibleDescription(m_chartDescription);
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

std::vector<ChartView::KeyPoint> ChartView::keyPoints() const
{
    std::vector<KeyPoint> points;
    QSet<QString> seen;
    const auto add = [&](const QString& text, std::optional<QPointF> position) {
        if (!text.isEmpty() && !seen.contains(text)) {
            seen.insert(text);
            points.push_back({text, position});
        }
    };
    for (QAbstractSeries* series : chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            const QStringList texts = xy->property(ChartFactory::kPointTexts).toStringList();
            const QList<QPointF> values = xy->points();
            for (qsizetype i = 0; i < texts.size(); ++i)
                add(texts[i], i < values.size() ? std::optional(mapFromScene(chart()->mapToScene(
                                                      chart()->mapToPosition(values[i], xy))))
                                                : std::nullopt);
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets())
                for (const QString& text : set->property(ChartFactory::kPointTexts).toStringList())
                    add(text, std::nullopt);
        }
        for (const QString& text : series->property(ChartFactory::kPointTexts).toStringList())
            add(text, std::nullopt); // texts a series carries for itself (a band, an area)
    }
    return points;
}

QString ChartView::keyboardPointText() const
{
    const std::vector<KeyPoint> points = keyPoints();
    return m_keyPoint >= 0 && std::size_t(m_keyPoint) < points.size()
               ? points[std::size_t(m_keyPoint)].text
               : QString();
}

void ChartView::keyPressEvent(QKeyEvent* event)
{
    const int count = int(keyPoints().size());
    int next = m_keyPoint;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
        next = std::min(m_keyPoint + 1, count - 1);
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
        next = std::max(m_keyPoint - 1, 0);
        break;
    case Qt::Key_Home:
        next = 0;
        break;
    case Qt::Key_End:
        next = count - 1;
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
    if (count == 0 || next == m_keyPoint)
        return;
    m_keyPoint = next;
    showKeyPoint();
}

void ChartView::showKeyPoint()
{
    const std::vector<KeyPoint> points = keyPoints();
    const KeyPoint& point = points[std::size_t(m_keyPoint)];
    const QPoint at =
        point.position ? point.position->toPoint() : QPoint(width() / 2, height() / 3);
    m_shownBy = nullptr;
    m_pointText = PlainText::forRichTextGuessOneLine(point.text);
    QToolTip::showText(mapToGlobal(at), m_pointText, this);
    // The reader hears the point first, then the chart's other figures as before.
    //: A chart's accessible description while the arrow keys are on a point: "point 3 of 12".
    setAccessibleDescription(
        tr("Point %1 of %2: %3").arg(m_keyPoint + 1).arg(points.size()).arg(point.text));
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

void ChartView::focusOutEvent(QFocusEvent* event)
{
    if (m_keyPoint >= 0) {
        QToolTip::hideText();
        setAccessibleDescription(m_chartDescription);
    }
    QChartView::focusOutEvent(event);
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
