// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/WordedCommand.h"

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace fabrictco::ui {

/// Undo command ids. Commands merge only with the same id (and, for ChangeValue, the same field).
enum class CommandId
{
    ChangeValue = 1,
};

/// The one generic property edit: old and new value of one field of the scenario, reached
/// through a getter and a setter. Consecutive commands for the same field key merge into one
/// undo step (a name typed key by key) unless either is a step of its own
/// (ScenarioDocument::UndoStep::Own: a committed value).
template <typename T> class ChangeValueCommand : public WordedCommand
{
public:
    using Getter = std::function<T(const Scenario&)>;
    using Setter = std::function<void(Scenario&, const T&)>;

    ChangeValueCommand(ScenarioDocument* document, QString fieldKey, UndoText text, T newValue,
                       Getter get, Setter set, ScenarioDocument::UndoStep step);

    int id() const override { return static_cast<int>(CommandId::ChangeValue); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = dynamic_cast<const ChangeValueCommand<T>*>(other);
        if (next == nullptr || next->m_fieldKey != m_fieldKey || !m_merges || !next->m_merges)
            return false;
        m_new = next->m_new;
        // Typing a value back to where it started leaves nothing to undo.
        setObsolete(m_new == m_old);
        return true;
    }
    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

    const QString& fieldKey() const { return m_fieldKey; }

private:
    void apply(const T& value);

    ScenarioDocument* m_document;
    QString m_fieldKey;
    T m_old;
    T m_new;
    Setter m_set;
    bool m_merges = true;
};

/// A structural edit kept as whole snapshots: small scenarios make this cheaper than inverse
/// operations, and it cannot get plan indices wrong.
class ReplaceScenarioCommand : public WordedCommand
{
public:
    ReplaceScenarioCommand(ScenarioDocument* document, UndoText text, Scenario before,
                           Scenario after)
        : WordedCommand(std::move(text)), m_document(document), m_before(std::move(before)),
          m_after(std::move(after))
    {
    }
    void redo() override;
    void undo() override;

private:
    ScenarioDocument* m_document;
    Scenario m_before;
    Scenario m_after;
};

template <typename T>
ChangeValueCommand<T>::ChangeValueCommand(ScenarioDocument* document, QString fieldKey,
                                          UndoText text, T newValue, Getter get, Setter set,
                                          ScenarioDocument::UndoStep step)
    : WordedCommand(std::move(text)), m_document(document), m_fieldKey(std::move(fieldKey)),
      m_old(get(document->scenario())), m_new(std::move(newValue)), m_set(std::move(set)),
      m_merges(step == ScenarioDocument::UndoStep::MergedWithTheSameField)
{
}

template <typename T> void ChangeValueCommand<T>::apply(const T& value)
{
    m_set(m_document->mutableScenarioForCommand(), value);
    m_document->notifyChangedFromCommand(false);
}

template <typename T>
void ScenarioDocument::changeValue(const QString& fieldKey, UndoText text, const T& value,
                                   std::function<T(const Scenario&)> get,
                                   std::function<void(Scenario&, const T&)> set, UndoStep step)
{
    if (get(m_scenario) == value)
        return;
    m_undoStack.push(new ChangeValueCommand<T>(this, fieldKey, std::move(text), value,
                                               std::move(get), std::move(set), step));
}

} // namespace fabrictco::ui
