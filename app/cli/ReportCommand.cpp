// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli report`: the comparison report as a PDF.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ReportCommandSupport.h"
#include "core/model/Catalog.h"
#include "report/ReportGenerator.h"

namespace fabrictco::cli {

namespace {

int runReport(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("report"),
                       QStringLiteral("Write the comparison report (cover, summary, charts, bill "
                                      "of materials, yearly costs, risk, assumptions) as a PDF."));
    addReportRunOptions(options, QStringLiteral("Language of the report (default en)."));
    options.addValueOption(QStringLiteral("o"), QStringLiteral("OUT.pdf"),
                           QStringLiteral("PDF file to write (required)."));
    options.addValueOption(QStringLiteral("paper"), QStringLiteral("A4|Letter"),
                           QStringLiteral("Paper size (default A4)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const auto out = options.value(QStringLiteral("o"));
    if (!out || out->isEmpty())
        throw UsageError("-o OUT.pdf is required");
    if (!out->endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        throw UsageError("-o must name a .pdf file (got \"" + out->left(40).toStdString() + "\")");
    ReportOptions report = readReportRunOptions(options);
    const QString paper =
        options.choice(QStringLiteral("paper"), {QStringLiteral("A4"), QStringLiteral("Letter")},
                       QStringLiteral("A4"));
    report.paper = paper == QLatin1String("Letter") ? QPageSize::Letter : QPageSize::A4;
    return writeReportOutput(
        options, report, *out, streams,
        [&](const Scenario& scenario, const Catalog& catalog, const ReportOptions& withSource) {
            ReportGenerator::writePdf(*out, scenario, catalog, withSource);
        });
}

} // namespace

Command reportCommand()
{
    return {QStringLiteral("report"),
            QStringLiteral("Comparison report as a PDF (English or Chinese)"), runReport};
}

} // namespace fabrictco::cli
