// SPDX-License-Identifier: GPL-3.0-or-later
// The window's part in crash recovery: which slot its unsaved work is copied to, and offering
// the work that instances which ended without saving left behind (RecoveryStore keeps
// instances apart, so no window ever deletes another's copy).
#include "ui/common/PlainMessageBox.h"
#include "ui/document/DocumentErrorText.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/settings/Settings.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace fabrictco::ui {

void MainWindow::setRecoveryStore(const RecoveryStore& store)
{
    m_recovery = RecoverySlot();
    m_recoveryStore = store;
}

void MainWindow::claimRecoverySlot(const QString& documentPath)
{
    // Called once the previous comparison was saved, left unchanged or discarded by the user.
    m_recovery.release();
    m_recovery = m_recoveryStore.claim(documentPath);
}

void MainWindow::autosave()
{
    if (isShowingStartPage())
        return;
    if (!m_document->isModified()) {
        // Back to what the file (or the new comparison) holds: nothing unsaved to keep.
        m_recovery.discard();
        return;
    }
    if (!m_recovery.isClaimed())
        m_recovery = m_recoveryStore.claim(m_document->filePath());
    QString problem;
    if (!m_recovery.isClaimed()) {
        problem = tr("the folder cannot be used");
    } else {
        try {
            m_recovery.write(documentContent(), m_document->filePath(), m_fileState);
        } catch (const DocumentIoError& error) {
            // The status bar has room for a reason, not for the system's English detail. A
            // value the document does not accept is the document's problem, not the folder's
            // (found by a stranger: nodes beyond the fabric blamed the recovery folder).
            problem = error.problem() == DocumentProblem::Invalid
                          ? tr("the comparison holds a value FabricTCO does not accept, which "
                               "saving refuses too")
                          : tr("the copy cannot be written there");
            qWarning("fabrictco: recovery copy: %s", error.what());
        }
    }
    // Not a dialog (autosave must never interrupt), but not silent either: each minute the
    // status bar says that a crash would now lose the work.
    if (!problem.isEmpty())
        statusBar()->showMessage(
            tr("No recovery copy could be written to %1 (%2): save your work to keep it safe.")
                .arg(QDir::toNativeSeparators(m_recoveryStore.directory()), problem),
            30'000);
}

void MainWindow::offerRecovery()
{
    // Before 0.2 the one recovery copy lived in the data folder itself.
    m_recoveryStore.adoptLegacyFile(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
        QStringLiteral("/recovery.fabrictco"));
    std::vector<RecoverySlot> found = m_recoveryStore.orphans();
    int kept = 0; // copies left for later, by "Later" or because a window holds one document
    for (std::size_t i = 0; i < found.size(); ++i) {
        RecoverySlot& slot = found[i];
        switch (askAboutRecoveredWork(slot)) {
        case RecoveryChoice::Restore:
            if (restoreRecoveredWork(std::move(slot))) {
                kept += int(found.size() - i - 1);
                i = found.size(); // one document per window: the rest wait
            }
            break;
        case RecoveryChoice::Discard:
            slot.release();
            break;
        case RecoveryChoice::Later:
            ++kept;
            break;
        }
    }
    if (kept > 0)
        PlainMessageBox::information(
            this, tr("Recover unsaved work"),
            tr("%n more automatic copy(ies) of unsaved work kept; offered again at the next "
               "start or when the document is opened.",
               nullptr, kept));
}

bool MainWindow::offerRecoveredWork(const QString& documentPath)
{
    if (PlainMessageBox::isUnattended())
        return false; // nobody to ask: the copy waits for the next interactive opening
    for (RecoverySlot& slot : m_recoveryStore.orphans(documentPath)) {
        switch (askAboutRecoveredWork(slot)) {
        case RecoveryChoice::Restore:
            if (restoreRecoveredWork(std::move(slot)))
                return true;
            break;
        case RecoveryChoice::Discard:
            slot.release();
            break;
        case RecoveryChoice::Later:
            return false;
        }
    }
    return false;
}

MainWindow::RecoveryChoice MainWindow::askAboutRecoveredWork(const RecoverySlot& slot)
{
    const QString when = QLocale().toString(slot.savedAt().toLocalTime(), QLocale::ShortFormat);
    const bool untitled = slot.documentPath().isEmpty();
    // A long name keeps its beginning and its end, where names of one project differ.
    const QString name =
        fontMetrics().elidedText(QFileInfo(slot.documentPath()).fileName(), Qt::ElideMiddle, 480);
    const QString text =
        untitled ? tr("FabricTCO did not close normally. Restore the comparison that was never "
                      "saved, copied automatically at %1?")
                       .arg(when)
                 : tr("FabricTCO did not close normally while %1 had unsaved changes. Restore the "
                      "changes saved automatically at %2?")
                       .arg(name, when);
    QString details =
        untitled ? tr("Discard deletes the copy. Later keeps it and asks again the next time "
                      "FabricTCO starts.")
                 : tr("Discard deletes the copy. Later keeps it and asks again the next time "
                      "FabricTCO starts or the document is opened.");
    if (!untitled && !QFileInfo(slot.documentPath()).isFile())
        details.prepend(tr("The document is no longer at %1; saving the restored work creates "
                           "it there again.")
                            .arg(QDir::toNativeSeparators(slot.documentPath())) +
                        QLatin1Char('\n'));
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved work"), text, QMessageBox::NoButton,
                    this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(details);
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return RecoveryChoice::Restore;
    if (box.clickedButton() == discard)
        return RecoveryChoice::Discard;
    return RecoveryChoice::Later;
}

bool MainWindow::restoreRecoveredWork(RecoverySlot slot)
{
    DocumentContent work;
    try {
        work = slot.read();
    } catch (const DocumentIoError& error) {
        PlainMessageBox::warning(this, tr("Cannot recover the work"),
                                 tr("%1\nThe copy stays in %2.")
                                     .arg(DocumentErrorText::headline(error.problem()),
                                          QDir::toNativeSeparators(m_recoveryStore.directory())),
                                 QString::fromUtf8(error.what()));
        return false;
    }
    // Undo leads back to the document as it is on disk, or to an empty comparison when it is
    // gone or was never saved. Saving compares the file with what the crashed window had read,
    // so changes someone else made since are not overwritten silently.
    const QString path = slot.documentPath();
    Scenario onDisk;
    if (!path.isEmpty()) {
        try {
            onDisk = DocumentIo::load(path).scenario;
        } catch (const DocumentIoError&) {
            // Gone or unreadable: saving writes the recovered work there.
        }
    }
    Scenario recovered = std::move(work.scenario);
    std::vector<CatalogEntry> own = std::move(work.userCatalog);
    m_extras = std::move(work);
    // A file that is gone has nothing to protect: saving simply creates it again.
    m_fileState =
        !path.isEmpty() && !QFileInfo(path).isFile() ? PlanDocument::FileState{} : slot.baseState();
    m_document->reset(std::move(onDisk), path, std::move(own));
    m_document->replaceScenario([] { return tr("Recovered changes"); }, recovered);
    m_recovery.release();
    m_recovery = std::move(slot);
    if (!path.isEmpty()) {
        Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
        updateRecentMenu();
    }
    showComparison();
    recomputeNow();
    return true;
}

} // namespace fabrictco::ui
