// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// Keeps every axis title of a chart whole: Qt Charts cuts a title longer than its side of the
/// plot ("Cost over the horizon (million..." in a narrow pane, or up a short plot), so such a
/// title is set on two lines, broken before its unit or at the space nearest its middle, each
/// time the plot changes size, and back on one line when there is room.
class AxisTitleFit : public QObject
{
public:
    /// Follows `chart`'s axes, those it has and those added later; the chart owns what this adds.
    static void follow(QChart* chart);
    /// `title` (plain text) on two lines: before its bracketed unit when it has one, else at the
    /// space nearest its middle, else between its halves (Chinese has no spaces).
    static QStringList twoLines(const QString& title);

private:
    explicit AxisTitleFit(QChart* chart);
    void fit();

    QChart* m_chart;
    bool m_fitting = false;
};

} // namespace fabrictco
