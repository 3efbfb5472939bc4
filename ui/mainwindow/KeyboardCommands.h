// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace fabrictco::ui {

/// The window commands a keyboard user expects of any desktop window (issue 40): Ctrl+W closes
/// it, F11 toggles full screen, Shift+F10 opens the focused control's context menu as the Menu
/// key does, and Shift+F1 shows the focused control's help at once (Qt's What's This action
/// waits for a mouse click, which left a keyboard user in a mode with no way to use it).
class KeyboardCommands : public QObject
{
    Q_OBJECT
public:
    explicit KeyboardCommands(QWidget* window);

    QAction* closeAction() const { return m_close; }
    QAction* fullScreenAction() const { return m_fullScreen; }
    QAction* whatsThisAction() const { return m_whatsThis; }
    void retranslateUi();

    /// Sends `target` the context-menu request the Menu key sends, where its cursor or current
    /// cell is (its centre otherwise). Public for tests.
    static void openContextMenu(QWidget* target);
    /// Shows the What's This text of `target` or its nearest ancestor having one; false if none.
    static bool showWhatsThis(QWidget* target);

private:
    QWidget* m_window;
    QAction* m_close;
    QAction* m_fullScreen;
    QAction* m_contextMenu;
    QAction* m_whatsThis;
};

} // namespace fabrictco::ui
