// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli report`: the comparison report as a PDF.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Catalog.h"
#include "report/ReportError.h"
#include "report/ReportGenerator.h"

#include <limits>

namespace fabrictco::cli {

namespace {

int runReport(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("report"),
                       QStringLiteral("Write the comparison report (cover, summary, charts, bill "
                                      "of materials, yearly costs, risk, assumptions) as a PDF."));
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Plan document (.fabrictco); or use --example NAME."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("o"), QStringLiteral("OUT.pdf"),
                           QStringLiteral("PDF file to write (required)."));
    options.addValueOption(QStringLiteral("lang"), QStringLiteral("en|zh_CN"),
                           QStringLiteral("Language of the report (default en)."));
    options.addValueOption(QStringLiteral("paper"), QStringLiteral("A4|Letter"),
                           QStringLiteral("Paper size (default A4)."));
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
        throw UsageError("-o OUT.pdf is required");
    if (!out->endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        throw UsageError("-o must name a .pdf file (got \"" + out->left(40).toStdString() + "\")");
    ReportOptions report;
    report.language =
        options.choice(QStringLiteral("lang"), {QStringLiteral("en"), QStringLiteral("zh_CN")},
                       QStringLiteral("en"));
    const QString paper =
        options.choice(QStringLiteral("paper"), {QStringLiteral("A4"), QStringLiteral("Letter")},
                       QStringLiteral("A4"));
    report.paper = paper == QLatin1String("Letter") ? QPageSize::Letter : QPageSize::A4;
    report.trials = std::uint64_t(
        options.integer(QStringLiteral("trials"), std::int64_t(report.trials), 100, 10'000'000));
    report.seed = std::uint64_t(options.integer(QStringLiteral("seed"), std::int64_t(report.seed),
                                                0, std::numeric_limits<std::int64_t>::max()));
    const ScenarioSource::Loaded input = ScenarioSource::load(options);
    const Catalog catalog = ScenarioSource::catalogFor(input.content);
    try {
        ReportGenerator::writePdf(*out, input.content.scenario, catalog, report);
    } catch (const ReportError& error) {
        throw DataError(error.what());
    } catch (const CatalogError& error) {
        throw DataError(error.what());
    }
    streams.out << "wrote " << *out << "\n";
    return kExitSuccess;
}

} // namespace

Command reportCommand()
{
    return {QStringLiteral("report"),
            QStringLiteral("Comparison report as a PDF (English or Chinese)"), runReport};
}

} // namespace fabrictco::cli
