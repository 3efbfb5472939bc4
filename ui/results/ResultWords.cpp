// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ResultWords.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ParameterResolver.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/TcoResult.h"
#include "presentation/BomErrorText.h"
#include "presentation/EngineErrorText.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductErrorText.h"
#include "presentation/QuoteText.h"
#include "presentation/RecommendationText.h"
#include "presentation/SweepCoverageText.h"
#include "presentation/ValidationText.h"
#include "ui/plans/FieldSpec.h"

#include <QLocale>

#include <algorithm>
#include <map>
#include <optional>

namespace fabrictco::ui {

namespace {

/// Too many nodes for a plan's fabric when the cluster grows: the first year's most accepted
/// count (the BOM's answer) no longer fits in later years. The most first-year nodes whose
/// growth path still fits in the last year; nothing when the cluster does not grow.
std::optional<int> firstYearNodesThatFit(const PlanSummary& plan, const ComparisonData& data)
{
    if (!plan.bomError || plan.bomError->field() != "nodes" ||
        !plan.bomError->isTooManyEndpoints() || !data.scenario || !data.catalog ||
        plan.bomError->args().size() < 8)
        return std::nullopt;
    const Scenario& scenario = *data.scenario;
    const auto spec = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                   [&](const PlanSpec& p) { return p.id == plan.planId; });
    if (spec == scenario.plans.end())
        return std::nullopt;
    int most = 0;
    Decimal growth;
    try {
        most = int(Decimal::parse(plan.bomError->args()[7]).toInt64());
        growth = ParameterResolver::resolve(scenario, *spec, *data.catalog).value("growth.annual");
    } catch (const std::exception&) {
        return std::nullopt;
    }
    const auto fits = [&](int first) {
        try {
            const std::vector<int> path =
                CostModelBuilder::nodeSchedule(scenario.cluster, growth, first);
            return std::all_of(path.begin(), path.end(), [&](int n) { return n <= most; });
        } catch (const std::exception&) {
            return false; // past the model's limit
        }
    };
    if (most < 1 || fits(most))
        return std::nullopt; // no growth beyond the first year's limit
    int low = 0;             // fits (0: none does)
    int high = most;
    while (high - low > 1) {
        const int middle = low + (high - low) / 2;
        (fits(middle) ? low : high) = middle;
    }
    if (low < 1)
        return std::nullopt;
    return low;
}

/// The plans of the document that the figures leave out (BuildablePlans).
std::vector<std::string> leftOut(const ComparisonData& data)
{
    std::vector<std::string> ids;
    if (data.scenario && data.pricedScenario)
        for (const PlanSpec& plan : data.scenario->plans)
            if (!data.pricedScenario->plan(plan.id))
                ids.push_back(plan.id);
    return ids;
}

QString engineError(const ComparisonData& data, const ResultNote& note)
{
    return EngineErrorText::describe(note.error, data.scenario.get(), data.catalog.get());
}

} // namespace

QString ResultWords::note(const ComparisonData& data, const ResultNote& note)
{
    switch (note.kind) {
    case ResultNote::Kind::CatalogUnavailable: // the bundled catalog, or an own item refused
    case ResultNote::Kind::CostsUnavailable:
        return tr("The costs cannot be computed: %1").arg(engineError(data, note));
    case ResultNote::Kind::PlanCannotBeBuilt:
        //: %1 names the plans that cannot be built.
        return tr("No plan's costs can be computed while %1 cannot be built: the summary and the "
                  "field at fault say why.")
            .arg(GrowthLimitText::quotedNames(note.plans));
    case ResultNote::Kind::PlansLeftOut: {
        QStringList priced;
        for (const PlanSummary& plan : data.plans)
            if (!note.plans.contains(plan.plan.name))
                priced << plan.plan.name;
        return GrowthLimitText::plansLeftOut(note.plans, priced);
    }
    case ResultNote::Kind::QuoteExpired:
        if (data.scenario && note.quote < data.scenario->quotes.size()) {
            const Quote& quote = data.scenario->quotes[note.quote];
            return tr("The quote for %1 from %2 expired on %3 and still prices %4: ask the "
                      "vendor for a new one (File > Vendor quotes).")
                .arg(QuoteText::item(quote), QString::fromStdString(quote.vendor),
                     QString::fromStdString(quote.validUntil),
                     QuoteText::usage(note.quote, *data.scenario));
        }
        return {};
    case ResultNote::Kind::RiskFailed:
        return tr("The risk analysis failed: %1").arg(engineError(data, note));
    case ResultNote::Kind::SensitivityFailed:
        return tr("The sensitivity of this pair could not be computed: %1")
            .arg(engineError(data, note));
    }
    return note.detail;
}

