// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/KeyboardCommands.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QTabWidget>
#include <QWhatsThis>
#include <QWidget>

namespace fabrictco::ui {

KeyboardCommands::KeyboardCommands(QWidget* window)
    : QObject(window), m_window(window), m_close(new QAction(this)),
      m_fullScreen(new QAction(this)), m_contextMenu(new QAction(this)),
      m_whatsThis(new QAction(this)), m_nextPane(new QAction(this)),
      m_previousPane(new QAction(this)), m_nextPage(new QAction(this)),
      m_previousPage(new QAction(this))
{
    // Ctrl+W everywhere, besides what the platform calls Close (Ctrl+F4 on some desktops).
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    if (!closeKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        closeKeys << QKeySequence(Qt::CTRL | Qt::Key_W);
    m_close->setShortcuts(closeKeys);
    connect(m_close, &QAction::triggered, window, &QWidget::close);

    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreen, &QAction::toggled, window, [window](bool on) {
        window->setWindowState(on ? window->windowState() | Qt::WindowFullScreen
                                  : window->windowState() & ~Qt::WindowFullScreen);
    });

    m_contextMenu->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10));
    m_contextMenu->setShortcutContext(Qt::WindowShortcut);
    connect(m_contextMenu, &QAction::triggered, this,
            [] { openContextMenu(QApplication::focusWidget()); });
    window->addAction(m_contextMenu);

    m_whatsThis->setShortcut(QKeySequence::WhatsThis);
    connect(m_whatsThis, &QAction::triggered, this, [] {
        // The focused control's help at once; with no control that has one, Qt's mode that
        // asks for a click, as before.
        if (!showWhatsThis(QApplication::focusWidget()))
            QWhatsThis::enterWhatsThisMode();
    });
    m_nextPane->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_nextPane, &QAction::triggered, this, [this] { moveToPane(1); });
    m_previousPane->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    connect(m_previousPane, &QAction::triggered, this, [this] { moveToPane(-1); });
    window->addAction(m_previousPane);

    // Ctrl+Tab turned the result pages only from inside them; in the inputs it moved the focus
    // as Tab does (found by a stranger). Anywhere in the window it now turns the page, and the
    // focus stays where the user is typing.
    m_nextPage->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    m_nextPage->setShortcutContext(Qt::WindowShortcut);
    connect(m_nextPage, &QAction::triggered, this, [this] { turnPage(1); });
    window->addAction(m_nextPage);
    m_previousPage->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                                  QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    m_previousPage->setShortcutContext(Qt::WindowShortcut);
    connect(m_previousPage, &QAction::triggered, this, [this] { turnPage(-1); });
    window->addAction(m_previousPage);
    retranslateUi();
}

void KeyboardCommands::turnPage(int step)
{
    if (m_pages == nullptr || !m_pages->isVisible() || m_pages->count() == 0)
        return;
    const int count = m_pages->count();
    for (int tried = 1; tried <= count; ++tried) {
        const int index = ((m_pages->currentIndex() + step * tried) % count + count) % count;
        if (m_pages->isTabEnabled(index) && m_pages->isTabVisible(index)) {
            m_pages->setCurrentIndex(index);
            return;
        }
    }
}

void KeyboardCommands::moveToPane(int step)
{
    if (m_panes.isEmpty())
        return;
    QWidget* focused = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < m_panes.size(); ++i)
        if (focused != nullptr && (m_panes[i] == focused || m_panes[i]->isAncestorOf(focused)))
            current = i;
    const qsizetype count = m_panes.size();
    for (qsizetype tried = 1; tried <= count; ++tried) {
        QWidget* pane =
            m_panes[((current < 0 ? (step > 0 ? -1 : 0) : current) + step * tried + count * 2) %
                    count];
        // The pane's first control that Tab would reach.
        for (QWidget* w = pane->nextInFocusChain(); w != pane && pane->isAncestorOf(w);
             w = w->nextInFocusChain()) {
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
                // Focus moved by a key: the styles draw its frame only with this set, which
                // Qt sets for Tab but not for a focus given in code (F6 first: no frame).
                m_window->setAttribute(Qt::WA_KeyboardFocusChange);
                w->setFocus(Qt::TabFocusReason);
                return;
            }
        }
    }
}

void KeyboardCommands::retranslateUi()
{
    m_close->setText(tr("&Close window"));
    m_fullScreen->setText(tr("F&ull screen"));
    m_contextMenu->setText(tr("Context menu"));
    m_whatsThis->setText(tr("&What's this?"));
    m_nextPane->setText(tr("Ne&xt pane"));
    m_previousPane->setText(tr("Previous pane"));
    m_nextPage->setText(tr("Next result page"));
    m_previousPage->setText(tr("Previous result page"));
}

void KeyboardCommands::openContextMenu(QWidget* target)
{
    if (target == nullptr)
        return;
    QPoint position = target->rect().center();
    const QRect cursor = target->inputMethodQuery(Qt::ImCursorRectangle).toRect();
    if (target->testAttribute(Qt::WA_InputMethodEnabled) && cursor.isValid()) {
        position = cursor.bottomLeft(); // a text field: where its cursor is
    } else if (auto* view = qobject_cast<QAbstractItemView*>(target)) {
        // An item view opens its menu from its viewport, where the current cell is.
        if (view->currentIndex().isValid())
            position = view->visualRect(view->currentIndex()).center();
        else
            position = view->viewport()->rect().center();
        target = view->viewport();
    }
    QContextMenuEvent event(QContextMenuEvent::Keyboard, position, target->mapToGlobal(position));
    QApplication::sendEvent(target, &event);
}

bool KeyboardCommands::showWhatsThis(QWidget* target)
{
    for (QWidget* widget = target; widget != nullptr && !widget->isWindow();
         widget = widget->parentWidget()) {
        if (widget->whatsThis().isEmpty())
            continue;
        QWhatsThis::showText(widget->mapToGlobal(widget->rect().bottomLeft()), widget->whatsThis(),
                             widget);
        return true;
    }
    return false;
}

} // namespace fabrictco::ui
