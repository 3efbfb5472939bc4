// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RiskCommandSupport.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "core/money/Decimal.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>

namespace fabrictco::cli {

void addMonteCarloOptions(CliOptions& options, std::int64_t defaultTrials)
{
    options.addValueOption(
        QStringLiteral("trials"), QStringLiteral("T"),
        QStringLiteral("Monte Carlo trials, 1 to 100000000 (default %1).").arg(defaultTrials));
    options.addValueOption(QStringLiteral("seed"), QStringLiteral("S"),
                           QStringLiteral("Random seed; the same seed gives the same figures."));
    options.addValueOption(QStringLiteral("threads"), QStringLiteral("N"),
                           QStringLiteral("Worker threads, 1 to 256 (default: all cores)."));
}

MonteCarloOptions monteCarloOptions(const CliOptions& options, std::int64_t defaultTrials)
{
    MonteCarloOptions result;
    result.trials =
        std::uint64_t(options.integer(QStringLiteral("trials"), defaultTrials, 1, 100'000'000));
    result.seed = std::uint64_t(options.integer(QStringLiteral("seed"), std::int64_t(result.seed),
                                                0, std::numeric_limits<std::int64_t>::max()));
    result.threads = unsigned(options.integer(QStringLiteral("threads"), 0, 1, 256));
    return result;
}

std::function<void(double)> terminalProgress(CliStreams& streams, bool longRun)
{
    if (!longRun || !streams.errIsTerminal)
        return {};
    auto last = std::make_shared<int>(-1);
    // Called one at a time by the engine; writes straight to fd 2 so the QTextStream buffer stays
    // untouched by worker threads.
    return [last](double fraction) {
        const int percent = int(fraction * 100.0);
        if (percent == *last)
            return;
        *last = percent;
        std::fprintf(stderr, "\r%3d%%", percent);
        std::fflush(stderr);
    };
}

void finishProgress(const std::function<void(double)>& progress)
{
    if (!progress)
        return;
    std::fprintf(stderr, "\r    \r");
    std::fflush(stderr);
}

QString statisticAmount(double value, const RiskScenario& scenario)
{
    const int places = scenario.currency.minorUnitDigits();
    return QString::fromStdString(
        Decimal::fromDouble(value, places, scenario.rounding).toString(places, scenario.rounding));
}

void requireCompleted(bool completed)
{
    if (!completed)
        throw DataError("cancelled before completion; no figures were produced");
}

void addPlanPairOptions(CliOptions& options, const QString& firstHelp, const QString& secondHelp)
{
    options.addValueOption(QStringLiteral("first"), QStringLiteral("PLAN"), firstHelp);
    options.addValueOption(QStringLiteral("second"), QStringLiteral("PLAN"), secondHelp);
}

std::pair<std::string, std::string> planPair(const CliOptions& options,
                                             const RiskScenario& scenario, std::string first,
                                             std::string second, const std::string& analysis)
{
    const std::string defaultFirst = first;
    const std::string defaultSecond = second;
    for (const auto& [option, id] : {std::pair{QStringLiteral("first"), &first},
                                     std::pair{QStringLiteral("second"), &second}}) {
        if (!options.isSet(option))
            continue;
        *id = options.value(option).value_or(QString()).toStdString();
        if (std::find(scenario.leftOut.begin(), scenario.leftOut.end(), *id) !=
            scenario.leftOut.end())
            throw DataError("--" + option.toStdString() + ": plan \"" + *id +
                            "\" cannot be built for this cluster (the note above says why)");
        if (!scenario.tco->plan(*id)) {
            QStringList ids;
            for (const PlanResult& plan : scenario.tco->plans)
                ids << QString::fromStdString(plan.planId);
            throw UsageError("--" + option.toStdString() + ": no plan \"" + *id +
                             "\" in the scenario; its plans are " +
                             ids.join(QStringLiteral(", ")).toStdString());
        }
    }
    // One option alone naming the other default: its partner is the other default plan.
    const bool firstSet = options.isSet(QStringLiteral("first"));
    if (first == second && firstSet != options.isSet(QStringLiteral("second")))
        (firstSet ? second : first) = firstSet ? defaultFirst : defaultSecond;
    if ((first.empty() || second.empty()) && !scenario.leftOut.empty())
        throw DataError(analysis + " compares two plans; only one of the scenario's can be built "
                                   "for this cluster (the note above says why)");
    if (first.empty() || second.empty())
        throw DataError(analysis + " compares two plans; the scenario has only one: add another "
                                   "with `fabrictco-cli plan add`");
    if (first == second)
        throw UsageError("--first and --second name the same plan \"" + first + "\"");
    return {first, second};
}

} // namespace fabrictco::cli
