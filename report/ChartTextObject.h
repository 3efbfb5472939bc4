// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSizeF>
#include <QString>
#include <QTextObjectInterface>

#include <map>
#include <memory>

class QGraphicsScene;
class QTextDocument;
QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// Paints Qt Charts into a QTextDocument as vector graphics.
///
/// Installed as the document's handler for image objects, so the report's HTML places a chart
/// with `<img src="chart:NAME" width=W height=H>` (W and H in points). When the document is
/// drawn on a QPdfWriter, the chart's scene is rendered straight onto that painter: lines, areas
/// and text stay vectors and real text, where a QImage would be stored as a JPEG.
class ChartTextObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    explicit ChartTextObject(QObject* parent = nullptr);
    ~ChartTextObject() override;

    /// Shows `chart` it where the HTML says `<img src="chart:NAME">`.
    /// `sizeInPoints` is the chart's size on paper; the chart is laid out at 96 dpi for it, so
    /// its font sizes read as printed sizes.
    void addChart(const QString& name, std::unique_ptr<QChart> chart, QSizeF sizeInPoints);
    bool hasChart(const QString& name) const { return m_charts.count(name) > 0; }
    /// The chart registered as `name` (its scene owns it), laid out as on the page; nullptr
    /// when there is none. The HTML report draws it again as SVG (ChartSvg).
    QChart* chart(const QString& name) const;
    /// Registers this handler on `document`'s layout (replacing the raster image handler).
    void install(QTextDocument* document);

    QSizeF intrinsicSize(QTextDocument* document, int positionInDocument,
                         const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document,
                    int positionInDocument, const QTextFormat& format) override;

    static QString nameFromSource(const QString& source);

private:
    /// Moves a one-row legend that would elide names to rows of its own under the plot; returns
    /// the height (logical pixels) the chart grew by, 0 when the legend fits.
    static qreal wrapLegend(QChart& chart);

    struct Entry
    {
        std::unique_ptr<QGraphicsScene> scene;
        QChart* chart = nullptr; // owned by the scene
        QSizeF points;
    };
    std::map<QString, Entry> m_charts;
};

} // namespace fabrictco
