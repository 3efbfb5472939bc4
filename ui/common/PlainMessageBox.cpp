// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/PlainMessageBox.h"

namespace fabrictco::ui {

namespace {

QMessageBox::StandardButton ask(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                const QString& text, QMessageBox::StandardButtons buttons,
                                QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    // As QMessageBox's static functions answer.
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}

} // namespace

QMessageBox::StandardButton PlainMessageBox::warning(QWidget* parent, const QString& title,
                                                     const QString& text,
                                                     QMessageBox::StandardButtons buttons,
                                                     QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Warning, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton PlainMessageBox::information(QWidget* parent, const QString& title,
                                                         const QString& text,
                                                         QMessageBox::StandardButtons buttons,
                                                         QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Information, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton PlainMessageBox::question(QWidget* parent, const QString& title,
                                                      const QString& text,
                                                      QMessageBox::StandardButtons buttons,
                                                      QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}

} // namespace fabrictco::ui
