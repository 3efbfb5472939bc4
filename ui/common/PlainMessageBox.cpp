// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/PlainMessageBox.h"

#include <QGridLayout>
#include <QGuiApplication>
#include <QSpacerItem>

#include <algorithm>
#include <cstdio>

namespace fabrictco::ui {

namespace {

bool g_unattended = false;

/// What an unattended run answers: the choice that changes nothing.
QMessageBox::StandardButton safeAnswer(QMessageBox::StandardButtons buttons)
{
    for (const QMessageBox::StandardButton button :
         {QMessageBox::Cancel, QMessageBox::No, QMessageBox::Ok})
        if (buttons.testFlag(button))
            return button;
    return QMessageBox::NoButton;
}

QMessageBox::StandardButton ask(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                const QString& text, QMessageBox::StandardButtons buttons,
                                QMessageBox::StandardButton defaultButton,
                                const QString& details = QString())
{
    if (g_unattended) {
        std::fprintf(stderr, "fabrictco: %s: %s\n", qPrintable(title), qPrintable(text));
        if (!details.isEmpty())
            std::fprintf(stderr, "fabrictco: %s\n", qPrintable(details));
        return safeAnswer(buttons);
    }
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText); // the details are always plain text
    box.setDetailedText(details);
    PlainMessageBox::keepTitleInView(box);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    // As QMessageBox's static functions answer.
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}

} // namespace

void PlainMessageBox::keepTitleInView(QMessageBox& box)
{
    // The window manager writes the title in the frame ("title — FabricTCO"), which
    // QMessageBox does not size for: a short message under a long title had its title cut.
    // The frame's buttons and margins take about 160 pixels; a box never grows past 640.
    auto* grid = qobject_cast<QGridLayout*>(box.layout());
    if (!grid)
        return;
    const QString frameTitle =
        box.windowTitle() + QStringLiteral(" — ") + QGuiApplication::applicationDisplayName();
    const int width = std::min(box.fontMetrics().horizontalAdvance(frameTitle) + 160, 640);
    grid->addItem(new QSpacerItem(width, 0, QSizePolicy::Minimum, QSizePolicy::Minimum),
                  grid->rowCount(), 0, 1, grid->columnCount());
}

QMessageBox::StandardButton PlainMessageBox::warning(QWidget* parent, const QString& title,
                                                     const QString& text,
                                                     QMessageBox::StandardButtons buttons,
                                                     QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Warning, title, text, buttons, defaultButton);
}

void PlainMessageBox::warning(QWidget* parent, const QString& title, const QString& text,
                              const QString& details)
{
    ask(parent, QMessageBox::Warning, title, text, QMessageBox::Ok, QMessageBox::NoButton, details);
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

void PlainMessageBox::setUnattended(bool unattended)
{
    g_unattended = unattended;
}

bool PlainMessageBox::isUnattended()
{
    return g_unattended;
}

} // namespace fabrictco::ui
