// SPDX-License-Identifier: GPL-3.0-or-later
// The window's document lifecycle: new, open, read, save, save as, the question about unsaved
// changes and the one about a file changed on disk. (The recovery of unsaved work after a crash
// is in MainWindowRecovery.cpp.)
#include "core/model/Examples.h"
#include "presentation/EngineErrorText.h"
#include "ui/common/FileDialogs.h"
#include "ui/common/FileTypes.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/DocumentErrorText.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/PlanNameEdit.h"
#include "ui/plans/ValueEditor.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace fabrictco::ui {

void MainWindow::createFromAnswers(const StartAnswers& answers)
{
    m_extras = DocumentContent{};
    m_fileState = {};
    m_document->reset(ScenarioFactory::fromAnswers(answers));
    claimRecoverySlot(QString());
    showComparison();
    recomputeNow();
}

bool MainWindow::openExample(const QString& name)
{
    Scenario scenario;
    try {
        scenario = ScenarioFactory::example(name);
    } catch (const ExampleError& error) {
        PlainMessageBox::warning(
            this, tr("Cannot open the example"),
            error.unknownName()
                ? tr("FabricTCO has no example called “%1”. Its examples: %2.")
                      .arg(name.left(40), ScenarioFactory::exampleNames().join(tr(", ")))
                : tr("The example's file in the installation cannot be read: reinstall "
                     "FabricTCO."),
            QString::fromUtf8(error.what()));
        return false;
    } catch (const std::exception&) {
        PlainMessageBox::warning(this, tr("Cannot open the example"),
                                 EngineErrorText::describe(std::current_exception()));
        return false;
    }
    if (!maybeSave())
        return false;
    m_extras = DocumentContent{};
    m_fileState = {};
    m_document->reset(scenario);
    claimRecoverySlot(QString());
    showComparison();
    recomputeNow();
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    if (FileTypes::isQuoteFile(path)) {
        importQuotes(path);
        return true;
    }
    return maybeSave() && readDocument(path);
}

bool MainWindow::readDocument(const QString& given)
{
    // Absolute: a path from the command line must still name the file after a crash, when
    // the recovery copy is offered from another working folder.
    const QString path = QFileInfo(given).absoluteFilePath();
    try {
        PlanDocument::FileState state;
        DocumentContent content = DocumentIo::load(path, &state);
        Scenario scenario = std::move(content.scenario);
        std::vector<CatalogEntry> own = std::move(content.userCatalog);
        m_extras = std::move(content);
        m_fileState = state;
        m_document->reset(std::move(scenario), path, std::move(own));
    } catch (const DocumentIoError& error) {
        // Deleted or moved after a crash: its unsaved work may still be here.
        if (!QFileInfo::exists(path) && offerRecoveredWork(path))
            return true;
        PlainMessageBox::warning(this, tr("Cannot open the document"),
                                 DocumentErrorText::headline(error.problem()) + QLatin1Char('\n') +
                                     QDir::toNativeSeparators(path),
                                 QString::fromUtf8(error.what()));
        return false;
    }
    if (!offerRecoveredWork(path))
        claimRecoverySlot(path);
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    showComparison();
    recomputeNow();
    return true;
}

