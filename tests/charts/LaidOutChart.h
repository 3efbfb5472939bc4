// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/support/WidgetApplication.h"

#include <QAbstractSeries>
#include <QChart>
#include <QGraphicsScene>

#include <memory>

namespace fabrictco::test {

/// A chart laid out at `size` in a scene of its own, as a window or a page lays it out: the
/// labels a chart places in pixels (BreakEvenLabels, PointLabels) are placed.
class LaidOutChart
{
public:
    LaidOutChart(std::unique_ptr<QChart> chart, QSizeF size) : m_chart(chart.release())
    {
        m_scene.addItem(m_chart); // the scene owns it
        m_chart->setGeometry(QRectF(QPointF(0, 0), size));
        settleLayouts();
    }
    QChart* chart() const { return m_chart; }
    /// The chart's first child object of type `Overlay` (its labels), or null.
    template <typename Overlay> const Overlay* overlay() const
    {
        for (const QObject* child : m_chart->children())
            if (const auto* found = dynamic_cast<const Overlay*>(child))
                return found;
        return nullptr;
    }

private:
    QGraphicsScene m_scene;
    QChart* m_chart;
};

/// The chart's series of a type whose name contains `name` (names are escaped HTML).
template <typename Series> QList<Series*> seriesNamed(const QChart& chart, const QString& name)
{
    QList<Series*> found;
    for (QAbstractSeries* series : chart.series())
        if (auto* typed = qobject_cast<Series*>(series); typed && series->name().contains(name))
            found << typed;
    return found;
}

} // namespace fabrictco::test
