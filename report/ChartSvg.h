// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// A chart of the report as SVG to place inline in an HTML page: vectors and real text, as in
/// the PDF, scaled to the width of the page by its view box.
class ChartSvg
{
public:
    /// The chart as an <svg> element (no XML declaration) with role="img", `label` as its
    /// accessible name (aria-label) and as its <title>. `label` is plain text, escaped here.
    /// Every id inside (QSvgGenerator numbers its gradients from 1 in each file) starts with
    /// `idPrefix`, so several charts in one page keep their ids apart.
    static QString inlineSvg(QChart& chart, const QString& label, const QString& idPrefix);

    /// The chart's title and its explaining sentence as plain text (Qt Charts holds them as
    /// rich text broken into lines to fit the chart): the words a text alternative starts from.
    struct Title
    {
        QString title;
        QString sentence; ///< empty when the chart has none
    };
    static Title title(const QChart& chart);
};

} // namespace fabrictco
