// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportExporter.h"

#include "core/model/CatalogError.h"
#include "report/ReportControl.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportPages.h"
#include "report/SpreadsheetExport.h"
#include "storage/FileDigest.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/export/ReportDialog.h"
#include "ui/export/ReportPreviewDialog.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QTimer>
#include <QtConcurrent>

#include <atomic>
#include <memory>

namespace fabrictco::ui {

ReportExporter::ReportExporter(QWidget* window)
    : QObject(window), m_window(window),
      m_askSavePath([](QWidget* parent, const QString& caption, const QString& path,
                       const QString& filters, QString* selectedFilter) {
          return QFileDialog::getSaveFileName(parent, caption, path, filters, selectedFilter);
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
    }
    options.sourceModified = source.modified;
    return options;
}

ReportExporter::Result ReportExporter::compute(const DocumentContent& content,
                                               const ReportOptions& options)
{
    Result result;
    if (m_running) {
        result.status = Result::Failed;
        result.error = tr("A report is already being prepared.");
        return result;
    }
    m_running = true;
    m_stop = std::stop_source();
    const auto percent = std::make_shared<std::atomic<int>>(0);
    ReportControl control;
    control.stop = m_stop.get_token();
    control.progress = [percent](double done) {
        percent->store(int(done * 100));
    };
    // The engines only: the words and pages are made afterwards on this (the GUI) thread, since
    // they install the report's language and paint Qt Charts.
    QFutureWatcher<Result> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcher<Result>::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run([content, options, control] {
        Result run;
        try {
            run.data =
                ReportDataBuilder::build(content.scenario, catalogFor(content), options, control);
        } catch (const ReportCancelled&) {
            run.status = Result::Cancelled;
        } catch (const std::exception& error) { // ReportError, CatalogError
            run.status = Result::Failed;
            run.error = QString::fromUtf8(error.what());
        }
        return run;
    }));

