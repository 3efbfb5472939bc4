// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskCommandSupport.h"
#include "app/cli/ScenarioSource.h"
#include "core/analysis/PriceToBeatOdds.h"
#include "core/model/ParameterRegistry.h"
#include "core/tco/FormulaText.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/PriceToBeat.h"
#include "core/tco/TcoEngine.h"
#include "presentation/PlainText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace fabrictco::cli {

namespace {

bool isMoney(const std::string& key)
{
    const ParameterSpec* spec = ParameterRegistry::instance().find(key);
    return spec && spec->kind == ParameterKind::Money;
}

/// The grid the figure is typed on: cents, or a share's hundredths of a per cent.
int placesOf(const std::string& key)
{
    return isMoney(key) ? 2 : 4;
}

std::string verdictId(BreakEvenVerdict verdict)
{
    switch (verdict) {
    case BreakEvenVerdict::Reached:
        return "reached";
    case BreakEvenVerdict::BelowMinimum:
        return "below_minimum";
    case BreakEvenVerdict::AboveMaximum:
        return "above_maximum";
    }
    return "reached";
}

/// "40,000.00 USD", "1.5000 %" (a share in per cent, as the window edits it).
QString figure(const Decimal& value, const PriceToBeatItem& item, RoundingMode mode)
{
    if (!isMoney(item.key))
        return QString::fromStdString(FormulaText::amount(value.times(100).rounded(2, mode))) +
               QStringLiteral(" %");
    const std::string code = item.current.currency ? item.current.currency->code() : "";
    return QString::fromStdString(FormulaText::amount(value.rounded(2, mode)) + " " + code);
}

int runPriceToBeat(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("price-to-beat"),
        QStringLiteral(
            "For the recommended plan and the runner-up (the two lowest expected NPVs, or the "
            "plans --first and --second name), each negotiable input of each plan: the unit "
            "price at which the two expected NPVs meet, every other input where the tco table "
            "prices it. Typed as the input's value (or quoted), it makes the runner-up at most "
            "as dear; one cent further, dearer again. Also the uniform discount on each plan's "
            "hardware at which they meet, and the prices at which the runner-up is cheaper in "
            "50 % and in 80 % of the simulated outcomes (the risk analysis's trials and seed)."));
    addScenarioArguments(options);
    addPlanPairOptions(options,
                       QStringLiteral("One plan of the pair (default: the recommended one)."),
                       QStringLiteral("The other plan (default: the runner-up)."));
    addMonteCarloOptions(options, 10'000);
    options.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const RiskScenario scenario = loadRiskScenario(options, streams.err);
    const auto [first, second] = planPair(options, scenario, scenario.plans.firstPlanId,
                                          scenario.plans.secondPlanId, "the price to beat");
    PriceToBeatResult result;
    try {
        result = PriceToBeat::compute(*scenario.scenario, *scenario.catalog, first, second);
    } catch (const TcoError& e) {
        throw DataError(e.what());
    }
    // The odds: the same trials and seed as `risk`, on the pair's own models.
    const std::vector<PriceToBeatOdds> odds = PriceToBeatRisk::compute(
        ModelProbe::pair(*scenario.scenario, *scenario.catalog, first, second), result,
        monteCarloOptions(options, 10'000));
    requireCompleted(odds.size() == result.items.size());
    const RoundingMode mode = scenario.rounding;
    const auto optionalFigure = [&](const std::optional<Decimal>& value,
                                    const PriceToBeatItem& item) {
        return value ? figure(*value, item, mode) : QStringLiteral("-");
    };
    const auto exact = [](const Money& m) {
        return QString::fromStdString(m.toString());
    };
    const auto name = [&](const std::string& planId) {
        const auto it = scenario.planNames.find(planId);
        return PlainText::forTerminalLine(
            it != scenario.planNames.end() ? it->second : QString::fromStdString(planId));
    };
    const QString runnerUpName = name(result.runnerUpPlanId);

    QString text;
    if (options.isSet(QStringLiteral("json"))) {
        QJsonArray items;
        for (std::size_t i = 0; i < result.items.size(); ++i) {
            const PriceToBeatItem& item = result.items[i];
            const int places = placesOf(item.key);
            // The change is computed from the printed figures, so it equals their difference.
            const Decimal now = item.current.value.rounded(places, mode);
            QJsonObject o{
                {"plan", QString::fromStdString(item.planId)},
                {"key", QString::fromStdString(item.key)},
                {"source", QString::fromStdString(std::string(valueSourceId(item.source)))},
                {"current", QString::fromStdString(now.toString())},
                {"verdict", QString::fromStdString(verdictId(item.verdict))}};
            if (item.current.currency)
                o.insert("currency", QString::fromStdString(item.current.currency->code()));
            o.insert("range_of_its_own", item.rangeOfItsOwn);
            if (item.verdict == BreakEvenVerdict::Reached) {
                o.insert("price_to_beat", QString::fromStdString(item.breakEven.toString()));
                o.insert("change", QString::fromStdString((item.breakEven - now).toString()));
                o.insert("runner_up_at_most_as_dear",
                         item.slope > 0 ? "at_or_below" : "at_or_above");
                o.insert("difference_at_price_to_beat", exact(item.differenceAtBreakEven));
            }
            if (odds[i].atHalf)
                o.insert("runner_up_cheaper_in_half",
                         QString::fromStdString(odds[i].atHalf->toString()));
            if (odds[i].atFourFifths)
                o.insert("runner_up_cheaper_in_four_fifths",
                         QString::fromStdString(odds[i].atFourFifths->toString()));
            items.append(o);
        }
        QJsonArray discounts;
        for (const BomDiscount& d : result.discounts) {
            QJsonObject o{{"plan", QString::fromStdString(d.planId)},
                          {"verdict", QString::fromStdString(verdictId(d.verdict))}};
            if (d.verdict == BreakEvenVerdict::Reached) {
                o.insert("discount", QString::fromStdString(d.share.toString()));
                o.insert("difference_at_discount", exact(d.differenceAtBreakEven));
            }
            discounts.append(o);
        }
        const QJsonObject root{{"scenario", QString::fromStdString(scenario.name)},
                               {"currency", QString::fromStdString(scenario.currency.code())},
                               {"recommended", QString::fromStdString(result.recommendedPlanId)},
                               {"runner_up", QString::fromStdString(result.runnerUpPlanId)},
                               {"gap", exact(result.gap)},
                               {"trials", qint64(monteCarloOptions(options, 10'000).trials)},
                               {"items", items},
                               {"hardware_discounts", discounts}};
        streams.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return kExitSuccess;
    }

    // A pair picked with --first/--second need not hold the recommended plan (found by a
    // stranger): its cheaper plan is then "the cheaper of the two".
    const bool recommended = result.recommendedPlanId == scenario.plans.firstPlanId;
    text += (recommended ? QStringLiteral("%1: %2 is recommended; %3 costs %4 %5 more (expected "
                                          "NPV, the tco table).\n")
                         : QStringLiteral("%1: of these two, %2 is the cheaper; %3 costs %4 %5 "
                                          "more (expected NPV, the tco table).\n"))
                .arg(PlainText::forTerminalLine(QString::fromStdString(scenario.name)),
                     name(result.recommendedPlanId), name(result.runnerUpPlanId),
                     QString::fromStdString(FormulaText::amount(result.gap.amount())),
                     QString::fromStdString(scenario.currency.code()));
    text += ScenarioSource::organisationCatalogLine(*scenario.catalog);
    const MonteCarloOptions monteCarlo = monteCarloOptions(options, 10'000);
    text += QStringLiteral("Priced at: what the tco table prices (the mean of the input's range, "
                           "where it has one).\n"
                           "Price to beat: the value at which %1 is at most as dear as %2, every "
                           "other input at its mean; typed as the input's value (or quoted), it "
                           "is priced as given.\n")
                .arg(name(result.runnerUpPlanId), name(result.recommendedPlanId));
    text += QStringLiteral("Cheaper in 50 %, 80 %: the value at which %1 is the cheaper plan in "
                           "half, in four fifths of %2 simulated outcomes (seed %3, as `risk`); "
                           "-: not within the input's range.\n\n")
                .arg(name(result.runnerUpPlanId))
                .arg(monteCarlo.trials)
                .arg(monteCarlo.seed);
    text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                .arg(QStringLiteral("plan"), -8)
                .arg(QStringLiteral("input"), -34)
                .arg(QStringLiteral("priced at"), 18)
                .arg(QStringLiteral("price to beat"), 18)
                .arg(QStringLiteral("change"), 18)
                .arg(QStringLiteral("cheaper in 50 %"), 18)
                .arg(QStringLiteral("cheaper in 80 %"), 18)
                .arg(recommended ? QStringLiteral("the runner-up is at most as dear (expected NPV)")
                                 : QStringLiteral("the dearer of the two is at most as dear "
                                                  "(expected NPV)"));
    for (std::size_t i = 0; i < result.items.size(); ++i) {
        const PriceToBeatItem& item = result.items[i];
        const int places = placesOf(item.key);
        const Decimal now = item.current.value.rounded(places, mode);
        QString target = QStringLiteral("-");
        QString change = QStringLiteral("-");
        QString when;
        switch (item.verdict) {
        case BreakEvenVerdict::Reached:
            target = figure(item.breakEven, item, mode);
            change = figure(item.breakEven - now, item, mode);
            when = item.slope > 0 ? QStringLiteral("at or below the price to beat")
                                  : QStringLiteral("at or above the price to beat");
            break;
        case BreakEvenVerdict::BelowMinimum:
            when = QStringLiteral("never, not even at 0");
            break;
        case BreakEvenVerdict::AboveMaximum:
            when = QStringLiteral("never, not even at %1").arg(figure(item.breakEven, item, mode));
            break;
        }
        text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                    .arg(QString::fromStdString(item.planId.empty() ? "(both)" : item.planId), -8)
                    .arg(QString::fromStdString(item.key), -34)
                    .arg(figure(now, item, mode), 18)
                    .arg(target, 18)
                    .arg(change, 18)
                    .arg(optionalFigure(odds[i].atHalf, item), 18)
                    .arg(optionalFigure(odds[i].atFourFifths, item), 18)
                    .arg(when +
                         (item.rangeOfItsOwn
                              ? QStringLiteral("; it has a range of its own: clear it "
                                               "(%1=) before typing a value")
                                    .arg(QString::fromStdString(
                                        (item.planId.empty() ? "" : item.planId + ".") + item.key))
                              : QString()));
    }
    text += QStringLiteral("\nA uniform discount (or rise) on each unit price of a plan's hardware "
                           "(switches, NICs, modules, cables):\n");
    for (const BomDiscount& d : result.discounts) {
        const QString percent =
            QString::fromStdString(FormulaText::amount(d.share.times(100).rounded(2, mode)));
        const bool runnerUp = d.planId == result.runnerUpPlanId;
        if (d.verdict != BreakEvenVerdict::Reached)
            text += runnerUp ? QStringLiteral("  %1: no discount up to 100 % closes the gap\n")
                                   .arg(name(d.planId))
                             : QStringLiteral("  %1: stays the cheaper plan at any rise up to "
                                              "1,000 %\n")
                                   .arg(name(d.planId));
        else if (runnerUp)
            text += QStringLiteral("  %1: at most as dear as %2 with a discount of %3 % or more\n")
                        .arg(name(d.planId), name(result.recommendedPlanId), percent);
        else
            text += QStringLiteral("  %1: stays cheaper than %2 up to a rise of %3 %\n")
                        .arg(name(d.planId), runnerUpName,
                             QString::fromStdString(
                                 FormulaText::amount((-d.share).times(100).rounded(2, mode))));
    }
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command priceToBeatCommand()
{
    return {QStringLiteral("price-to-beat"),
            QStringLiteral("The price at which the runner-up would cost as much as the recommended "
                           "plan, per item"),
            runPriceToBeat};
}

} // namespace fabrictco::cli
