// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CommandRegistry.h"
#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "report/ReportOptions.h"

#include <QString>

#include <functional>

namespace fabrictco::cli {

class CliOptions;

/// What `report` and `export` share: where the scenario comes from (FILE or --example), the
/// language, and the Monte Carlo trials and seed behind the risk figures.
void addReportRunOptions(CliOptions& options, const QString& languageHelp);

/// Language, trials and seed from the options; UsageError for values out of range.
ReportOptions readReportRunOptions(const CliOptions& options);

/// The -o OUT.xlsx|OUT.csv option of export and rfq: its help, then (after parsing) the path,
/// checked to be given and to name a format the spreadsheet writers have. Throws UsageError.
void addSpreadsheetOutputOption(CliOptions& options);
QString spreadsheetOutput(const CliOptions& options);

/// Loads the scenario and its catalog, runs `write` with `report` completed by the source's
/// provenance (file name and digest), turns report and catalog errors into DataError, and says
/// where the file went. A bundled example's title and plan names are put in the report's
/// language; a document keeps its own words.
int writeReportOutput(
    const CliOptions& options, ReportOptions report, const QString& path, CliStreams& streams,
    const std::function<void(const Scenario&, const Catalog&, const ReportOptions&)>& write);

} // namespace fabrictco::cli
