// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QTabWidget;
class QWidget;

namespace fabrictco::ui {

/// The window commands a keyboard user expects of any desktop window (issue 40): Ctrl+W closes
/// it, F11 toggles full screen, F6 and Shift+F6 move between the window's panes, Shift+F10 opens
/// the focused control's context menu as the Menu key does, and Shift+F1 shows the focused
/// control's help at once (Qt's What's This action waits for a mouse click, which left a keyboard
/// user in a mode with no way to use it).
class KeyboardCommands : public QObject
{
    Q_OBJECT
public:
    explicit KeyboardCommands(QWidget* window);

    QAction* closeAction() const { return m_close; }
    QAction* fullScreenAction() const { return m_fullScreen; }
    QAction* whatsThisAction() const { return m_whatsThis; }
    QAction* nextPaneAction() const { return m_nextPane; }
    /// The panes F6 moves between, in order (the inputs, the results): the results were some
    /// 150 Tab presses from the first input.
    void setPanes(const QList<QWidget*>& panes) { m_panes = panes; }
    /// The result pages Ctrl+Tab and Ctrl+Shift+Tab (Ctrl+PgDown/PgUp) turn, from anywhere.
    void setResultPages(QTabWidget* pages) { m_pages = pages; }
    QAction* nextPageAction() const { return m_nextPage; }
    void turnPage(int step);
    /// Moves the focus to the first control of the pane after (or before) the focused one.
    void moveToPane(int step);
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
    QAction* m_nextPane;
    QAction* m_previousPane;
    QAction* m_nextPage;
    QAction* m_previousPage;
    QTabWidget* m_pages = nullptr;
    QList<QWidget*> m_panes;
};

} // namespace fabrictco::ui
