// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CommandRegistry.h"
#include "app/cli/RiskScenario.h"
#include "core/risk/MonteCarloEngine.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace fabrictco::cli {

class CliOptions;

/// --trials, --seed and --threads, shared by the risk commands.
void addMonteCarloOptions(CliOptions& options, std::int64_t defaultTrials);
/// Reads them (UsageError naming the option and range when out of range).
MonteCarloOptions monteCarloOptions(const CliOptions& options, std::int64_t defaultTrials);

/// A progress indicator on stderr for long runs, only when stderr is a terminal (never in pipes,
/// files or tests). Returns an empty function otherwise. Call finishProgress() afterwards.
std::function<void(double)> terminalProgress(CliStreams& streams, bool longRun);
void finishProgress(const std::function<void(double)>& progress);

/// A Monte Carlo statistic as exact text with the currency's minor digits ("1234567.89"),
/// through the named bridge Decimal::fromDouble.
QString statisticAmount(double value, const RiskScenario& scenario);

/// Throws DataError "cancelled" for a cancelled run (the CLI never prints partial figures).
void requireCompleted(bool completed);

/// Declares --first PLAN and --second PLAN, described by `firstHelp` and `secondHelp`.
void addPlanPairOptions(CliOptions& options, const QString& firstHelp, const QString& secondHelp);
/// The two plans a pairwise command compares: `first` and `second` unless --first and --second
/// name others (one of them alone naming the other's default swaps the pair). UsageError for a plan
/// the scenario does not have or the same plan twice; DataError when the scenario has one plan
/// (`analysis` names the command's work: "the tornado").
std::pair<std::string, std::string> planPair(const CliOptions& options,
                                             const RiskScenario& scenario, std::string first,
                                             std::string second, const std::string& analysis);

} // namespace fabrictco::cli
