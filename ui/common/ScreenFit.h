// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace fabrictco::ui {

/// Sizes a window to what it would like, but never larger than the screen it opens on leaves
/// room for (a laptop at 1280x720 with a panel has about 1280x690): its buttons stay on screen.
class ScreenFit
{
public:
    /// Resizes `window` to `preferred`, shrunk to fit the available geometry of the screen of
    /// `window`'s parent (or of the primary screen), with a margin for the frame.
    static void resize(QWidget* window, QSize preferred);
    /// The largest size a window may take on `window`'s screen.
    static QSize available(const QWidget* window);
};

} // namespace fabrictco::ui
