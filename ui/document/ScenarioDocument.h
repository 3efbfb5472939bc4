// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "ui/document/WordedCommand.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <vector>

namespace fabrictco::ui {

/// The open comparison: the Scenario plus the undo stack every edit goes through. The stack's
/// clean state *is* the saved state, so "modified" can never drift from what undo would restore.
/// It also carries the document's own catalog items and the catalog its figures come from (the
/// bundled one with those items laid over it, as the CLI and the report use for the same file).
class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_scenario; }
    QUndoStack* undoStack() { return &m_undoStack; }

    /// Empty for a document never saved.
    const QString& filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }
    /// The name shown in the title bar: the file's name, or "" for an unsaved document.
    QString displayName() const;

    /// Starts over with `scenario` (a new document, an opened file): empty undo history, clean.
    /// `userCatalog` are the document's own catalog items (none for a new document or example).
    void reset(Scenario scenario, const QString& filePath = {},
               std::vector<CatalogEntry> userCatalog = {});

    /// The document's own catalog items, saved with it.
    const std::vector<CatalogEntry>& userCatalog() const { return m_userCatalog; }
    /// The catalog every figure of this document comes from: the bundled catalog with the
    /// document's own items applied. Never null; shared so a worker thread can keep it alive.
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    /// Why the figures cannot be computed (the bundled catalog is unreadable, or one of the
    /// document's own items is invalid: a CatalogError), or null.
    const std::exception_ptr& catalogError() const { return m_catalogError; }
    /// After a successful save: remembers the path and marks the current state as saved.
    void markSaved(const QString& filePath);

    /// Whether an edit joins the undo step of the edit before it.
    enum class UndoStep
    {
        /// Consecutive edits of one field are one step: a name retyped key by key, a picker
        /// stepped through with the arrow keys.
        MergedWithTheSameField,
        /// Each edit is a step of its own: a value the user committed (Enter, or leaving the
        /// field) and saw computed; 128, then 200, then 300 undid straight back to 128.
        Own,
    };

    /// Sets one value through the undo stack, as one step or merged into the last as `step`
    /// says. Does nothing when the value is unchanged. Defined with the command in
    /// ChangeValueCommand.h, which a caller includes (so this header needs no command's).
    template <typename T>
    void changeValue(const QString& fieldKey, UndoText text, const T& value,
                     std::function<T(const Scenario&)> get,
                     std::function<void(Scenario&, const T&)> set,
                     UndoStep step = UndoStep::MergedWithTheSameField);

    /// A structural edit (add, duplicate, remove, rename a plan...): one undo step holding the
    /// scenario before and after.
    void replaceScenario(UndoText text, const Scenario& after);
    /// Names every undo step again: after a language switch.
    void rewordUndoSteps();

    /// For undo commands only: applies `scenario` and tells the views.
    void applyFromCommand(const Scenario& scenario, bool structural);
    Scenario& mutableScenarioForCommand() { return m_scenario; }
    void notifyChangedFromCommand(bool structural);

Q_SIGNALS:
    /// Any value changed (edit, undo, redo, reset).
    void scenarioChanged();
    /// Plans were added, removed or reordered, or the whole scenario was replaced.
    void structureChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& filePath);

private:
    Scenario m_scenario;
    QUndoStack m_undoStack;
    QString m_filePath;
    std::vector<CatalogEntry> m_userCatalog;
    std::shared_ptr<const Catalog> m_catalog;
    std::exception_ptr m_catalogError;
};

} // namespace fabrictco::ui
