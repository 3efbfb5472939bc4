// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EngineFigure.h"

#include "core/money/Decimal.h"

#include <QLocale>

namespace fabrictco {

QString engineFigure(const std::string& text)
{
    if (text.empty())
        return {};
    try {
        const Decimal value = Decimal::parse(text);
        if (value.isInteger())
            return QLocale().toString(qlonglong(value.toInt64()));
        return QLocale().toString(value.toDouble(), 'g', 15);
    } catch (const std::exception&) {
        return QString::fromStdString(text);
    }
}

} // namespace fabrictco
