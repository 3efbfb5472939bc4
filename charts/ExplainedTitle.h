// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// A chart's title with one sentence on how to read it, smaller, under it. Qt Charts gives a
/// title the height of its lines as written and cuts what wraps beyond them ("... is cheaper,
/// bel..." in a narrow pane), so the sentence is broken into lines for the chart's width each
/// time the chart is resized.
class ExplainedTitle : public QObject
{
public:
    /// Sets `chart`'s title; the chart owns what this adds.
    static void set(QChart* chart, const QString& title, const QString& sentence);

private:
    ExplainedTitle(QChart* chart, const QString& title, const QString& sentence);
    void fit();

    QChart* m_chart;
    QString m_title;
    QString m_sentence;
    int m_lineLength = 0; ///< characters per line of the title set last
};

} // namespace fabrictco
