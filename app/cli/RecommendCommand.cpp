// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskCommandSupport.h"
#include "core/analysis/RiskPipeline.h"
#include "core/model/OrganisationCatalog.h"
#include "core/risk/SensitivityAnalysis.h"
#include "presentation/ExampleText.h"
#include "presentation/PlainText.h"
#include "presentation/RecommendationText.h"
#include "translations/I18n.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <stdexcept>

namespace fabrictco::cli {

namespace {

QJsonObject toJson(const Recommendation& r)
{
    QJsonArray questions;
    for (const QuestionAssessment& q : r.questions) {
        QJsonArray categories;
        for (const std::string& category : q.categories)
            categories.append(QString::fromStdString(category));
        questions.append(QJsonObject{
            {"question", QString::fromUtf8(articleQuestionId(q.question).data())},
            {"categories", categories},
            {"advantage", QString::fromStdString(q.advantage.toString())},
            {"from_switch_generation", QString::fromStdString(q.fromSwitchGeneration.toString())},
            {"favours", QString::fromStdString(q.favoursPlanId)}});
    }
    QJsonArray drivers;
    for (const RecommendationDriver& d : r.topDrivers)
        drivers.append(QJsonObject{{"key", QString::fromStdString(d.key)},
                                   {"plan", QString::fromStdString(d.planId)},
                                   {"swing", QString::fromStdString(d.swing.toString())},
                                   {"can_flip", d.canFlip}});
    QJsonArray breakEvens;
    for (const int nodes : r.breakEvenNodes)
        breakEvens.append(nodes);
    static const char* const positions[] = {"no_break_even", "below_break_even",
                                            "above_break_even"};
    QJsonObject scale{{"first_year_nodes", r.scale.firstYearNodes},
                      {"last_year_nodes", r.scale.lastYearNodes},
                      {"position", positions[int(r.scale.position)]}};
    if (r.scale.nearestBreakEven)
        scale.insert("nearest_break_even", *r.scale.nearestBreakEven);
    if (r.scale.nextBreakEven) {
        scale.insert("next_break_even", *r.scale.nextBreakEven);
        scale.insert("next_plan", QString::fromStdString(r.scale.nextPlanId));
    }
    // The margin split by question, exactly: each question's amount is its categories' part of
    // NPV(runner-up) - NPV(plan); whatever the questions do not explain is named, so the amounts
    // always sum to the margin (all of it when the top two are not the compared IB/RoCE pair).
    QJsonArray attribution;
    Money explained = Money::zero(r.margin.currency());
    for (const QuestionAssessment& q : r.questions) {
        attribution.append(
            QJsonObject{{"question", QString::fromUtf8(articleQuestionId(q.question).data())},
                        {"amount", QString::fromStdString(q.advantage.toString())}});
        explained += q.advantage;
    }
    if (r.generation && !r.questions.empty()) {
        attribution.append(
            QJsonObject{{"question", "switch_generation"},
                        {"amount", QString::fromStdString(r.generation->effect.toString())}});
        explained += r.generation->effect;
    }
    if (const Money rest = r.margin - explained; !rest.isZero() || r.questions.empty())
        attribution.append(QJsonObject{{"question", "other_plan_differences"},
                                       {"amount", QString::fromStdString(rest.toString())}});
    QJsonArray plans;
    for (const PlanStanding& standing : r.standings)
        plans.append(QJsonObject{
            {"id", QString::fromStdString(standing.planId)},
            {"npv", QString::fromStdString(standing.npv.toString())},
            {"margin_to_best", QString::fromStdString(standing.marginToBest.toString())},
            {"p_cheapest", standing.pCheapest}});
    QJsonObject root{
        {"plan", QString::fromStdString(r.planId)},
        {"runner_up", QString::fromStdString(r.otherPlanId)},
        {"other_plan", QString::fromStdString(r.otherPlanId)},
        {"plans", plans},
        {"attribution", attribution},
        {"margin", QString::fromStdString(r.margin.toString())},
        {"currency", QString::fromStdString(r.margin.currency().code())},
        {"probability_cheaper", r.probabilityCheaper},
        {"close_call", r.closeCall},
        {"break_even_nodes", breakEvens},
        {"top_drivers", drivers},
        {"questions", questions},
        {"jitter",
         QJsonObject{{"workload", QString::fromUtf8(workloadId(r.jitter.workload).data())},
                     {"plan_jitter_share", r.jitter.recommendedShare},
                     {"runner_up_jitter_share", r.jitter.otherShare},
                     {"runner_up_minus_plan",
                      QString::fromStdString(r.jitter.otherMinusRecommended.toString())}}},
        {"team",
         QJsonObject{{"team", QString::fromUtf8(teamExpertiseId(r.team.team).data())},
                     {"staff_runner_up_minus_plan",
                      QString::fromStdString(r.team.staffOtherMinusRecommended.toString())},
                     {"incidents_runner_up_minus_plan",
                      QString::fromStdString(r.team.incidentsOtherMinusRecommended.toString())}}},
        {"scale", scale}};
    if (r.generation) {
        const auto switches = [](const PlanSwitches& plan) {
            QJsonArray tiers;
            for (const int count : plan.tiersByYear)
                tiers.append(count);
            return QJsonObject{{"plan", QString::fromStdString(plan.planId)},
                               {"switch_ports", plan.radix},
                               {"link_speed_gbps", plan.linkSpeedGbps},
                               {"tiers_by_year", tiers}};
        };
        const GenerationEvidence& g = *r.generation;
        root.insert("switch_generation",
                    QJsonObject{{"plan", switches(g.recommended)},
                                {"runner_up", switches(g.other)},
                                {"equal_generation_switch_ports", g.commonRadix},
                                {"equal_generation_link_speed_gbps", g.commonLinkSpeedGbps},
                                {"equal_generation_margin",
                                 QString::fromStdString(g.equalGenerationMargin.toString())},
                                {"effect", QString::fromStdString(g.effect.toString())},
                                {"decides", g.decides()}});
    }
    // One answer: when only the hardware generation makes the plan cheaper, it decides it, as
    // the text says ("Deciding: the hardware generation ...").
    if (r.generation && r.generation->decides())
        root.insert("deciding_question", "switch_generation");
    else if (r.decidingQuestion)
        root.insert("deciding_question",
                    QString::fromUtf8(articleQuestionId(*r.decidingQuestion).data()));
    return root;
}

int runRecommend(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("recommend"),
                       QStringLiteral("Recommend a plan: the lowest expected NPV of all plans "
                                      "(as `tco` shows it), the margin to the runner-up, every "
                                      "plan's probability of being the cheapest and margin to the "
                                      "best, the break-even node counts, the main drivers "
                                      "and which of the article's three questions decided it. "
                                      "The break-even sweep uses at most 2000 trials per point."));
    addScenarioArguments(options);
    addMonteCarloOptions(options, 10'000);
    options.addValueOption(QStringLiteral("lang"), QStringLiteral("LANG"),
                           QStringLiteral("Language of the text: en or zh_CN (default en)."));
    options.addFlag(QStringLiteral("json"),
                    QStringLiteral("Print JSON (data plus the text lines)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QString language =
        options.choice(QStringLiteral("lang"), i18n::availableLanguages(), QStringLiteral("en"));
    const MonteCarloOptions monteCarlo = monteCarloOptions(options, 10'000);
    const RiskScenario scenario = loadRiskScenario(options, streams.err);
    if (scenario.tco->plans.size() < 2 && !scenario.leftOut.empty())
        throw DataError("a recommendation compares two or more plans; only one of the "
                        "scenario's can be built for this cluster (the note above says why)");
    if (scenario.tco->plans.size() < 2)
        throw DataError("a recommendation compares two or more plans; the scenario has " +
                        std::to_string(scenario.tco->plans.size()));
    // The one risk pipeline, with the window's and the report's constants.
    RiskPipelineOptions pipeline;
    pipeline.trials = monteCarlo.trials;
    pipeline.seed = monteCarlo.seed;
    pipeline.threads = monteCarlo.threads;
    if (!scenario.leftOut.empty())
        pipeline.sweptScenario = scenario.wholeScenario;
    pipeline.progress = terminalProgress(streams, monteCarlo.trials >= 200'000);
    RiskAnalysis analysis;
    try {
        analysis =
            RiskPipeline::run(*scenario.scenario, *scenario.catalog, *scenario.tco, pipeline);
        finishProgress(pipeline.progress);
    } catch (const RiskPipelineError& e) {
        finishProgress(pipeline.progress);
        throw DataError(e.what());
    }
    requireCompleted(analysis.completed());
    const Recommendation& recommendation = *analysis.recommendation;

    QStringList lines;
    {
        // Restores the previous language afterwards (tests run commands in-process).
        const i18n::LanguageScope scope(language);
        if (!scope.installed())
            throw DataError("--lang: the " + language.toStdString() + " translation is missing");
        RecommendationText words(language == QLatin1String("zh_CN")
                                     ? QLocale(QLocale::Chinese, QLocale::China)
                                     : QLocale(QLocale::English, QLocale::UnitedStates));
        std::map<std::string, QString> names =
            scenario.planNames; // "White-box RoCE", not "whitebox"
        if (scenario.fromExample) {
            // An example's plans are named in English in its file; in Chinese they read in
            // Chinese, as in the window and the report (found by a stranger).
            Scenario localized = *scenario.scenario;
            ExampleText::localize(localized);
            for (const PlanSpec& plan : localized.plans)
                if (!plan.name.empty())
                    names[plan.id] = PlainText::forTerminalLine(QString::fromStdString(plan.name));
        }
        words.setPlanNames(names);
        lines = words.render(recommendation);
        if (const Catalog& catalog = *scenario.catalog; !catalog.organisationName().empty())
            lines << RecommendationText::organisationCatalog(
                PlainText::forTerminalLine(QString::fromStdString(catalog.organisationName())),
                PlainText::forTerminalLine(OrganisationCatalog::path()));
    }
    QString text;
    if (options.isSet(QStringLiteral("json"))) {
        QJsonObject root = toJson(recommendation);
        root.insert("scenario", QString::fromStdString(scenario.name));
        root.insert("language", language);
        root.insert("organisation_catalog",
                    QString::fromStdString(scenario.catalog->organisationName()));
        root.insert("text", QJsonArray::fromStringList(lines));
        root.insert("plans_left_out", scenario.leftOutJson());
        text = QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command recommendCommand()
{
    return {QStringLiteral("recommend"),
            QStringLiteral("Recommend the cheapest plan with the reasons (--lang en|zh_CN)"),
            runRecommend};
}

} // namespace fabrictco::cli