    QProgressDialog progress(tr("Running the risk analysis for the report…"), tr("Cancel"), 0, 100,
                             m_window);
    progress.setWindowTitle(tr("Report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    progress.setValue(0);
    connect(&progress, &QProgressDialog::canceled, this, &ReportExporter::cancel);
    QTimer poll;
    poll.setInterval(100);
    connect(&poll, &QTimer::timeout, &progress, [&] { progress.setValue(percent->load()); });
    poll.start();
    if (!watcher.isFinished())
        loop.exec();
    poll.stop();
    m_running = false;
    result = watcher.result();
    return result;
}

void ReportExporter::cancel()
{
    m_stop.request_stop();
}

ReportExporter::Result ReportExporter::writePdf(const QString& path, const DocumentContent& content,
                                                const ReportOptions& options)
{
    Result result = compute(content, options);
    if (result.status != Result::Done)
        return result;
    try {
        const ReportPages pages(*result.data);
        pages.writePdf(path);
        result.pages = pages.pageCount();
    } catch (const ReportError& error) {
        result.status = Result::Failed;
        result.error = QString::fromUtf8(error.what());
    }
    return result;
}

ReportExporter::Result ReportExporter::writeSpreadsheet(const QString& path,
                                                        const DocumentContent& content,
                                                        const ReportOptions& options)
{
    Result result;
    try {
        SpreadsheetExport::formatForPath(path);
    } catch (const ReportError& error) {
        result.status = Result::Failed;
        result.error = QString::fromUtf8(error.what());
        return result;
    }
    result = compute(content, options);
    if (result.status != Result::Done)
        return result;
    try {
        SpreadsheetExport::write(path, *result.data);
    } catch (const ReportError& error) {
        result.status = Result::Failed;
        result.error = QString::fromUtf8(error.what());
    }
    return result;
}

std::optional<ReportChoices> ReportExporter::askChoices(const DocumentContent& content,
                                                        const QString& actionText)
{
    ReportDialog dialog(ReportChoices::defaults(content), actionText, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const ReportChoices choices = dialog.choices();
    choices.remember();
    return choices;
}

std::optional<ReportData> ReportExporter::computeOrTell(const DocumentContent& content,
                                                        const ReportOptions& options)
{
    Result result = compute(content, options);
    if (result.status == Result::Failed)
        tell(tr("Cannot create the report"), result.error);
    return std::move(result.data);
}

std::unique_ptr<ReportPages> ReportExporter::layOutOrTell(const ReportData& data)
{
    // Under a second on the GUI thread (it installs the report's language and paints Qt
    // Charts): a busy cursor says so.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    std::unique_ptr<ReportPages> pages;
    try {
        pages = std::make_unique<ReportPages>(data);
    } catch (const ReportError& error) {
        QApplication::restoreOverrideCursor();
        tell(tr("Cannot create the report"), QString::fromUtf8(error.what()));
        return nullptr;
    }
    QApplication::restoreOverrideCursor();
    return pages;
}

void ReportExporter::tell(const QString& title, const QString& error)
{
    PlainMessageBox::warning(m_window, title, error);
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

std::optional<ReportExporter::PreparedReport>
ReportExporter::prepare(const DocumentContent& content, const QString& actionText)
{
    std::optional<ReportChoices> choices = askChoices(content, actionText);
    if (!choices)
        return std::nullopt;
    const std::optional<ReportData> data =
        computeOrTell(choices->applyTo(content), withSource(optionsFor(*choices)));
    if (!data)
        return std::nullopt;
    std::unique_ptr<ReportPages> pages = layOutOrTell(*data);
    if (!pages)
        return std::nullopt;
    return PreparedReport{std::move(*choices), std::move(pages)};
}

void ReportExporter::exportPdf(const DocumentContent& content)
{
    std::optional<PreparedReport> report = prepare(content, tr("Pre&view…"));
    if (!report)
        return;
    ReportPages& pages = *report->pages;
    ReportPreviewDialog preview(pages, m_window);
    if (preview.exec() != QDialog::Accepted)
        return;
    // A file that cannot be written asks for another place: the report is kept meanwhile.
    QString path = suggestedPath(content, QStringLiteral("pdf"));
    for (;;) {
        path = m_askSavePath(m_window, tr("Export PDF report"), path, tr("PDF files (*.pdf)"),
                             nullptr);
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            path += QStringLiteral(".pdf");
        try {
            pages.writePdf(path);
            break;
        } catch (const ReportError& error) {
            tell(tr("Cannot save the report"), QString::fromUtf8(error.what()));
        }
    }
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    Q_EMIT message(tr("Wrote %1").arg(QFileInfo(path).fileName()));
}

void ReportExporter::print(const DocumentContent& content)
{
    std::optional<PreparedReport> report = prepare(content, tr("P&rint…"));
    if (!report)
        return;
    const ReportChoices& choices = report->choices;
    ReportPages& pages = *report->pages;
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
    } catch (const ReportError& error) {
        tell(tr("Cannot print the report"), QString::fromUtf8(error.what()));
        return;
    }
    Q_EMIT message(tr("Sent %1 pages to the printer.").arg(last - first + 1));
}

void ReportExporter::exportSpreadsheet(const DocumentContent& content)
{
    const QString xlsx = tr("Excel workbooks (*.xlsx)");
    const QString csv = tr("CSV files (*.csv)");
    QString path = suggestedPath(content, QStringLiteral("xlsx"));
    std::optional<ReportData> data;
    // A file that cannot be written asks for another place: the figures are kept meanwhile.
    for (;;) {
        QString filter = xlsx;
        path = m_askSavePath(m_window, tr("Export spreadsheet"), path,
                             xlsx + QStringLiteral(";;") + csv, &filter);
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive) &&
            !path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            path += filter == csv ? QStringLiteral(".csv") : QStringLiteral(".xlsx");
        if (!data) {
            // Sheet and column names in the window's language.
            data = computeOrTell(content, withSource(optionsFor(ReportChoices::defaults(content))));
            if (!data)
                return;
        }
        try {
            SpreadsheetExport::write(path, *data);
            break;
        } catch (const ReportError& error) {
            tell(tr("Cannot save the spreadsheet"), QString::fromUtf8(error.what()));
        }
    }
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    Q_EMIT message(tr("Wrote %1").arg(QFileInfo(path).fileName()));
}

} // namespace fabrictco::ui
