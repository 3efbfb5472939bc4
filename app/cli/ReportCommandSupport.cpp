// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ReportCommandSupport.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/ScenarioSource.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/tco/BuildablePlans.h"
#include "presentation/ExampleText.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/PlainText.h"
#include "report/ReportError.h"
#include "report/SpreadsheetExport.h"
#include "storage/FileDigest.h"
#include "storage/OutputPath.h"
#include "translations/I18n.h"

#include <QFileInfo>

#include <algorithm>
#include <limits>
#include <string>

namespace fabrictco::cli {

void addReportRunOptions(CliOptions& options, const QString& languageHelp)
{
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Plan document (.fabrictco); or use --example NAME."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("lang"), QStringLiteral("en|zh_CN"), languageHelp);
    options.addValueOption(
        QStringLiteral("trials"), QStringLiteral("T"),
        QStringLiteral("Monte Carlo trials, 100 to 10000000 (default 10000), and at most %1 "
                       "divided by the plans, so that every trial is kept.")
            .arg(MonteCarloOptions{}.maxBufferedValues));
    options.addValueOption(QStringLiteral("seed"), QStringLiteral("S"),
                           QStringLiteral("Random seed, 0 to %1 (default %2).")
                               .arg(std::numeric_limits<std::int64_t>::max())
                               .arg(ReportOptions{}.seed));
}

ReportOptions readReportRunOptions(const CliOptions& options)
{
    ReportOptions report;
    report.language =
        options.choice(QStringLiteral("lang"), i18n::availableLanguages(), QStringLiteral("en"));
    report.trials = std::uint64_t(
        options.integer(QStringLiteral("trials"), std::int64_t(report.trials), 100, 10'000'000));
    report.seed = std::uint64_t(options.integer(QStringLiteral("seed"), std::int64_t(report.seed),
                                                0, std::numeric_limits<std::int64_t>::max()));
    return report;
}

int writeReportOutput(
    const CliOptions& options, ReportOptions report, const QString& path, CliStreams& streams,
    const std::function<void(const Scenario&, const Catalog&, const ReportOptions&)>& write)
{
    ScenarioSource::Loaded input = ScenarioSource::load(options);
    report.sourceName = input.fromDocument ? QFileInfo(input.origin).fileName() : input.origin;
    report.exampleName = input.example;
    if (input.fromDocument) {
        report.sourceDigest = FileDigest::sha256Prefix(input.origin);
        report.inputFiles = {input.origin};
    }
    // Before the engines run: a report that cannot go where it is asked is said at once.
    if (const OutputPath::Target target = OutputPath::resolve(path, report.inputFiles);
        !target.ok())
        throw DataError("cannot write " + path.toStdString() + ": " + target.refusal.toStdString());
    if (!input.fromDocument) {
        const i18n::LanguageScope language(report.language);
        ExampleText::localize(input.content.scenario);
    }
    // The report reads every trial: the spread of each difference and the price to beat's odds
    // come from the kept sample. Beyond what the Monte Carlo keeps, they were left out of the
    // report without a word (found by a stranger at 5,000,000 trials).
    const std::size_t plans = std::max<std::size_t>(input.content.scenario.plans.size(), 1);
    const std::size_t kept = MonteCarloOptions{}.maxBufferedValues;
    if (report.trials * plans > kept)
        throw UsageError("--trials " + std::to_string(report.trials) +
                         " is more than a report of " + std::to_string(plans) +
                         " plans can keep: at most " + std::to_string(kept / plans) +
                         " (the spread of each difference and the price to beat's odds are read "
                         "from every trial)");
    const Catalog catalog = ScenarioSource::catalogFor(input.content);
    try {
        write(input.content.scenario, catalog, report);
    } catch (const ReportError& error) {
        throw DataError(error.what());
    } catch (const CatalogError& error) {
        throw DataError(error.what());
    }
    streams.out << "wrote " << path << "\n";
    // As `tco` and `risk` say it: the plans the file leaves out, and why (its summary says it
    // in the report's language).
    if (const std::vector<std::string> leftOut =
            BuildablePlans::unbuildable(input.content.scenario, catalog);
        !leftOut.empty())
        for (const QString& sentence : GrowthLimitText::whyLeftOut(input.content.scenario, catalog,
                                                                   leftOut, true, QLocale::c()))
            streams.err << "Note: " << PlainText::forTerminalLine(sentence) << "\n";
    return kExitSuccess;
}

void addSpreadsheetOutputOption(CliOptions& options)
{
    options.addValueOption(QStringLiteral("o"), QStringLiteral("OUT.xlsx|OUT.csv"),
                           QStringLiteral("File to write (required); the extension chooses "
                                          "the format."));
}

QString spreadsheetOutput(const CliOptions& options)
{
    const auto out = options.value(QStringLiteral("o"));
    if (!out || out->isEmpty())
        throw UsageError("-o OUT.xlsx or -o OUT.csv is required");
    try {
        SpreadsheetExport::formatForPath(*out);
    } catch (const ReportError& error) {
        throw UsageError(std::string("-o: ") + error.what());
    }
    return *out;
}

} // namespace fabrictco::cli
