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
    QString result;
    result.reserve(text.size() + 1);
    bool cellStart = true;
    for (const QChar c : text) {
        if (cellStart && isDangerous(QString(c)))
            result += QLatin1Char('\'');
        result += c;
        cellStart = c == QLatin1Char(',') || c == QLatin1Char(';') || c == QLatin1Char('\t') ||
                    c == QLatin1Char('\n') || c == QLatin1Char('\r');
    }
    return result;
}

} // namespace fabrictco
