// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QObject>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsSimpleTextItem;
class QXYSeries;
QT_END_NAMESPACE

namespace fabrictco {

/// Names the lines of a chart at their right ends, in the lines' colours, so a reader (or a
/// greyscale printout) need not match patterns against the legend. The names sit in a margin
/// right of the plot, each at its line's last point, pushed apart where ends lie close. While
/// the names would take more than a quarter of the chart's width (a narrow window, long names),
/// there is no room: they are hidden, the margin is given back, and the legend tells the lines
/// apart; while the names show, the lines' legend entries are hidden.
class LineEndLabels : public QObject
{
public:
    struct Line
    {
        QXYSeries* series = nullptr; // the chart's, which it maps points of
        QString name;                ///< plain text
        QColor color;
    };

    /// Adds the labels to `chart`, which owns them.
    static void add(QChart* chart, const std::vector<Line>& lines, const QFont& font);

private:
    LineEndLabels(QChart* chart, const std::vector<Line>& lines, const QFont& font);
    /// Places every name beside its line's end, apart from the others.
    void place();

    QChart* m_chart;
    std::vector<Line> m_lines;
    int m_baseMargin = 0; ///< the chart's right margin without the names
    int m_namesWidth = 0; ///< the margin the names need
    QList<QGraphicsSimpleTextItem*> m_items;
};

} // namespace fabrictco
