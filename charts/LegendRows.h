// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMargins>
#include <QObject>

QT_BEGIN_NAMESPACE
class QChart;
class QLegend;
QT_END_NAMESPACE

namespace fabrictco {

/// A legend under the plot that wraps onto as many rows as its names need instead of being cut:
/// Qt lays an attached legend out in one row and elides the longest names to make it fit
/// ("RoCE B - Tomah..."). While one row holds every name the legend stays Qt's; when it does
/// not, the legend is detached and laid out in rows under the plot, in room taken from the
/// chart's bottom margin, and again at every size the chart takes (a window being resized).
class LegendRows : public QObject
{
public:
    /// Makes `chart`'s legend wrap when it is under the plot; the chart owns what this adds.
    static void follow(QChart* chart);
    /// The rows the visible names of `legend` need in `width` pixels.
    static int rowsNeeded(const QLegend& legend, qreal width);
    /// The height the rows after the first take from the plot of `chart` as laid out now (0
    /// while one row holds every name): a page grows the chart by it, so its plot keeps its
    /// height.
    static qreal addedHeight(const QChart& chart);

private:
    explicit LegendRows(QChart* chart);
    void place();
    static int flow(QLegend& legend, qreal width);

    QChart* m_chart;
    QMargins m_baseMargins; ///< the chart's margins without the extra rows
    qreal m_rowHeight = 0;  ///< one row's height, measured while Qt laid it out
    qreal m_legendInset = 0; ///< the chart's width less the legend's, then too
    int m_rows = 1;
};

} // namespace fabrictco
