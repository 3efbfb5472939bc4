// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QObject>
#include <QString>

#include <tuple>
#include <utility>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// A chart's title with one sentence on how to read it, smaller, under it. Qt Charts gives a
/// title the height of its lines as written and cuts what wraps beyond them ("... is cheaper,
/// bel..." in a narrow pane), so the sentence is broken into lines for the chart's width each
/// time the chart is resized, and so is the title. A chart too short for both shows the title
/// alone: the plot keeps the room its axes need.
class ExplainedTitle : public QObject
{
public:
    /// Sets `chart`'s title; the chart owns what this adds.
    static void set(QChart* chart, const QString& title, const QString& sentence);

private:
    ExplainedTitle(QChart* chart, const QString& title, const QString& sentence);
    void fit();
    /// Characters per line of `text` in `font` for `width` pixels.
    static int lineLength(const QFont& font, const QString& text, qreal width);

    QChart* m_chart;
    QString m_title;
    QString m_sentence;
    /// The line lengths of the title and the sentence set last, and whether the sentence was.
    std::tuple<int, int, bool> m_shape;
};

} // namespace fabrictco
