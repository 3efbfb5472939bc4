// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/ScenarioDocument.h"

#include "ui/document/CatalogCache.h"
#include "ui/document/ChangeValueCommand.h"

#include <QFileInfo>

namespace fabrictco::ui {

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_catalog(std::make_shared<const Catalog>(CatalogCache::get())),
      m_catalogError(CatalogCache::error())
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

QString ScenarioDocument::displayName() const
{
    return m_filePath.isEmpty() ? QString() : QFileInfo(m_filePath).fileName();
}

void ScenarioDocument::reset(Scenario scenario, const QString& filePath,
                             std::vector<CatalogEntry> userCatalog)
{
    m_undoStack.clear();
    m_scenario = std::move(scenario);
    m_filePath = filePath;
    m_userCatalog = std::move(userCatalog);
    m_catalogError = CatalogCache::error();
    try {
        m_catalog =
            std::make_shared<const Catalog>(CatalogCache::get().withUserEntries(m_userCatalog));
    } catch (const CatalogError&) {
        // The CLI refuses such a document too: no figures rather than figures it would not give.
        m_catalog = std::make_shared<const Catalog>(CatalogCache::get());
        m_catalogError = std::current_exception();
    }
    m_undoStack.setClean();
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT modifiedChanged(false);
    Q_EMIT structureChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::markSaved(const QString& filePath)
{
    if (filePath != m_filePath) {
        m_filePath = filePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    m_undoStack.setClean();
}

void ScenarioDocument::replaceScenario(UndoText text, const Scenario& after)
{
    if (after == m_scenario)
        return;
    m_undoStack.push(new ReplaceScenarioCommand(this, std::move(text), m_scenario, after));
}

void ScenarioDocument::rewordUndoSteps()
{
    // QUndoStack hands out its commands as const; they are this document's own.
    for (int i = 0; i < m_undoStack.count(); ++i)
        if (auto* command =
                dynamic_cast<WordedCommand*>(const_cast<QUndoCommand*>(m_undoStack.command(i))))
            command->reword();
}

void ScenarioDocument::applyFromCommand(const Scenario& scenario, bool structural)
{
    m_scenario = scenario;
    notifyChangedFromCommand(structural);
}

void ScenarioDocument::notifyChangedFromCommand(bool structural)
{
    if (structural)
        Q_EMIT structureChanged();
    Q_EMIT scenarioChanged();
}

void ReplaceScenarioCommand::redo()
{
    m_document->applyFromCommand(m_after, true);
}

void ReplaceScenarioCommand::undo()
{
    m_document->applyFromCommand(m_before, true);
}

} // namespace fabrictco::ui
