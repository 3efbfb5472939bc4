// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/WheelGuard.h"

#include <QEvent>
#include <QWidget>

namespace fabrictco::ui {

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

void WheelGuard::install(QWidget* field)
{
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(new WheelGuard(field));
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Wheel) {
        const auto* field = qobject_cast<QWidget*>(watched);
        if (field != nullptr && !field->hasFocus()) {
            // Ignored, the event travels on to the parent scroll area.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace fabrictco::ui
