// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CommandRegistry.h"
#include "app/cli/RiskScenario.h"
#include "core/risk/MonteCarloEngine.h"

#include <QString>

#include <cstdint>
#include <functional>

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

} // namespace fabrictco::cli
