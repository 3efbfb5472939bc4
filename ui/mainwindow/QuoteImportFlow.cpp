// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/QuoteImportFlow.h"

#include "core/model/QuoteUsage.h"
#include "presentation/CjkSpacing.h"
#include "storage/DocumentQuotes.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/QuoteConflictDialog.h"
#include "ui/plans/QuoteImportDialog.h"

#include <QFileInfo>

namespace fabrictco::ui {

QuoteImportFlow::Outcome QuoteImportFlow::run(QWidget* parent, ScenarioDocument& document,
                                              const DocumentContent& content, const QString& path)
{
    QuoteImportDialog dialog(path, content, parent, document.catalog().get());
    if (!dialog.ok()) {
        PlainMessageBox::warning(parent, tr("Cannot import the quotes"), dialog.errorText());
        return {};
    }
    if (dialog.exec() != QDialog::Accepted)
        return {};
    DocumentContent after = content;
    const int added = DocumentQuotes::accept(after, dialog.import());
    if (added == 0) {
        // Nothing new (the same file again): the document stays as it was, unmodified.
        return {tr("Nothing added: the document already holds every quote in %1.")
                    .arg(QFileInfo(path).fileName()),
                8000};
    }
    // A quote for an input the user typed a value for would be silently shadowed: ask.
    const auto conflicts = QuoteUsage::conflicts(content.scenario, after.scenario);
    QString outcome;
    if (!conflicts.empty()) {
        QuoteConflictDialog question(conflicts, after.scenario, parent);
        if (question.exec() != QDialog::Accepted)
            return {tr("Import cancelled: nothing changed."), 6000};
        const auto chosen = question.useQuote();
        QuoteConflictDialog::applyChoice(after.scenario, chosen);
        outcome = CjkSpacing::sentences(
            {tr("%n typed value(s) replaced by quotes.", nullptr, int(chosen.size())),
             tr("%n typed value(s) kept.", nullptr, int(conflicts.size() - chosen.size()))});
    }
    const QString file = QFileInfo(path).fileName();
    document.replaceScenario([file] { return tr("Import quotes (%1)").arg(file); }, after.scenario);
    return {CjkSpacing::sentences({tr("Added %n quote(s).", nullptr, added), outcome}), 8000};
}

} // namespace fabrictco::ui