QStringList ResultWords::notes(const ComparisonData& data)
{
    QStringList words;
    for (const ResultNote& n : data.notes) {
        // A plan that outgrows its fabric stops every figure: say once which, when and what to
        // change, instead of the engine's message about one year's BOM.
        if (n.kind == ResultNote::Kind::CostsUnavailable && data.scenario && data.catalog)
            words << GrowthLimitText::whyNoCosts(*data.scenario, *data.catalog, note(data, n));
        else if (n.kind == ResultNote::Kind::PlansLeftOut && data.scenario && data.catalog)
            // Which plan outgrows its fabric, when, and what would make it fit; a plan that
            // cannot be built in the first year says why beside its field and in the summary.
            words << GrowthLimitText::whyLeftOut(*data.scenario, *data.catalog, leftOut(data),
                                                 false);
        else if (const QString sentence = note(data, n); !sentence.isEmpty())
            words << sentence;
    }
    return words;
}

QString ResultWords::recommendation(const ComparisonData& data, const QLocale& locale)
{
    if (!data.recommendationResult)
        return {};
    RecommendationText text(locale);
    std::map<std::string, QString> names;
    if (data.scenario)
        for (const PlanSpec& plan : data.scenario->plans)
            names[plan.id] = QString::fromStdString(plan.name);
    text.setPlanNames(names);
    std::map<std::string, QString> labels;
    for (const ParameterSpec& spec : ParameterRegistry::instance().all())
        labels[spec.key] = ParameterText::label(spec);
    text.setParameterLabels(labels);
    return text.render(*data.recommendationResult).join(QLatin1Char('\n'));
}

QString ResultWords::planProblem(const PlanSummary& plan, const ComparisonData& data,
                                 bool namingTheField)
{
    if (plan.productFault)
        return ProductErrorText::message(*plan.productFault, data.catalog.get());
    if (!plan.bomError)
        return {};
    std::optional<BomErrorText::FirstYearLimit> withGrowth;
    if (const std::optional<int> fits = firstYearNodesThatFit(plan, data))
        withGrowth = BomErrorText::FirstYearLimit{*fits, data.scenario->cluster.horizonYears};
    const QString message = BomErrorText::message(*plan.bomError, withGrowth);
    if (!namingTheField)
        return message;
    for (const PlanField& field : Fields::planFields())
        if (field.spec.key == QString::fromStdString(plan.bomError->field()))
            //: A design field's name, then what is wrong with its value.
            return tr("%1: %2").arg(field.spec.label, message);
    return message;
}

QString ResultWords::whyNoPair(const ComparisonData& data)
{
    if (!data.tco || data.tco->plans.size() >= 2 || data.plans.size() < 2)
        return {};
    return paragraphs(notes(data));
}

QStringList ResultWords::sweptWhere(const ComparisonData& data, const QLocale& locale)
{
    if (!data.sweep)
        return {};
    std::vector<std::pair<std::string, QString>> plans;
    for (const PlanSummary& plan : data.plans)
        plans.emplace_back(plan.planId, plan.plan.name);
    return SweepCoverageText::absences(*data.sweep, plans, locale);
}

QString ResultWords::paragraphs(const QStringList& sentences)
{
    return sentences.join(QStringLiteral("\n\n"));
}

QString ResultWords::riskProblem(const ComparisonData& data)
{
    for (const ResultNote& n : data.notes)
        if (n.kind == ResultNote::Kind::RiskFailed)
            return note(data, n);
    return {};
}

} // namespace fabrictco::ui
