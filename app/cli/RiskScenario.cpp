// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RiskScenario.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/ScenarioSource.h"
#include "core/analysis/RiskPipeline.h"
#include "core/model/Catalog.h"
#include "core/model/ClusterFields.h"
#include "core/tco/BuildablePlans.h"
#include "core/tco/CostCategory.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/StochasticModelBuilder.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/PlainText.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace fabrictco::cli {

void addScenarioArguments(CliOptions& options)
{
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Scenario document (.fabrictco) instead of --example."),
                          QStringLiteral("[FILE]"));
}

PricedPlans priceBuildablePlans(const Scenario& scenario, const Catalog& catalog,
                                QTextStream& notes)
{
    try {
        PricedPlans priced = BuildablePlans::price(scenario, catalog);
        if (!priced.leftOut.empty())
            // Figures in the C locale, as every CLI figure: never the system's.
            for (const QString& sentence :
                 GrowthLimitText::whyLeftOut(scenario, catalog, priced.leftOut, true, QLocale::c()))
                notes << "Note: " << PlainText::forTerminalLine(sentence) << "\n";
        return priced;
    } catch (const TcoError& e) {
        throw DataError(GrowthLimitText::whyNoCosts(scenario, catalog, QString::fromUtf8(e.what()),
                                                    QLocale::c())
                            .join(QLatin1Char('\n'))
                            .toStdString());
    }
}

RiskScenario loadRiskScenario(const CliOptions& options, QTextStream& notes,
                              std::optional<int> years)
{
    const ScenarioSource::Loaded loaded = ScenarioSource::load(options);
    Scenario scenario = loaded.content.scenario;
    const std::string name = loaded.origin.toStdString();
    if (years)
        ClusterFields::setHorizon(scenario, *years);
    const auto catalog =
        std::make_shared<const Catalog>(ScenarioSource::catalogFor(loaded.content));
    // A plan that cannot be built for the cluster is left out, as in the window and the report.
    PricedPlans priced = priceBuildablePlans(scenario, *catalog, notes);
    const auto shared = std::make_shared<const Scenario>(std::move(priced.scenario));
    // Sizes other than the cluster's price every plan that can be built there, the plans left
    // out of the cost table too (BuildablePlans::stochasticModelAt).
    const auto whole = std::make_shared<const Scenario>(scenario);
    const TcoResult tco = std::move(priced.tco);

    RiskScenario result;
    result.name = name;
    result.leftOut = priced.leftOut;
    result.fromExample = !loaded.example.isEmpty();
    result.firstYearNodes = scenario.cluster.nodes;
    result.lastYearNodes = scenario.cluster.nodes;
    if (!tco.plans.empty() && !tco.plans.front().years.empty())
        result.lastYearNodes =
            std::max(scenario.cluster.nodes, tco.plans.front().years.back().nodes);
    result.gpusPerNode = scenario.cluster.gpusPerNode;
    result.horizonYears = scenario.cluster.horizonYears;
    result.currency = tco.currency;
    result.rounding = tco.rounding;
    result.workload = scenario.workload;
    result.team = scenario.team;
    result.wholeScenario = whole;
    result.buildableAt = [whole, catalog](int nodes) {
        return BuildablePlans::buildableAt(*whole, *catalog, nodes);
    };
    result.modelAt = [modelAt = BuildablePlans::stochasticModelsAt(whole, catalog)](int nodes) {
        try {
            return modelAt(nodes);
        } catch (const TcoError& e) {
            // No plan's growth path can be built at this size: a sweep skips the point.
            throw InfeasibleNodeCount("at " + std::to_string(nodes) +
                                      " first-year nodes: " + e.what());
        }
    };
    for (const PlanResult& plan : tco.plans)
        result.planNpvs.push_back(PlanNpv{plan.planId, plan.npv});
    for (const PlanSpec& plan : shared->plans)
        // Printed in lines of text (recommend): on one line.
        result.planNames[plan.id] = PlainText::forTerminalLine(
            QString::fromStdString(plan.name.empty() ? plan.id : plan.name));
    result.plans = ComparedPlans::of(tco);
    result.scenario = shared;
    result.catalog = catalog;
    result.tco = std::make_shared<const TcoResult>(tco);
    result.sensitivity = [shared, catalog, plans = result.plans] {
        try {
            return RiskPipeline::sensitivity(*shared, *catalog, plans);
        } catch (const RiskPipelineError& e) {
            throw DataError(e.what());
        }
    };
    result.categories = [categories = RiskPipeline::categories(tco, result.plans)] {
        return categories;
    };
    return result;
}

QJsonArray RiskScenario::leftOutJson() const
{
    QJsonArray ids;
    for (const std::string& id : leftOut)
        ids.append(QString::fromStdString(id));
    return ids;
}

} // namespace fabrictco::cli
