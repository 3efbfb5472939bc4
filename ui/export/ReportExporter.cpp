// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportExporter.h"

#include "core/model/CatalogError.h"
#include "presentation/CjkSpacing.h"
#include "presentation/GrowthLimitText.h"
#include "report/HtmlReport.h"
#include "report/ReportControl.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportPages.h"
#include "report/SpreadsheetExport.h"
#include "storage/FileDigest.h"
#include "translations/I18n.h"
#include "ui/common/FileDialogs.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/common/WorkerRun.h"
#include "ui/export/ReportDialog.h"
#include "ui/export/ReportErrorText.h"
#include "ui/export/ReportPreviewDialog.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QRegularExpression>

#include <memory>

namespace fabrictco::ui {

ReportExporter::ReportExporter(QWidget* window)
    : QObject(window), m_window(window),
      m_askSavePath([](QWidget* parent, const QString& caption, const QString& path,
                       const QString& filters, QString* selectedFilter) {
          return FileDialogs::saveFileName(parent, caption, path, filters, selectedFilter);
      })
{
}

ReportExporter::~ReportExporter()
{
    cancel();
}

Catalog ReportExporter::catalogFor(const DocumentContent& content)
{
    // The one rule fabrictco-cli's ScenarioSource::catalogFor and the window's ScenarioDocument
    // use, so all three print the same figures.
    return Catalog::loadDefault().withUserEntries(content.userCatalog);
}

ReportOptions ReportExporter::optionsFor(const ReportChoices& choices)
{
    ReportOptions options; // trials and seed: the CLI's defaults
    options.language = choices.language;
    options.paper = choices.paper;
    return options;
}

ReportOptions ReportExporter::withSource(ReportOptions options) const
{
    const Source source = m_source ? m_source() : Source{};
    if (!source.path.isEmpty()) {
        options.sourceName = QFileInfo(source.path).fileName();
        options.sourceDigest = FileDigest::sha256Prefix(source.path);
        options.inputFiles = {source.path};
    }
    options.sourceModified = source.modified;
    return options;
}

void ReportExporter::compute(const DocumentContent& content, const ReportOptions& options,
                             Done done)
{
    if (m_running) {
        Result busy;
        busy.status = Result::Failed;
        busy.error = tr("A report is already being prepared.");
        done(std::move(busy));
        return;
    }
    m_running = true;
    Q_EMIT runningChanged(true);
    m_stop = std::stop_source();
    ReportControl control;
    control.stop = m_stop.get_token();
    // The engines only: the words and pages are made afterwards on the GUI thread, since they
    // install the report's language and paint Qt Charts. The worker shares nothing with this
    // exporter but its future: progress goes through the promise.
    auto* watcher = new QFutureWatcher<void>(this);
    const auto answer = std::make_shared<WorkerAnswer<Result>>();
    auto* progress = new QProgressDialog(tr("Running the risk analysis for the report…"),
                                         tr("Cancel"), 0, 100, m_window);
    progress->setWindowTitle(tr("Report"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(500);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    progress->setValue(0);
    connect(progress, &QProgressDialog::canceled, this, &ReportExporter::cancel);
    connect(watcher, &QFutureWatcher<void>::progressValueChanged, progress,
            &QProgressDialog::setValue);
    connect(watcher, &QFutureWatcher<void>::finished, this,
            [this, watcher, progress, answer, done = std::move(done)] {
                // Out of the way before `done` opens the preview: no more progress (it would show
                // the dialog again, over the preview), its show timer stopped, hidden. Deleted
                // later, not here: this may run inside its own setValue(), which processes events
                // while the dialog is modal.
                watcher->disconnect(progress);
                progress->reset();
                progress->hide();
                progress->deleteLater();
                watcher->deleteLater();
                Result result;
                if (m_stop.stop_requested()) {
                    // Cancel was pressed: the engines may have finished before they looked.
                    result.status = Result::Cancelled;
                } else if (std::optional<Result> given = answer->take()) {
                    result = std::move(*given);
                } else {
                    result.status = Result::Failed;
                    result.error = tr("The report's calculation stopped without a result.");
                }
                m_running = false;
                Q_EMIT runningChanged(false);
                done(std::move(result));
            });
    watcher->setFuture(runWorker(answer, [content, options, control](QPromise<void>& promise) {
        ReportControl reporting = control;
        reporting.progress = [&promise](double fraction) {
            promise.setProgressValue(int(fraction * 100));
        };
        Result run;
        try {
            run.data =
                ReportDataBuilder::build(content.scenario, catalogFor(content), options, reporting);
        } catch (const ReportCancelled&) {
            run.status = Result::Cancelled;
        } catch (...) { // ReportError, CatalogError
            run.fail(std::current_exception(), &content.scenario);
        }
        return run;
    }));
}

void ReportExporter::cancel()
{
    m_stop.request_stop();
}

void ReportExporter::writePdf(const QString& path, const DocumentContent& content,
                              const ReportOptions& options, Done done)
{
    compute(content, options, [path, done = std::move(done)](Result result) {
        if (result.status == Result::Done) {
            try {
                const ReportPages pages(*result.data);
                pages.writePdf(path);
                result.pages = pages.pageCount();
            } catch (const ReportError&) {
                result.fail(std::current_exception());
            }
        }
        done(std::move(result));
    });
}

void ReportExporter::writeSpreadsheet(const QString& path, const DocumentContent& content,
                                      const ReportOptions& options, Done done)
{
    try {
        SpreadsheetExport::formatForPath(path);
    } catch (const ReportError&) {
        Result refused;
        refused.fail(std::current_exception());
        done(std::move(refused));
        return;
    }
    compute(content, options, [path, done = std::move(done)](Result result) {
        if (result.status == Result::Done) {
            try {
                SpreadsheetExport::write(path, *result.data);
            } catch (const ReportError&) {
                result.fail(std::current_exception());
            }
        }
        done(std::move(result));
    });
}

std::optional<ReportChoices> ReportExporter::askChoices(const DocumentContent& content,
                                                        const QString& actionText)
{
    ReportDialog dialog(ReportChoices::defaults(content), actionText, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const ReportChoices choices = dialog.choices();
    choices.remember();
    // Kept in the document once the report is made (saved or printed), not when it is
    // cancelled on the way.
    const QString title = choices.title.trimmed();
    m_pendingTitle.reset();
    if (title != QString::fromStdString(content.scenario.metadata.title))
        m_pendingTitle = title;
    return choices;
}

void ReportExporter::computeThen(const DocumentContent& content, const ReportOptions& options,
                                 std::function<void(ReportData)> next)
{
    compute(content, options, [this, next = std::move(next)](Result result) {
        if (result.status == Result::Failed)
            tell(tr("Cannot create the report"), {result.error, result.details});
        else if (result.status == Result::Done)
            next(std::move(*result.data));
    });
}

template <class Report> std::unique_ptr<Report> ReportExporter::made(const ReportData& data)
{
    // Under a second on the GUI thread (it installs the report's language and paints Qt
    // Charts): a busy cursor says so.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    std::unique_ptr<Report> report;
    try {
        report = std::make_unique<Report>(data);
    } catch (const ReportError&) {
        QApplication::restoreOverrideCursor();
        // ReportExporter:: named: inside a template lupdate takes the parameter for the context.
        tell(ReportExporter::tr("Cannot create the report"),
             ReportErrorText::describe(std::current_exception(), &data.scenario));
        return nullptr;
    }
    QApplication::restoreOverrideCursor();
    return report;
}

template std::unique_ptr<ReportPages> ReportExporter::made<ReportPages>(const ReportData&);
template std::unique_ptr<HtmlReport> ReportExporter::made<HtmlReport>(const ReportData&);

void ReportExporter::layOutThen(const ReportData& data,
                                const std::function<void(ReportPages&)>& use)
{
    if (const std::unique_ptr<ReportPages> pages = made<ReportPages>(data))
        use(*pages);
}

void ReportExporter::tell(const QString& title, const ReportErrorWords& error)
{
    PlainMessageBox::warning(m_window, title, error.text, error.details);
}

void ReportExporter::Result::fail(const std::exception_ptr& thrown, const Scenario* scenario)
{
    status = Failed;
    ReportErrorWords words = ReportErrorText::describe(thrown, scenario);
    error = std::move(words.text);
    details = std::move(words.details);
}

QString ReportExporter::suggestedPath(const DocumentContent& content, const QString& suffix) const
{
    // A saved document's report goes beside it under its name ("plan.fabrictco" gives
    // "plan.pdf"); an unsaved one is named after its title.
    const QString document = m_source ? m_source().path : QString();
    if (!document.isEmpty()) {
        const QFileInfo info(document);
        return info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + suffix);
    }
    QString name = QString::fromStdString(content.scenario.metadata.title).trimmed();
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]+")), QStringLiteral("-"));
    if (name.isEmpty())
        name = QStringLiteral("fabrictco-report");
    const QString directory = Settings::lastDirectory.get();
    return QDir(directory.isEmpty() ? QDir::homePath() : directory)
        .filePath(name + QLatin1Char('.') + suffix);
}

void ReportExporter::exportPdf(const DocumentContent& content)
{
    const std::optional<ReportChoices> choices = askChoices(content, tr("Pre&view…"));
    if (!choices)
        return;
    computeThen(choices->applyTo(content), withSource(optionsFor(*choices)),
                [this, content](const ReportData& data) {
                    layOutThen(data, [&](ReportPages& pages) { previewAndSave(pages, content); });
                });
}

void ReportExporter::previewAndSave(ReportPages& pages, const DocumentContent& content)
{
    ReportPreviewDialog preview(pages, m_window);
    if (preview.exec() != QDialog::Accepted)
        return;
    saveAsking(content, QStringLiteral("pdf"), tr("Export PDF report"), tr("PDF files (*.pdf)"),
               [&pages](const QString& path) { pages.writePdf(path); });
}

void ReportExporter::saveAsking(const DocumentContent& content, const QString& extension,
                                const QString& title, const QString& filter,
                                const std::function<void(const QString&)>& write)
{
    // A file that cannot be written asks for another place: the report is kept meanwhile.
    QString path = suggestedPath(content, extension);
    const QString suffix = QLatin1Char('.') + extension;
    for (;;) {
        path = m_askSavePath(m_window, title, path, filter, nullptr);
        if (path.isEmpty())
            return;
        if (!path.endsWith(suffix, Qt::CaseInsensitive))
            path += suffix;
        try {
            write(path);
            break;
        } catch (const ReportError&) {
            tell(tr("Cannot save the report"),
                 ReportErrorText::describe(std::current_exception(), nullptr));
        }
    }
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    keepPendingTitle();
    announceWritten(path);
}

void ReportExporter::keepPendingTitle()
{
    if (m_pendingTitle)
        Q_EMIT titleChosen(*m_pendingTitle);
    m_pendingTitle.reset();
}

void ReportExporter::announceWritten(const QString& path, std::optional<int> linesToQuote,
                                     const QStringList& leftOut, bool buyersCopy)
{
    const QFileInfo file(path);
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    //: %1 a file name, %2 its folder.
    QStringList sentences{tr("Saved %1 in %2.").arg(file.fileName(), folder)};
    if (linesToQuote)
        sentences << tr("%n line(s) to quote.", nullptr, *linesToQuote);
    if (!leftOut.isEmpty())
        //: %1 names the plans that cannot be built for the cluster (see the summary).
        sentences << tr("Not asked for: %1, which cannot be built for this cluster.")
                         .arg(GrowthLimitText::quotedNames(leftOut));
    if (buyersCopy)
        sentences << tr("This is the buyer's copy with the price to beat: do not send it to the "
                        "vendor.");
    // No space after a Chinese full stop.
    Q_EMIT written(CjkSpacing::sentences(sentences), file.absoluteFilePath());
}

void ReportExporter::print(const DocumentContent& content)
{
    const std::optional<ReportChoices> choices = askChoices(content, tr("P&rint…"));
    if (!choices)
        return;
    computeThen(choices->applyTo(content), withSource(optionsFor(*choices)),
                [this, content, choices = *choices](const ReportData& data) {
                    layOutThen(data,
                               [&](ReportPages& pages) { printPages(pages, choices, content); });
                });
}

void ReportExporter::printPages(ReportPages& pages, const ReportChoices& choices,
                                const DocumentContent& content)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(choices.paper));
    // The report has its own margins, header and footer: the printer gets whole pages.
    printer.setFullPage(true);
    printer.setDocName(QFileInfo(suggestedPath(content, QStringLiteral("pdf"))).baseName());
    printer.setFromTo(1, pages.pageCount());
    QPrintDialog dialog(&printer, m_window);
    dialog.setMinMax(1, pages.pageCount());
    if (dialog.exec() != QDialog::Accepted)
        return;
    int first = 0;
    int last = pages.pageCount() - 1;
    if (printer.printRange() == QPrinter::PageRange) {
        first = printer.fromPage() - 1;
        last = printer.toPage() - 1;
    }
    try {
        pages.print(printer, first, last);
    } catch (const ReportError&) {
        tell(tr("Cannot print the report"),
             ReportErrorText::describe(std::current_exception(), nullptr));
        return;
    }
    keepPendingTitle();
    Q_EMIT message(tr("Sent %1 pages to the printer.").arg(last - first + 1));
}

