// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>

namespace fabrictco::ui {

/// QMessageBox's static functions, with the text shown as plain text. Theirs guess whether the
/// text is HTML (Qt::AutoText), and a message quotes error messages, file names and what a
/// document holds: read as markup, "<img src=...>" in a plan name would load a file from disk.
class PlainMessageBox
{
public:
    static QMessageBox::StandardButton
    warning(QWidget* parent, const QString& title, const QString& text,
            QMessageBox::StandardButtons buttons = QMessageBox::Ok,
            QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    /// A warning whose `details` (an engine's English, a system's reason) sit behind the box's
    /// "Show Details..." button, so the text itself stays in the window's language.
    static void warning(QWidget* parent, const QString& title, const QString& text,
                        const QString& details);
    static QMessageBox::StandardButton
    information(QWidget* parent, const QString& title, const QString& text,
                QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton
    question(QWidget* parent, const QString& title, const QString& text,
             QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
             QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

    /// For runs nobody watches (--screenshot, --startup-time): every box is written to standard
    /// error instead and answered at once, Cancel where it can be (else No, else Ok), so a script
    /// or CI never waits on a box that no one will close.
    static void setUnattended(bool unattended);
    /// Widens `box` so the window manager's frame can show its whole title (up to 640 pixels);
    /// every box above does it. For a QMessageBox built by hand.
    static void keepTitleInView(QMessageBox& box);
    static bool isUnattended();
};

} // namespace fabrictco::ui
