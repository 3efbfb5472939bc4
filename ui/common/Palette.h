// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

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
};

} // namespace fabrictco::ui
