// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartStyle.h"

#include <QChart>
#include <QLegend>

#include <array>

namespace fabrictco {

QFont ChartStyle::font(qreal pointSize, bool bold) const
{
    QFont result = m_font;
    result.setPointSizeF(pointSize);
    result.setBold(bold);
    return result;
}

QColor ChartStyle::planColor(int index)
{
    static const std::array<QColor, 6> colors{QColor(0x1f, 0x5f, 0xa8), QColor(0xe0, 0x7b, 0x1a),
                                              QColor(0x3a, 0x9a, 0x5b), QColor(0x8e, 0x44, 0xad),
                                              QColor(0xc0, 0x39, 0x2b), QColor(0x55, 0x60, 0x6e)};
    return colors.at(std::size_t(index) % colors.size());
}

QColor ChartStyle::categoryColor(int index)
{
    static const std::array<QColor, 7> colors{QColor(0x2e, 0x5e, 0x9e), QColor(0x5d, 0x9c, 0xd6),
                                              QColor(0xf2, 0xb1, 0x34), QColor(0x4f, 0xa3, 0x6b),
                                              QColor(0xd9, 0x5d, 0x39), QColor(0x9b, 0x59, 0xb6),
                                              QColor(0x7f, 0x8c, 0x8d)};
    return colors.at(std::size_t(index) % colors.size());
}

void ChartStyle::apply(QChart* chart) const
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setTitleFont(font(m_font.pointSizeF() + 1.5, true));
    chart->legend()->setFont(font(m_font.pointSizeF()));
    chart->legend()->setAlignment(Qt::AlignBottom);
}

} // namespace fabrictco
