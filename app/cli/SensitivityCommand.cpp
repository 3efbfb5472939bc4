// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskCommandSupport.h"
#include "app/cli/ScenarioSource.h"
#include "core/analysis/RiskPipeline.h"
#include "core/money/Money.h"
#include "core/risk/SensitivityAnalysis.h"
#include "presentation/PlainText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace fabrictco::cli {

namespace {

int runSensitivity(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("sensitivity"),
        QStringLiteral(
            "Tornado: each uncertain input at its low and its high "
            "with the others at their means (as in the tco table), and the "
            "change in the NPV difference of two plans, largest first. The difference is "
            "the runner-up minus the recommended plan (the two lowest expected NPVs; "
            "the sign of every other table) unless --first and --second name others."));
    addScenarioArguments(options);
    addPlanPairOptions(
        options,
        QStringLiteral("Plan id whose NPV the difference starts from (default: the runner-up)."),
        QStringLiteral("Plan id whose NPV is subtracted (default: the recommended plan)."));
    options.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const RiskScenario scenario = loadRiskScenario(options, streams.err);
    // By default the sign of every other table: runner-up minus recommended (RiskPipeline).
    const auto [first, second] = planPair(options, scenario, scenario.plans.secondPlanId,
                                          scenario.plans.firstPlanId, "the tornado");
    SensitivityResult result;
    try {
        result = RiskPipeline::sensitivity(*scenario.scenario, *scenario.catalog, first, second);
    } catch (const RiskPipelineError& e) {
        throw DataError(e.what());
    }

    // Exact amounts (exactSensitivity): the base is the table's NPV difference to the cent.
    const auto amount = [](const Money& value) {
        return QString::fromStdString(value.toString());
    };
    const auto number = [](double value) {
        return QString::number(value, 'g', 10);
    };
    QString text;
    if (options.isSet(QStringLiteral("json"))) {
        QJsonArray bars;
        for (const SensitivityBar& bar : result.bars)
            bars.append(QJsonObject{{"key", QString::fromStdString(bar.key)},
                                    {"plan", QString::fromStdString(bar.planId)},
                                    {"low", bar.low},
                                    {"most_likely", bar.mostLikely},
                                    {"high", bar.high},
                                    {"difference_at_low", amount(bar.exactAtLow)},
                                    {"difference_at_high", amount(bar.exactAtHigh)},
                                    {"swing", amount(bar.exactSwing())}});
        const QJsonObject root{{"scenario", QString::fromStdString(scenario.name)},
                               {"currency", QString::fromStdString(scenario.currency.code())},
                               {"difference", "first_minus_second"},
                               {"first", QString::fromStdString(first)},
                               {"second", QString::fromStdString(second)},
                               {"base_difference", amount(result.exactBase)},
                               {"bars", bars}};
        text = QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        text += QStringLiteral("%1: NPV(%2) - NPV(%3) at expected values (the tco table): %4 %5\n")
                    .arg(PlainText::forTerminalLine(QString::fromStdString(scenario.name)),
                         QString::fromStdString(first),
                         QString::fromStdString(second), amount(result.exactBase),
                         QString::fromStdString(scenario.currency.code()));
        text += ScenarioSource::organisationCatalogLine(*scenario.catalog);
        text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                    .arg(QStringLiteral("input"), -40)
                    .arg(QStringLiteral("plan"), -6)
                    .arg(QStringLiteral("low"), 12)
                    .arg(QStringLiteral("likely"), 12)
                    .arg(QStringLiteral("high"), 12)
                    .arg(QStringLiteral("diff_at_low"), 18)
                    .arg(QStringLiteral("diff_at_high"), 18)
                    .arg(QStringLiteral("swing"), 18);
        for (const SensitivityBar& bar : result.bars)
            text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                        .arg(QString::fromStdString(bar.key), -40)
                        .arg(QString::fromStdString(bar.planId.empty() ? "-" : bar.planId), -6)
                        .arg(number(bar.low), 12)
                        .arg(number(bar.mostLikely), 12)
                        .arg(number(bar.high), 12)
                        .arg(amount(bar.exactAtLow), 18)
                        .arg(amount(bar.exactAtHigh), 18)
                        .arg(amount(bar.exactSwing()), 18);
        if (result.bars.empty())
            text += QStringLiteral("no uncertain inputs\n");
    }
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command sensitivityCommand()
{
    return {QStringLiteral("sensitivity"),
            QStringLiteral("Tornado of the inputs that move the difference of two plans most"),
            runSensitivity};
}

} // namespace fabrictco::cli
