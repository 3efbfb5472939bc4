// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace fabrictco::ui {

/// Keeps the mouse wheel for scrolling: a guarded field (combo box, spin box) takes focus only by
/// click or Tab and turns its value with the wheel only while it has focus, so a wheel turned over
/// the plan columns scrolls them instead of changing the products and prices it passes over.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /// Guards `field`; the guard is a child of the field and lives as long as it does.
    static void install(QWidget* field);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent);
};

} // namespace fabrictco::ui
