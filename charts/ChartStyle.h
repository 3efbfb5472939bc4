// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QString>

#include <string>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco {

/// The look shared by every chart in the GUI and the report: one colour per plan (InfiniBand
/// blue, RoCE orange, further plans from a palette), one per cost category, and a font that the
/// caller chooses (the report passes its embedded TrueType font).
class ChartStyle
{
public:
    ChartStyle() = default;
    explicit ChartStyle(QFont font) : m_font(std::move(font)) {}

    const QFont& font() const { return m_font; }
    QFont font(qreal pointSize, bool bold = false) const;

    /// Colour of the plan at `index` in the scenario (0: first plan).
    static QColor planColor(int index);
    /// Colour of cost category `index` (0..6, core/tco/CostCategory order).
    static QColor categoryColor(int index);

    /// Applies fonts, margins and a light theme to `chart` (no animation, so a chart rendered
    /// into a PDF is complete).
    void apply(QChart* chart) const;

private:
    QFont m_font;
};

} // namespace fabrictco