QString ReportExporter::askSpreadsheetPath(const QString& path)
{
    const QString xlsx = tr("Excel workbooks (*.xlsx)");
    const QString csv = tr("CSV files (*.csv)");
    QString filter = xlsx;
    QString chosen = m_askSavePath(m_window, tr("Export spreadsheet"), path,
                                   xlsx + QStringLiteral(";;") + csv, &filter);
    if (!chosen.isEmpty() && !chosen.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive) &&
        !chosen.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        chosen += filter == csv ? QStringLiteral(".csv") : QStringLiteral(".xlsx");
    return chosen;
}

void ReportExporter::exportSpreadsheet(const DocumentContent& content)
{
    const QString path = askSpreadsheetPath(suggestedPath(content, QStringLiteral("xlsx")));
    if (path.isEmpty())
        return;
    // Sheet and column names in the window's language.
    computeThen(content, withSource(optionsFor(ReportChoices::defaults(content))),
                [this, path](const ReportData& data) { saveSpreadsheet(path, data); });
}

void ReportExporter::saveSpreadsheet(QString path, const ReportData& data)
{
    // A file that cannot be written asks for another place: the figures are kept meanwhile.
    for (;;) {
        try {
            SpreadsheetExport::write(path, data);
            break;
        } catch (const ReportError&) {
            tell(tr("Cannot save the spreadsheet"),
                 ReportErrorText::describe(std::current_exception(), nullptr));
        }
        path = askSpreadsheetPath(path);
        if (path.isEmpty())
            return;
    }
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    announceWritten(path);
}

} // namespace fabrictco::ui
