// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli export`: the comparison's tables as XLSX or CSV.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Catalog.h"
#include "report/ReportError.h"
#include "report/SpreadsheetExport.h"

#include <limits>

namespace fabrictco::cli {

namespace {

int runExport(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("export"),
                       QStringLiteral("Export the bill of materials, yearly costs per category, "
                                      "risk summary and node-count sweep as XLSX or CSV."));
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Plan document (.fabrictco); or use --example NAME."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("o"), QStringLiteral("OUT.xlsx|OUT.csv"),
                           QStringLiteral("File to write (required); the extension chooses "
                                          "the format."));
    options.addValueOption(QStringLiteral("lang"), QStringLiteral("en|zh_CN"),
                           QStringLiteral("Language of sheet and column names (default en)."));
    options.addValueOption(QStringLiteral("trials"), QStringLiteral("T"),
                           QStringLiteral("Monte Carlo trials, 100 to 10000000 (default 10000)."));
    options.addValueOption(QStringLiteral("seed"), QStringLiteral("S"),
                           QStringLiteral("Random seed, 0 or more (default 20261129)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const auto out = options.value(QStringLiteral("o"));
    if (!out || out->isEmpty())
        throw UsageError("-o OUT.xlsx or -o OUT.csv is required");
    try {
        SpreadsheetExport::formatForPath(*out);
    } catch (const ReportError& error) {
        throw UsageError(std::string("-o: ") + error.what());
    }
    ReportOptions report;
    report.language =
        options.choice(QStringLiteral("lang"), {QStringLiteral("en"), QStringLiteral("zh_CN")},
                       QStringLiteral("en"));
    report.trials = std::uint64_t(
        options.integer(QStringLiteral("trials"), std::int64_t(report.trials), 100, 10'000'000));
    report.seed = std::uint64_t(options.integer(QStringLiteral("seed"), std::int64_t(report.seed),
                                                0, std::numeric_limits<std::int64_t>::max()));
    const ScenarioSource::Loaded input = ScenarioSource::load(options);
    const Catalog catalog = ScenarioSource::catalogFor(input.content);
    try {
        SpreadsheetExport::write(*out, input.content.scenario, catalog, report);
    } catch (const ReportError& error) {
        throw DataError(error.what());
    } catch (const CatalogError& error) {
        throw DataError(error.what());
    }
    streams.out << "wrote " << *out << "\n";
    return kExitSuccess;
}

} // namespace

Command exportCommand()
{
    return {QStringLiteral("export"),
            QStringLiteral("BOM, yearly costs, risk and sweep as XLSX or CSV"), runExport};
}

} // namespace fabrictco::cli
