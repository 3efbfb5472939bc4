// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskCommandSupport.h"
#include "app/cli/ScenarioSource.h"
#include "presentation/PlainText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace fabrictco::cli {

namespace {

int runRisk(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("risk"),
                       QStringLiteral("Monte Carlo distribution of each plan's NPV of TCO: mean, "
                                      "P5, P50, P95, CVaR95 (mean of the worst 5%) and the "
                                      "probability of being the cheapest. The mean is the "
                                      "expected NPV as `tco` shows it; the trials give the "
                                      "spread and the probabilities. The pair compared is the "
                                      "two lowest expected NPVs."));
    addScenarioArguments(options);
    addMonteCarloOptions(options, 10'000);
    options.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    MonteCarloOptions monteCarlo = monteCarloOptions(options, 10'000);
    const RiskScenario scenario = loadRiskScenario(options, streams.err);
    monteCarlo.firstPlanId = scenario.plans.firstPlanId;
    monteCarlo.secondPlanId = scenario.plans.secondPlanId;
    monteCarlo.progress = terminalProgress(streams, monteCarlo.trials >= 1'000'000);
    MonteCarloResult result;
    try {
        result = MonteCarloEngine::run(scenario.modelAt(scenario.firstYearNodes), monteCarlo);
    } catch (const std::invalid_argument& e) {
        finishProgress(monteCarlo.progress);
        throw DataError(e.what());
    } catch (const InfeasibleNodeCount& e) {
        finishProgress(monteCarlo.progress);
        throw DataError(e.what());
    }
    finishProgress(monteCarlo.progress);
    requireCompleted(result.completed());

    const auto amount = [&](double value) {
        return statisticAmount(value, scenario);
    };
    QString text;
    if (options.isSet(QStringLiteral("json"))) {
        QJsonArray plans;
        for (const PlanStatistics& plan : result.plans) {
            const std::optional<double> chance = result.chanceOfBeingCheapest(plan);
            plans.append(QJsonObject{{"plan", QString::fromStdString(plan.planId)},
                                     {"mean", amount(plan.mean)},
                                     {"p5", amount(plan.p5)},
                                     {"p50", amount(plan.p50)},
                                     {"p95", amount(plan.p95)},
                                     {"cvar95", amount(plan.cvar95)},
                                     {"p_cheapest", chance ? QJsonValue(*chance) : QJsonValue()}});
        }
        QJsonObject root{{"scenario", QString::fromStdString(scenario.name)},
                         {"nodes", scenario.firstYearNodes},
                         {"currency", QString::fromStdString(scenario.currency.code())},
                         {"trials", qint64(result.trials)},
                         {"seed", QString::number(result.seed)},
                         {"exact_quantiles", result.exactQuantiles},
                         {"plans", plans},
                         {"plans_left_out", scenario.leftOutJson()}};
        if (result.pair)
            root.insert(
                "pair",
                QJsonObject{{"first", QString::fromStdString(result.pair->firstPlanId)},
                            {"second", QString::fromStdString(result.pair->secondPlanId)},
                            {"mean_first_minus_second", amount(result.pair->meanDifference)},
                            {"p_second_cheaper", result.pair->pSecondCheaper},
                            {"p_tie", result.pair->pTie}});
        text = QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        text += QStringLiteral("%1: %2 nodes, %3 trials, seed %4; NPV of TCO in %5\n")
                    // One arg() call: the title may hold "%2".
                    .arg(PlainText::forTerminalLine(QString::fromStdString(scenario.name)),
                         QString::number(scenario.firstYearNodes), QString::number(result.trials),
                         QString::number(result.seed),
                         QString::fromStdString(scenario.currency.code()));
        text += ScenarioSource::organisationCatalogLine(*scenario.catalog);
        text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                    .arg(QStringLiteral("plan"), -8)
                    .arg(QStringLiteral("mean"), 18)
                    .arg(QStringLiteral("p5"), 18)
                    .arg(QStringLiteral("p50"), 18)
                    .arg(QStringLiteral("p95"), 18)
                    .arg(QStringLiteral("cvar95"), 18)
                    .arg(QStringLiteral("p_cheapest"), 11);
        for (const PlanStatistics& plan : result.plans) {
            const std::optional<double> chance = result.chanceOfBeingCheapest(plan);
            text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                        .arg(QString::fromStdString(plan.planId), -8)
                        .arg(amount(plan.mean), 18)
                        .arg(amount(plan.p5), 18)
                        .arg(amount(plan.p50), 18)
                        .arg(amount(plan.p95), 18)
                        .arg(amount(plan.cvar95), 18)
                        .arg(chance ? QString::number(*chance, 'f', 4) : QStringLiteral("-"), 11);
        }
        if (result.pair) {
            // Strictly cheaper, and the ties apart (a plan and its copy tie in every trial).
            text += QStringLiteral("P(%1 cheaper than %2): %3\n")
                        .arg(QString::fromStdString(result.pair->secondPlanId),
                             QString::fromStdString(result.pair->firstPlanId),
                             QString::number(result.pair->pSecondCheaper - result.pair->pTie / 2,
                                             'f', 4));
            if (result.pair->pTie > 0)
                text +=
                    QStringLiteral("P(tie): %1\n").arg(QString::number(result.pair->pTie, 'f', 4));
        }
        if (!result.exactQuantiles)
            text +=
                QStringLiteral("quantiles from a 65536-bin histogram (sample too large to keep)\n");
    }
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command riskCommand()
{
    return {QStringLiteral("risk"),
            QStringLiteral("Monte Carlo risk of each plan's NPV (mean, P5-P95, CVaR95)"), runRisk};
}

} // namespace fabrictco::cli
