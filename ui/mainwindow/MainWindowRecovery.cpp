// SPDX-License-Identifier: GPL-3.0-or-later
// The window's part in crash recovery: which slot its unsaved work is copied to, and offering
// the work that instances which ended without saving left behind (RecoveryStore keeps
// instances apart, so no window ever deletes another's copy).
#include "ui/common/PlainMessageBox.h"
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
    try {
        m_recovery.write(documentContent(), m_document->filePath(), m_fileState);
    } catch (const DocumentIoError&) {
        // A safety net: a failure must not interrupt the user; saving will tell.
    }
}

void MainWindow::offerRecovery()
{
    // Before 0.2 the one recovery copy lived in the data folder itself.
    m_recoveryStore.adoptLegacyFile(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
        QStringLiteral("/recovery.fabrictco"));
    for (RecoverySlot& slot : m_recoveryStore.orphans()) {
        switch (askAboutRecoveredWork(slot)) {
        case RecoveryChoice::Restore:
            if (restoreRecoveredWork(std::move(slot)))
                return;
            break;
        case RecoveryChoice::Discard:
            slot.release();
            break;
        case RecoveryChoice::Later:
            return; // every copy stays for the next start or for opening its document
        }
    }
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
    const QString text =
        slot.documentPath().isEmpty()
            ? tr("FabricTCO did not close normally. Restore the unsaved comparison saved "
                 "automatically at %1?")
                  .arg(when)
            : tr("FabricTCO did not close normally while %1 had unsaved changes. Restore the "
                 "changes saved automatically at %2?")
                  .arg(QFileInfo(slot.documentPath()).fileName(), when);
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved work"), text, QMessageBox::NoButton,
                    this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Discard deletes the copy. Later keeps it and asks again the next "
                              "time FabricTCO starts or the document is opened."));
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
                                     .arg(QString::fromUtf8(error.what()),
                                          QDir::toNativeSeparators(m_recoveryStore.directory())));
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
    m_fileState = slot.baseState();
    m_document->reset(std::move(onDisk), path, std::move(own));
    m_document->replaceScenario(tr("Recovered changes"), recovered);
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
