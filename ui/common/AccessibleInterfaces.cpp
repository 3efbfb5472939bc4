// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/AccessibleInterfaces.h"

#include "ui/common/AccessibleComboBox.h"
#include "ui/common/AlertLabel.h"

#include <QComboBox>

namespace fabrictco::ui {

namespace {

/// Qt asks with each class name of the object's ancestry, most derived first.
QAccessibleInterface* factory(const QString& className, QObject* object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    auto* widget = static_cast<QWidget*>(object);
    if (className == QLatin1String("QComboBox"))
        return new AccessibleComboBox(widget);
    if (className == QLatin1String(AlertLabel::staticMetaObject.className()))
        return new AccessibleAlert(widget);
    return nullptr;
}

} // namespace

void installAccessibleInterfaces()
{
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace fabrictco::ui
