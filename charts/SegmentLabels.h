// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QStringList>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractBarSeries;
class QChart;
class QGraphicsSimpleTextItem;
QT_END_NAMESPACE

namespace fabrictco {

/// Names each segment of a horizontal stacked bar chart inside it, in black or white, whichever
/// reads on the segment's colour: the longest of its set's names that fits (the category's
/// name, else its number in the legend's key), none where nothing fits. Colour is then not the
/// only way to tell the categories apart: a greyscale print or a colour-blind reader reads the
/// segments by name or number (issue 39). Placed again as the plot changes size.
class SegmentLabels : public QObject
{
public:
    /// Adds the names to `chart`, which owns them; `series` is the chart's, `names` its sets'
    /// names each, longest first.
    static void add(QChart* chart, QAbstractBarSeries* series,
                    const std::vector<QStringList>& names, const QFont& font);

private:
    SegmentLabels(QChart* chart, QAbstractBarSeries* series, const std::vector<QStringList>& names,
                  const QFont& font);
    void place();

    QChart* m_chart;
    QAbstractBarSeries* m_series;
    /// Set by set, bar by bar: one item per name, longest first.
    std::vector<std::vector<QGraphicsSimpleTextItem*>> m_items;
};

} // namespace fabrictco
