// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli export`: the comparison's tables as XLSX or CSV.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ReportCommandSupport.h"
#include "app/cli/ReportCommandTitles.h"
#include "core/model/Catalog.h"
#include "report/ReportError.h"
#include "report/SpreadsheetExport.h"

namespace fabrictco::cli {

namespace {

int runExport(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("export"),
                       QStringLiteral("Export the bill of materials, yearly costs per category, "
                                      "horizon totals, risk summary, node-count sweep, "
                                      "break-evens, the price to beat and the vendor quotes as "
                                      "XLSX (one sheet each) or CSV (one section each)."));
    addReportRunOptions(options,
                        QStringLiteral("Language of sheet and column names (default en)."));
    addSpreadsheetOutputOption(options);
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QString out = spreadsheetOutput(options);
    const ReportOptions report = readReportRunOptions(options);
    return writeReportOutput(
        options, report, out, streams,
        [&](const Scenario& scenario, const Catalog& catalog, const ReportOptions& withSource) {
            SpreadsheetExport::write(out, scenario, catalog, withSource);
        });
}

} // namespace

Command exportCommand()
{
    return {QString::fromLatin1(kExportCommandTitle.name),
            QString::fromLatin1(kExportCommandTitle.summary), runExport};
}

} // namespace fabrictco::cli
