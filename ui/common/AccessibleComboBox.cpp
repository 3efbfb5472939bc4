// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/AccessibleComboBox.h"

#include <QComboBox>
#include <QLineEdit>

namespace fabrictco::ui {

AccessibleComboBox::AccessibleComboBox(QWidget* widget)
    : QAccessibleWidget(widget, QAccessible::ComboBox)
{
}

QComboBox* AccessibleComboBox::comboBox() const
{
    return static_cast<QComboBox*>(widget());
}

QString AccessibleComboBox::text(QAccessible::Text t) const
{
    const QString value = comboBox()->isEditable() && comboBox()->lineEdit()
                              ? comboBox()->lineEdit()->text()
                              : comboBox()->currentText();
    if (t == QAccessible::Value)
        return value;
    if (t == QAccessible::Name) {
        const QString name = comboBox()->accessibleName();
        return name.isEmpty() ? value : name;
    }
    return QAccessibleWidget::text(t);
}

QStringList AccessibleComboBox::actionNames() const
{
    return {showMenuAction(), pressAction(), setFocusAction()};
}

void AccessibleComboBox::doAction(const QString& actionName)
{
    if (actionName == showMenuAction() || actionName == pressAction())
        comboBox()->showPopup();
    else
        QAccessibleWidget::doAction(actionName);
}

} // namespace fabrictco::ui