bool MainWindow::saveTo(const QString& path, bool overwriteChanges)
{
    // Saving over the file that was read: only if it still holds what was read.
    const bool sameFile =
        !m_document->filePath().isEmpty() && QFileInfo(path) == QFileInfo(m_document->filePath());
    const PlanDocument::FileState* expected =
        sameFile && !overwriteChanges ? &m_fileState : nullptr;
    try {
        m_fileState = DocumentIo::save(path, documentContent(), expected);
    } catch (const DocumentChangedOnDisk&) {
        return resolveChangedOnDisk(path);
    } catch (const DocumentIoError& error) {
        PlainMessageBox::warning(this, tr("Cannot save the document"),
                                 DocumentErrorText::headline(error.problem()) + QLatin1Char('\n') +
                                     QDir::toNativeSeparators(path),
                                 QString::fromUtf8(error.what()));
        return false;
    }
    m_document->markSaved(path);
    // Saved: the recovery copy has done its job, and the work now belongs to `path`.
    claimRecoverySlot(path);
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::resolveChangedOnDisk(const QString& path)
{
    const QString title = tr("The document changed on disk");
    const QString text = tr("%1 was changed by another program or window since you opened it. "
                            "Nothing has been saved yet.")
                             .arg(QFileInfo(path).fileName());
    if (PlainMessageBox::isUnattended()) {
        // Nobody to choose: say it, and save nothing (Cancel).
        PlainMessageBox::warning(this, title, text);
        return false;
    }
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Reload it (your changes here are lost), save your version as a "
                              "copy, or overwrite the other changes."));
    QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    QPushButton* copy = box.addButton(tr("Save as &copy…"), QMessageBox::AcceptRole);
    QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(copy);
    box.exec();
    if (box.clickedButton() == reload) {
        // Read without asking to save what the user chose to discard; if the file cannot be
        // read, the window's version stays, still unsaved.
        readDocument(path);
        return false; // this version was not saved
    }
    if (box.clickedButton() == copy)
        return saveAs();
    if (box.clickedButton() == overwrite)
        return saveTo(path, true);
    return false;
}

bool MainWindow::finishTyping()
{
    for (QWidget* widget = QApplication::focusWidget(); widget != nullptr;
         widget = widget->parentWidget()) {
        if (auto* name = qobject_cast<PlanNameEdit*>(widget)) {
            Q_EMIT name->editingFinished(); // as leaving the field does
            return true;
        }
        auto* editor = qobject_cast<ValueEditor*>(widget);
        if (editor == nullptr)
            continue;
        if (editor->commitTypedText())
            return true;
        // Not a value: nothing is taken or lost; the user corrects it or goes back.
        // The way out in the message itself, not under Details (a stranger did not find it).
        PlainMessageBox::warning(
            this, tr("A value is not finished"),
            tr("%1: %2").arg(editor->lineEdit()->accessibleName(), editor->errorText()) +
                QStringLiteral("\n\n") +
                tr("Correct it, or press Escape in the field to put the previous value back."));
        editor->lineEdit()->setFocus(Qt::OtherFocusReason);
        return false;
    }
    return true;
}

bool MainWindow::save()
{
    if (!finishTyping())
        return false;
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    if (!finishTyping())
        return false;
    const QString path =
        FileDialogs::saveFileName(this, tr("Save comparison"), Settings::lastDirectory.get(),
                                  tr("FabricTCO documents (*.fabrictco)"));
    if (path.isEmpty())
        return false;
    return saveTo(FileTypes::asDocument(path));
}

void MainWindow::open()
{
    const QString path =
        FileDialogs::openFileName(this, tr("Open comparison"), Settings::lastDirectory.get(),
                                  tr("FabricTCO documents (*.fabrictco);;Quote files (*.csv)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::newDocument()
{
    if (!maybeSave())
        return;
    m_recovery.release(); // saved, unchanged or discarded
    showStartPage();
}

bool MainWindow::maybeSave()
{
    // A figure still being typed is a change too (it was lost on Ctrl+W: issue 40).
    if (!isShowingStartPage() && !finishTyping())
        return false;
    if (!m_document->isModified() || isShowingStartPage())
        return true;
    if (PlainMessageBox::isUnattended()) {
        // Nobody to answer: say so and keep the work (Cancel).
        PlainMessageBox::warning(this, tr("Unsaved changes"),
                                 tr("The comparison has unsaved changes. Save them?"));
        return false;
    }
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The comparison has unsaved changes. Save them?"), QMessageBox::NoButton,
                    this);
    box.setTextFormat(Qt::PlainText);
    // Each button with its own key (Qt's standard Discard has none in either language).
    QPushButton* saveButton = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("&Don't save"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveButton);
    box.exec();
    if (box.clickedButton() == saveButton)
        return save();
    return box.clickedButton() == discardButton;
}

DocumentContent MainWindow::documentContent() const
{
    DocumentContent content = m_extras;
    content.scenario = m_document->scenario();
    content.userCatalog = m_document->userCatalog();
    content.scenario.metadata.modifiedUtc =
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    content.scenario.metadata.programVersion = FABRICTCO_VERSION;
    return content;
}

} // namespace fabrictco::ui
