// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>
#include <QString>

namespace fabrictco::ui {

/// Qt 6.4 has no colour-scheme query: a palette whose window is darker than its text is dark.
class Palette
{
public:
    static bool isDark(const QPalette& palette)
    {
        return palette.color(QPalette::Window).lightness() <
               palette.color(QPalette::WindowText).lightness();
    }

    /// The one red of error text and error borders: 5.0:1 on white, and legible on the dark
    /// palettes the accessibility tests run.
    static QString errorRed() { return QStringLiteral("#d32f2f"); }
    /// A label's or a picker's style sheet for error text.
    static QString errorTextStyle() { return QStringLiteral("color: %1;").arg(errorRed()); }
};

} // namespace fabrictco::ui
