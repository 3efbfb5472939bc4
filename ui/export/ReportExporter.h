// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "report/ReportData.h"
#include "report/RfqExport.h"
#include "storage/DocumentContent.h"
#include "ui/export/ReportDialog.h"
#include "ui/export/ReportErrorText.h"

#include <QObject>
#include <QString>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

class QWidget;

namespace fabrictco {
class ReportPages;
}

namespace fabrictco::ui {

/// File > Export PDF report, Export HTML report, Print and Export spreadsheet: the dialogs, the
/// engines on a worker thread behind a progress dialog, and the messages. The figures are those of
/// `fabrictco-cli report` and `export` for the same document: the same catalog (the default one
/// with the document's own entries on top), options (10,000 trials, the same seed) and writers.
///
/// The steps without dialogs (compute, writePdf, writeHtml, writeSpreadsheet) are public for
/// tests.
class ReportExporter : public QObject
{
    Q_OBJECT
public:
    /// Dialogs and messages open over `window`.
    explicit ReportExporter(QWidget* window);
    ~ReportExporter() override;

    void exportPdf(const DocumentContent& content);
    /// File > Export HTML report: the accessible version of the PDF (HtmlReport), with the
    /// PDF's choices, engines and messages; saved without a preview (a browser shows it).
    void exportHtml(const DocumentContent& content);
    void print(const DocumentContent& content);
    void exportSpreadsheet(const DocumentContent& content);
    /// File > Export request for quotation: asks which plans, years and language (RfqDialog),
    /// then where (XLSX or CSV), and writes the request at once (no risk analysis in it).
    void exportRequestForQuotation(const DocumentContent& content);
    /// The request written to `path` (format by extension), never over the document itself.
    /// Returns the request written; throws what RfqExport::write throws.
    Rfq writeRequestForQuotation(const QString& path, const DocumentContent& content,
                                 const RfqExport::Choice& choice, const QString& language) const;

    struct Result
    {
        enum Status
        {
            Done,
            Cancelled,
            Failed,
        };
        Status status = Done;
        QString error;                  ///< what went wrong and what to do, when Failed
        QString details;                ///< the system's or library's own words, when there are any
        std::optional<ReportData> data; ///< when Done (compute)
        int pages = 0;                  ///< when a PDF was written

        /// Failed, with the error being handled worded for the window.
        void fail(const std::exception_ptr& thrown, const Scenario* scenario = nullptr);
    };

    /// The default catalog with the document's own entries applied on top, as the CLI builds
    /// it. Throws CatalogError.
    static Catalog catalogFor(const DocumentContent& content);
    /// The CLI's defaults (10,000 trials, its seed) with the chosen paper and language.
    static ReportOptions optionsFor(const ReportChoices& choices);

    /// Called on the GUI thread with what a run gave; never after the exporter is destroyed.
    using Done = std::function<void(Result)>;

    /// Starts the engines on a worker thread and returns at once; `done` gets the result when
    /// they end (a signal from the run's future, no nested event loop). A progress dialog with
    /// Cancel appears after half a second. One run at a time: while one runs, `done` is told
    /// Failed at once.
    void compute(const DocumentContent& content, const ReportOptions& options, Done done);
    /// Stops the run of compute() in progress (what Cancel does).
    void cancel();
    bool isRunning() const { return m_running; }

    /// compute(), then the PDF written atomically: nothing at `path` unless it succeeded.
    void writePdf(const QString& path, const DocumentContent& content, const ReportOptions& options,
                  Done done);
    /// compute(), then the HTML report written atomically: nothing at `path` unless it succeeded.
    void writeHtml(const QString& path, const DocumentContent& content,
                   const ReportOptions& options, Done done);
    /// compute(), then XLSX or CSV by the extension of `path`, atomically.
    void writeSpreadsheet(const QString& path, const DocumentContent& content,
                          const ReportOptions& options, Done done);

    /// Asks where to save: QFileDialog::getSaveFileName's arguments and result ("" = cancelled).
    using SavePathPrompt =
        std::function<QString(QWidget* parent, const QString& caption, const QString& path,
                              const QString& filters, QString* selectedFilter)>;
    /// The document the window shows: its file and whether it has unsaved changes. The report's
    /// cover and the spreadsheet's properties name it with its digest (provenance).
    struct Source
    {
        QString path; ///< empty: never saved
        bool modified = false;
    };
    void setSourceProvider(std::function<Source()> provider) { m_source = std::move(provider); }
    /// `options` with the provenance of the current source filled in.
    ReportOptions withSource(ReportOptions options) const;

    /// Replaces the save dialog (tests answer it directly: driving a QFileDialog through its
    /// widgets depends on its directory model having finished loading).
    void setSavePathPrompt(SavePathPrompt prompt) { m_askSavePath = std::move(prompt); }

Q_SIGNALS:
    /// A short note for the status bar ("Sent 12 pages to the printer.").
    void message(const QString& text);
    /// A file was written: `text` says what and where, for a notice with buttons to open it.
    void written(const QString& text, const QString& path);
    /// A run started or ended: the window offers no second export meanwhile.
    void runningChanged(bool running);
    /// A report was saved or printed under another title than the document's (chosen in the
    /// report dialog): the window keeps it in the document (one undo step), so the next report
    /// and the file have it. A report cancelled on the way changes nothing.
    void titleChosen(const QString& title);

private:
    std::function<Source()> m_source;
    std::optional<ReportChoices> askChoices(const DocumentContent& content,
                                            const QString& actionText);
    /// Emits titleChosen() for a title the report dialog changed, once the report is made.
    void keepPendingTitle();
    std::optional<QString> m_pendingTitle;
    /// Emits written() for the file at `path` (with its lines to quote for a request).
    void announceWritten(const QString& path, std::optional<int> linesToQuote = {},
                         const QStringList& leftOut = {}, bool buyersCopy = false);
    /// compute() with a failure told to the user; `next` gets the data when there is some.
    void computeThen(const DocumentContent& content, const ReportOptions& options,
                     std::function<void(ReportData)> next);
    /// The report of type `Report` (ReportPages, HtmlReport) made from `data` on the GUI thread
    /// behind a busy cursor; null, the failure told to the user, when it cannot be made.
    template <class Report> std::unique_ptr<Report> made(const ReportData& data);
    /// Export PDF and Print after the engines: the pages, then `use` with them.
    void layOutThen(const ReportData& data, const std::function<void(ReportPages&)>& use);
    void previewAndSave(ReportPages& pages, const DocumentContent& content);
    /// Asks where to save a report (`extension` added when the name lacks it) and `write`s it
    /// there, asking again while the file cannot be written; remembers the folder.
    void saveAsking(const DocumentContent& content, const QString& extension, const QString& title,
                    const QString& filter, const std::function<void(const QString&)>& write);
    /// Export HTML after the engines: the page, then the save question (asked again while the
    /// file cannot be written).
    void saveHtml(const ReportData& data, const DocumentContent& content);
    void printPages(ReportPages& pages, const ReportChoices& choices,
                    const DocumentContent& content);
    /// Writes the spreadsheet, asking for another place while it cannot be written.
    void saveSpreadsheet(QString path, const ReportData& data);
    /// The save question for spreadsheets; "" when cancelled.
    QString askSpreadsheetPath(const QString& path);
    void tell(const QString& title, const ReportErrorWords& error);
    QString suggestedPath(const DocumentContent& content, const QString& suffix) const;

    QWidget* m_window = nullptr;
    SavePathPrompt m_askSavePath;
    std::stop_source m_stop;
    bool m_running = false;
};

} // namespace fabrictco::ui
