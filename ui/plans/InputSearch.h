// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>
#include <QPointer>

#include <functional>
#include <vector>

class QCompleter;
class QStringListModel;

namespace fabrictco::ui {

/// Ctrl+F: a box that finds any input by its name, in English or Chinese, and jumps there.
/// The list is asked for each time the box gains focus, so it follows added plans, renames
/// and a language switch.
class InputSearch : public QLineEdit
{
    Q_OBJECT
public:
    struct Entry
    {
        QString text;            ///< what is listed and matched (every language's name)
        QPointer<QWidget> input; ///< where to go
    };
    using EntrySource = std::function<std::vector<Entry>()>;

    explicit InputSearch(EntrySource source, QWidget* parent = nullptr);
    /// Focuses the box with its text selected (what Ctrl+F does).
    void activate();
    /// Goes to the first input whose listed text contains `text` (case-insensitive); false if
    /// none does. Typing and picking from the list end here too.
    bool goTo(const QString& text);
    /// The listed texts, as the completer has them now.
    QStringList entries() const;

Q_SIGNALS:
    /// The input found: the owner scrolls it into view.
    void inputFound(QWidget* input);

protected:
    void focusInEvent(QFocusEvent* event) override;

private:
    void refresh();

    EntrySource m_source;
    std::vector<Entry> m_entries;
    QStringListModel* m_model = nullptr;
    QCompleter* m_completer = nullptr;
};

} // namespace fabrictco::ui
