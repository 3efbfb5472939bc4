// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>

class QComboBox;

namespace fabrictco::ui {

/// A combo box as a screen reader should hear it: its accessible name ("Switch, InfiniBand NDR"),
/// then its value ("Tomahawk 5 white box"). On Linux, Qt's own interface gives a combo box its
/// current text as its name and leaves the label to a relation, so two plans' pickers read only
/// as their products and a picker without a buddy label had no name at all. A combo box with
/// no accessible name keeps Qt's behaviour (its text as its name). Installed by
/// installAccessibleInterfaces().
class AccessibleComboBox : public QAccessibleWidget
{
public:
    explicit AccessibleComboBox(QWidget* widget);

    QString text(QAccessible::Text t) const override;
    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;

private:
    QComboBox* comboBox() const;
};

} // namespace fabrictco::ui
