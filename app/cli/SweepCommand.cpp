// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskCommandSupport.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/ClusterFields.h"
#include "presentation/PlainText.h"
#include "presentation/SweepCoverageText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace fabrictco::cli {

namespace {

/// "MIN:MAX" within the cluster's node limits (ClusterFields).
std::pair<int, int> nodeRange(const CliOptions& options)
{
    const auto text = options.value(QStringLiteral("nodes"));
    if (!text)
        throw UsageError("--nodes MIN:MAX is required (e.g. --nodes 16:16384)");
    const QStringList parts = text->split(QLatin1Char(':'));
    bool okMin = false;
    bool okMax = false;
    const int minimum = parts.size() == 2 ? parts[0].trimmed().toInt(&okMin) : 0;
    const int maximum = parts.size() == 2 ? parts[1].trimmed().toInt(&okMax) : 0;
    const ClusterField& nodes = ClusterFields::nodes();
    if (!okMin || !okMax || minimum < nodes.minimum || maximum < minimum ||
        maximum > nodes.maximum) {
        throw UsageError(QStringLiteral("--nodes must be MIN:MAX with %1 <= MIN <= MAX <= %2 "
                                        "(got \"%3\")")
                             .arg(nodes.minimum)
                             .arg(nodes.maximum)
                             .arg(text->left(40))
                             .toStdString());
    }
    return {minimum, maximum};
}

QString breakEvenText(const SweepResult& result)
{
    QStringList items;
    for (const BreakEven& b : result.breakEvens) {
        items << QStringLiteral("%1 (%2 -> %3)")
                     .arg(b.nodes)
                     .arg(QString::fromStdString(b.fromPlanId), QString::fromStdString(b.toPlanId));
        if (!b.exact)
            items.last() += QStringLiteral(" between %1 and %2").arg(b.lowerPoint).arg(b.nodes);
    }
    return items.isEmpty() ? QStringLiteral("none in range") : items.join(QStringLiteral(", "));
}

int runSweep(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("sweep"),
                       QStringLiteral("Sweep the first-year node count (log-spaced): per node "
                                      "count and plan the expected NPV of TCO, P5, P50, P95, "
                                      "CVaR95 and NPV per GPU-month, and the break-even node "
                                      "counts where the cheaper plan changes. --csv prints the "
                                      "rows, a blank line, then the break-even table. Node counts "
                                      "whose growth path cannot be built are skipped and listed."));
    addScenarioArguments(options);
    options.addValueOption(QStringLiteral("nodes"), QStringLiteral("MIN:MAX"),
                           QStringLiteral("Node range, e.g. 16:16384 (required)."));
    options.addValueOption(QStringLiteral("points"), QStringLiteral("P"),
                           QStringLiteral("Number of node counts, 1 to 1000 (required)."));
    options.addValueOption(QStringLiteral("years"), QStringLiteral("Y"),
                           QStringLiteral("Horizon in years, 1 to 10 (default: the scenario's)."));
    addMonteCarloOptions(options, 10'000);
    options.addFlag(QStringLiteral("csv"), QStringLiteral("Print CSV."));
    options.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const auto [minNodes, maxNodes] = nodeRange(options);
    const auto points = options.optionalInteger(QStringLiteral("points"), 1, 1000);
    if (!points)
        throw UsageError("--points P is required (1 to 1000)");
    const auto years = options.optionalInteger(QStringLiteral("years"), 1, 10);
    const bool csv = options.isSet(QStringLiteral("csv"));
    const bool json = options.isSet(QStringLiteral("json"));
    if (csv && json)
        throw UsageError("--csv and --json cannot be combined; choose one");

    SweepOptions sweep;
    sweep.minNodes = minNodes;
    sweep.maxNodes = maxNodes;
    sweep.points = int(*points);
    sweep.monteCarlo = monteCarloOptions(options, 10'000);
    const RiskScenario scenario = loadRiskScenario(
        options, streams.err, years ? std::optional<int>(int(*years)) : std::nullopt);
    sweep.monteCarlo.firstPlanId = scenario.plans.firstPlanId;
    sweep.monteCarlo.secondPlanId = scenario.plans.secondPlanId;
    sweep.gpusPerNode = scenario.gpusPerNode;
    sweep.buildablePlanIds = scenario.buildableAt;
    sweep.horizonYears = scenario.horizonYears;
    sweep.monteCarlo.progress =
        terminalProgress(streams, double(sweep.monteCarlo.trials) * sweep.points >= 1e6);
    SweepResult result;
    try {
        result = NodeSweep::run(scenario.modelAt, sweep);
    } catch (const std::invalid_argument& e) {
        finishProgress(sweep.monteCarlo.progress);
        throw DataError(e.what());
    } catch (const InfeasibleNodeCount& e) {
        finishProgress(sweep.monteCarlo.progress);
        throw DataError(e.what());
    }
    finishProgress(sweep.monteCarlo.progress);
    requireCompleted(result.completed());
    if (result.points.empty())
        throw DataError("no node count in " + std::to_string(minNodes) + ":" +
                        std::to_string(maxNodes) + " can be built; " + result.infeasibleReason);
    // Where a plan cannot be built, the sweep prices the others alone: said, not left to be
    // guessed from its missing rows.
    std::vector<std::pair<std::string, QString>> planNames;
    for (const PlanSpec& plan : scenario.wholeScenario->plans)
        planNames.emplace_back(plan.id, PlainText::forTerminalLine(QString::fromStdString(
                                            plan.name.empty() ? plan.id : plan.name)));
    for (const QString& sentence : SweepCoverageText::absences(result, planNames, QLocale::c()))
        streams.err << "Note: " << sentence << "\n";
    QJsonArray infeasible;
    QStringList infeasibleText;
    for (const int nodes : result.infeasibleNodes) {
        infeasible.append(nodes);
        infeasibleText << QString::number(nodes);
    }

    const auto amount = [&](double value) {
        return statisticAmount(value, scenario);
    };
    QString text;
    if (json) {
        QJsonArray rows;
        for (const SweepPoint& point : result.points)
            for (const SweepPlanPoint& plan : point.plans)
                rows.append(QJsonObject{{"nodes", point.nodes},
                                        {"plan", QString::fromStdString(plan.planId)},
                                        {"mean", amount(plan.mean)},
                                        {"p5", amount(plan.p5)},
                                        {"p50", amount(plan.p50)},
                                        {"p95", amount(plan.p95)},
                                        {"cvar95", amount(plan.cvar95)},
                                        {"per_gpu_month", amount(plan.perGpuMonth)}});
        QJsonArray breakEvenNodes;
        QJsonArray breakEvens;
        for (const BreakEven& b : result.breakEvens) {
            breakEvenNodes.append(b.nodes);
            breakEvens.append(QJsonObject{{"nodes", b.nodes},
                                          {"from", QString::fromStdString(b.fromPlanId)},
                                          {"to", QString::fromStdString(b.toPlanId)},
                                          {"exact", b.exact}});
        }
        // Where a plan stops (or starts) fitting: the cheapest plan may change there without
        // a break-even.
        QJsonArray boundaries;
        for (const PlanBoundary& b : result.planBoundaries)
            boundaries.append(QJsonObject{{"plan", QString::fromStdString(b.planId)},
                                          {"nodes", b.nodes},
                                          {"fits_from_here", b.fitsFromHere},
                                          {"exact", b.exact}});
        const QJsonObject root{{"scenario", QString::fromStdString(scenario.name)},
                               {"currency", QString::fromStdString(scenario.currency.code())},
                               {"years", scenario.horizonYears},
                               {"trials", qint64(sweep.monteCarlo.trials)},
                               {"seed", QString::number(sweep.monteCarlo.seed)},
                               {"rows", rows},
                               {"break_even_nodes", breakEvenNodes},
                               {"break_evens", breakEvens},
                               {"plan_boundaries", boundaries},
                               {"infeasible_nodes", infeasible},
                               {"plans_left_out", scenario.leftOutJson()}};
        text = QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else if (csv) {
        text = QStringLiteral("nodes,plan,mean,p5,p50,p95,cvar95,per_gpu_month\n");
        for (const SweepPoint& point : result.points)
            for (const SweepPlanPoint& plan : point.plans)
                text += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                            .arg(point.nodes)
                            .arg(QString::fromStdString(plan.planId), amount(plan.mean),
                                 amount(plan.p5), amount(plan.p50), amount(plan.p95),
                                 amount(plan.cvar95), amount(plan.perGpuMonth));
        text += QStringLiteral("\nbreak_even_nodes,from,to,exact\n");
        for (const BreakEven& b : result.breakEvens)
            text +=
                QStringLiteral("%1,%2,%3,%4\n")
                    .arg(b.nodes)
                    .arg(QString::fromStdString(b.fromPlanId), QString::fromStdString(b.toPlanId),
                         b.exact ? QStringLiteral("true") : QStringLiteral("false"));
        // Said beside the CSV, which a program reads: a size asked for and left out was
        // dropped without a word (found by a stranger).
        if (!result.infeasibleNodes.empty())
            streams.err << QStringLiteral("skipped (no plan can be built): %1; first reason: %2\n")
                               .arg(infeasibleText.join(QStringLiteral(", ")),
                                    QString::fromStdString(result.infeasibleReason));
    } else {
        text += QStringLiteral("%1: %2 years, %3 trials per point, seed %4; NPV of TCO in %5\n")
                    // One arg() call: the title may hold "%2".
                    .arg(PlainText::forTerminalLine(QString::fromStdString(scenario.name)),
                         QString::number(scenario.horizonYears),
                         QString::number(sweep.monteCarlo.trials),
                         QString::number(sweep.monteCarlo.seed),
                         QString::fromStdString(scenario.currency.code()));
        text += ScenarioSource::organisationCatalogLine(*scenario.catalog);
        text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                    .arg(QStringLiteral("nodes"), 7)
                    .arg(QStringLiteral("plan"), -6)
                    .arg(QStringLiteral("mean"), 18)
                    .arg(QStringLiteral("p5"), 18)
                    .arg(QStringLiteral("p50"), 18)
                    .arg(QStringLiteral("p95"), 18)
                    .arg(QStringLiteral("per_gpu_month"), 14);
        for (const SweepPoint& point : result.points)
            for (const SweepPlanPoint& plan : point.plans)
                text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                            .arg(point.nodes, 7)
                            .arg(QString::fromStdString(plan.planId), -6)
                            .arg(amount(plan.mean), 18)
                            .arg(amount(plan.p5), 18)
                            .arg(amount(plan.p50), 18)
                            .arg(amount(plan.p95), 18)
                            .arg(amount(plan.perGpuMonth), 14);
        text += QStringLiteral("break_even_nodes: %1\n").arg(breakEvenText(result));
        if (!result.infeasibleNodes.empty())
            text += QStringLiteral("skipped (no plan can be built): %1; first reason: %2\n")
                        .arg(infeasibleText.join(QStringLiteral(", ")),
                             QString::fromStdString(result.infeasibleReason));
    }
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command sweepCommand()
{
    return {QStringLiteral("sweep"),
            QStringLiteral("Node-count sweep of expected TCO and risk, with break-even points"),
            runSweep};
}

} // namespace fabrictco::cli
