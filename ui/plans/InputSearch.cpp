// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/InputSearch.h"

#include <QCompleter>
#include <QStringListModel>

namespace fabrictco::ui {

InputSearch::InputSearch(EntrySource source, QWidget* parent)
    : QLineEdit(parent), m_source(std::move(source)), m_model(new QStringListModel(this)),
      m_completer(new QCompleter(m_model, this))
{
    setClearButtonEnabled(true);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setMaxVisibleItems(12);
    setCompleter(m_completer);
    connect(m_completer, qOverload<const QString&>(&QCompleter::activated), this,
            [this](const QString& text) { goTo(text); });
    connect(this, &QLineEdit::returnPressed, this, [this] { goTo(this->text()); });
}

void InputSearch::activate()
{
    setFocus(Qt::ShortcutFocusReason);
    selectAll();
}

void InputSearch::focusInEvent(QFocusEvent* event)
{
    refresh();
    QLineEdit::focusInEvent(event);
}

void InputSearch::refresh()
{
    m_entries = m_source ? m_source() : std::vector<Entry>{};
    m_model->setStringList(entries());
}

QStringList InputSearch::entries() const
{
    QStringList texts;
    for (const Entry& entry : m_entries)
        texts << entry.text;
    return texts;
}

bool InputSearch::goTo(const QString& text)
{
    const QString wanted = text.trimmed();
    if (wanted.isEmpty())
        return false;
    // The exact entry (picked from the list) first, else the first that contains the text.
    const auto find = [&]() -> const Entry* {
        for (const Entry& entry : m_entries)
            if (entry.input && entry.text == wanted)
                return &entry;
        for (const Entry& entry : m_entries)
            if (entry.input && entry.text.contains(wanted, Qt::CaseInsensitive))
                return &entry;
        return nullptr;
    };
    const Entry* found = find();
    if (!found) {
        // Listed when the box took the focus: a plan's column made again since (a rename, a
        // duplicate, an undo) left the entries pointing at inputs that are gone. A stranger's
        // click on such a suggestion only filled the box (issue 38).
        refresh();
        found = find();
    }
    if (!found)
        return false;
    QWidget* input = found->input;
    Q_EMIT inputFound(input);
    input->setFocus(Qt::ShortcutFocusReason);
    clear();
    return true;
}

} // namespace fabrictco::ui
