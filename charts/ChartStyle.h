// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

namespace fabrictco {

/// How a chart is drawn: for a window, a projector (presentation mode) or a printed report.
struct ChartStyle
{
    qreal basePointSize = 10; ///< axis labels; titles and legends scale from it
    bool dark = false;        ///< dark palette (see Palette::isDark)
    bool animate = false;     ///< off for reports and tests
    QLocale locale;           ///< number format of the axes
    /// Font families for every text of the chart, first choice first; empty: the application
    /// font. The PDF report passes its embedded TrueType fonts (WenQuanYi for Chinese).
    QStringList fontFamilies;
    /// Category labels in full, however long (the chart then gives them the room): for a
    /// page of known width. A window's chart may be narrow, so it elides them and tells the
    /// full name on hover instead.
    bool fullCategoryLabels = false;
};

} // namespace fabrictco
