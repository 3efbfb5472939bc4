// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QObject>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsSimpleTextItem;
QT_END_NAMESPACE

namespace fabrictco {

/// Short notes inside a chart's plot area, at its top-left and bottom-left corners, kept there
/// when the chart is resized: what the regions of a chart mean ("above zero: ... is cheaper").
/// The notes are plain text, never read as markup.
class PlotNotes : public QObject
{
public:
    /// Adds the notes to `chart`, which owns them; an empty note is left out.
    static void add(QChart* chart, const QString& topLeft, const QString& bottomLeft,
                    const QFont& font, const QColor& color);

private:
    PlotNotes(QChart* chart, const QString& topLeft, const QString& bottomLeft, const QFont& font,
              const QColor& color);
    void place();

    QChart* m_chart;
    QGraphicsSimpleTextItem* m_top = nullptr;
    QGraphicsSimpleTextItem* m_bottom = nullptr;
    QString m_topText; ///< in full: the items hold them elided to the plot's width
    QString m_bottomText;
};

} // namespace fabrictco
