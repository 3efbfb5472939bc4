// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli report`: the comparison report as a PDF, or as an accessible HTML page.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ReportCommandSupport.h"
#include "app/cli/ReportCommandTitles.h"
#include "core/model/Catalog.h"
#include "report/ReportGenerator.h"

namespace fabrictco::cli {

namespace {

int runReport(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("report"),
        QStringLiteral("Write the comparison report (cover, summary, the price to beat, charts, "
                       "bill of materials, yearly costs, risk, assumptions, the price to beat of "
                       "every input) as a PDF, or as an HTML page with "
                       "--format html. The PDF is untagged (Qt 6.4 cannot tag a PDF); the HTML "
                       "page is the accessible version: headings, tables with header cells, and "
                       "each chart with a text alternative and its figures in a table. One "
                       "self-contained file, without scripts."));
    addReportRunOptions(options, QStringLiteral("Language of the report (default en)."));
    options.addValueOption(QStringLiteral("format"), QStringLiteral("pdf|html"),
                           QStringLiteral("pdf (default) or html, the accessible version."));
    options.addValueOption(QStringLiteral("o"), QStringLiteral("OUT.pdf|OUT.html"),
                           QStringLiteral("File to write (required): .pdf for the PDF, .html "
                                          "for --format html."));
    options.addValueOption(QStringLiteral("paper"), QStringLiteral("A4|Letter"),
                           QStringLiteral("Paper size of the PDF (default A4)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const bool html =
        options.choice(QStringLiteral("format"), {QStringLiteral("pdf"), QStringLiteral("html")},
                       QStringLiteral("pdf")) == QLatin1String("html");
    const QString extension = html ? QStringLiteral(".html") : QStringLiteral(".pdf");
    const auto out = options.value(QStringLiteral("o"));
    if (!out || out->isEmpty())
        throw UsageError("-o OUT" + extension.toStdString() + " is required");
    if (!out->endsWith(extension, Qt::CaseInsensitive))
        throw UsageError("-o must name a " + extension.toStdString() + " file (got \"" +
                         out->left(40).toStdString() + "\")" +
                         (html ? "" : "; --format html writes .html"));
    ReportOptions report = readReportRunOptions(options);
    const QString paper =
        options.choice(QStringLiteral("paper"), {QStringLiteral("A4"), QStringLiteral("Letter")},
                       QStringLiteral("A4"));
    report.paper = paper == QLatin1String("Letter") ? QPageSize::Letter : QPageSize::A4;
    return writeReportOutput(
        options, report, *out, streams,
        [&](const Scenario& scenario, const Catalog& catalog, const ReportOptions& withSource) {
            if (html)
                ReportGenerator::writeHtml(*out, scenario, catalog, withSource);
            else
                ReportGenerator::writePdf(*out, scenario, catalog, withSource);
        });
}

} // namespace

Command reportCommand()
{
    return {QString::fromLatin1(kReportCommandTitle.name),
            QString::fromLatin1(kReportCommandTitle.summary), runReport};
}

} // namespace fabrictco::cli
