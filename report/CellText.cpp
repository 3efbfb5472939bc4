// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/CellText.h"

namespace fabrictco {

bool CellText::isDangerous(const QString& text)
{
    if (text.isEmpty())
        return false;
    const QChar first = text.front();
    return first == QLatin1Char('=') || first == QLatin1Char('+') || first == QLatin1Char('-') ||
           first == QLatin1Char('@') || first == QLatin1Char('\t') || first == QLatin1Char('\r') ||
           first == QChar(0xFF1D) /* fullwidth = */ || first == QChar(0xFF0B) /* fullwidth + */;
}

QString CellText::neutralised(const QString& text)
{
    return isDangerous(text) ? QLatin1Char('\'') + text : text;
}

} // namespace fabrictco
