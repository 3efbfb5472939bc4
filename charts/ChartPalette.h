// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QColor>
#include <QPen>

namespace fabrictco {

/// Every colour, line pattern and marker shape of the charts, in one place. Colour is never the
/// only cue: each plan has a pattern and a marker of its own too, and the colours differ in
/// lightness so they stay apart in greyscale (ChartStyleTest checks luminance and contrast).
class ChartPalette
{
public:
    /// The colour of a plan in every chart: a green family for InfiniBand, orange/blue/pink for
    /// RoCE, by the plan's position among its fabric's plans so two plans of one fabric differ.
    /// The first plans of the two fabrics differ in lightness as well as hue, so they stay apart
    /// on a greyscale printout and for colour-blind readers.
    static QColor planColor(Fabric fabric, int index);
    /// The line pattern of a plan (solid, dashed, dotted, ...): a second cue besides colour.
    static Qt::PenStyle planDash(Fabric fabric, int index);
    /// The marker shape of a plan's points (QScatterSeries::MarkerShape): a third cue.
    static int planMarker(Fabric fabric, int index);
    /// The fill of a cost category in stacked bars: steps of lightness from dark (hardware, at
    /// the bottom of the stack) to light, so categories stay apart in greyscale.
    static QColor categoryColor(int category);

    /// The plan's colour on this chart's background: the dark shades are lifted on a dark theme
    /// so the lines stay visible.
    static QColor planColorOn(const ChartPlan& plan, const ChartStyle& style);
    /// The plan's line: its colour on the background, its pattern, `width` scaled with the type.
    static QPen planPen(const ChartPlan& plan, qreal width, const ChartStyle& style);
    /// Text and reference lines (the zero line, the cluster's size).
    static QColor ink(const ChartStyle& style);
    /// `colour` for text on the chart's background: darkened (light charts) or lightened (dark
    /// charts) towards black or white just enough for a contrast of 4.5:1 (WCAG AA for text).
    /// An orange plan's name at its line's end read 2.25:1, pale grey in a greyscale print.
    static QColor readableText(const QColor& colour, const ChartStyle& style);
    /// `colour` for a line, bar edge or marker: mixed just enough for 3:1 against the chart's
    /// background (WCAG 1.4.11), on the light and the dark theme alike.
    static QColor graphicOn(const QColor& colour, const ChartStyle& style);
    /// `colour` mixed towards black or white until it has `ratio` against `background`.
    static QColor withContrast(const QColor& colour, const QColor& background, double ratio);
    /// The chart's background on this theme.
    static QColor background(const ChartStyle& style);
    static constexpr double kTextContrast = 4.5;    ///< WCAG 1.4.3, text
    static constexpr double kGraphicContrast = 3.0; ///< WCAG 1.4.11, lines, bars, markers
    /// The WCAG 2 contrast ratio of two colours, 1 to 21.
    static double contrast(const QColor& a, const QColor& b);
    /// Rings around the points that decide (break-evens, the best plan) and their labels.
    static QColor highlight(const ChartStyle& style);
    /// The hatching of the cluster's growth path, faint: behind the plans' lines.
    static QColor growthHatch(const ChartStyle& style);
    /// The edge between stacked bars and around markers: the background's own colour.
    static QColor separator(const ChartStyle& style);
    /// The sensitivity chart's bars: blue and orange, apart in hue and in lightness (grey
    /// about 87 and 133); the high bars are hatched as well (TornadoChart), so colour is never
    /// the only cue.
    static QColor inputLowColor(const ChartStyle& style);
    static QColor inputHighColor(const ChartStyle& style);
};

} // namespace fabrictco
