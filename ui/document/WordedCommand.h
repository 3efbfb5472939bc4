// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace fabrictco::ui {

/// An undo step's name ("Change Switch price"), made when it is shown: a language switch names
/// the steps already on the stack again (Edit > Undo reads in the window's language).
using UndoText = std::function<QString()>;

/// An undo command named by an UndoText.
class WordedCommand : public QUndoCommand
{
public:
    explicit WordedCommand(UndoText text) : QUndoCommand(text()), m_text(std::move(text)) {}
    /// Names the step again, in the language of this moment.
    void reword() { setText(m_text()); }

private:
    UndoText m_text;
};

} // namespace fabrictco::ui
