// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace fabrictco::ui {

namespace {

// Room for the window manager's title bar and borders.
constexpr int kFrameMargin = 48;

} // namespace

QSize ScreenFit::available(const QWidget* window)
{
    const QWidget* anchor = window->parentWidget() ? window->parentWidget()->window() : window;
    QScreen* screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    const QSize room = screen->availableGeometry().size();
    return QSize(std::max(200, room.width() - kFrameMargin / 2),
                 std::max(200, room.height() - kFrameMargin));
}

void ScreenFit::resize(QWidget* window, QSize preferred)
{
    window->resize(preferred.boundedTo(available(window)));
}

} // namespace fabrictco::ui
