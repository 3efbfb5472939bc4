// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/AlertLabel.h"

#include "ui/common/Palette.h"

namespace fabrictco::ui {

AlertLabel::AlertLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setStyleSheet(Palette::errorTextStyle());
    setVisible(false);
}

void AlertLabel::setAlert(const QString& message)
{
    // Appearing is the alert (an accessible "object shown"); a new problem in its place is a
    // name change, which QLabel::setText() sends.
    setText(message);
    setVisible(!message.isEmpty());
}

AccessibleAlert::AccessibleAlert(QWidget* widget)
    : QAccessibleWidget(widget, QAccessible::AlertMessage)
{
}

QString AccessibleAlert::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && widget()->accessibleName().isEmpty())
        return static_cast<const QLabel*>(widget())->text();
    return QAccessibleWidget::text(t);
}

} // namespace fabrictco::ui
