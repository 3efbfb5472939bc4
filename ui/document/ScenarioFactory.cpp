// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/ScenarioFactory.h"

#include "core/model/DefaultProducts.h"
#include "core/model/Examples.h"
#include "core/model/PlanColours.h"
#include "core/tco/CostModelBuilder.h"
#include "presentation/ExampleText.h"

#include <QDateTime>

#include <algorithm>

namespace fabrictco::ui {

namespace {
PlanSpec makePlan(const std::string& id, const std::string& name, Fabric fabric, int nodes)
{
    PlanSpec plan;
    plan.id = id;
    plan.name = name;
    plan.design.fabric = fabric;
    plan.design.nodes = nodes;
    // Real products from the start; their radix is the one the catalog's ports give.
    plan.products = DefaultProducts::forFabric(fabric);
    plan.design.switchRadix = DefaultProducts::radixFor(fabric);
    return plan;
}
} // namespace

std::vector<int> ScenarioFactory::nodesByYear(int startingNodes, int growthPercentPerYear,
                                              int horizonYears)
{
    // The engine's own schedule, so the start page names the node count the figures use.
    ClusterInputs cluster;
    cluster.nodes = std::max(1, startingNodes);
    cluster.horizonYears = horizonYears;
    try {
        return CostModelBuilder::nodeSchedule(
            cluster, Decimal(growthPercentPerYear).divide(Decimal(100), kDefaultRounding));
    } catch (const std::exception&) {
        return {cluster.nodes}; // past the model's limits; the comparison will say so
    }
}

Scenario ScenarioFactory::fromAnswers(const StartAnswers& answers)
{
    Scenario scenario;
    scenario.workload = answers.workload;
    scenario.team = answers.team;
    scenario.cluster.nodes = answers.startingNodes;
    scenario.cluster.horizonYears = answers.horizonYears;
    // The engine derives the yearly node counts from the growth parameter.
    scenario.overrides["growth.annual"] = ParameterValue{
        Decimal(answers.growthPercentPerYear).divide(Decimal(100), kDefaultRounding), std::nullopt};
    scenario.metadata.createdUtc =
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    scenario.metadata.modifiedUtc = scenario.metadata.createdUtc;
    scenario.metadata.programVersion = FABRICTCO_VERSION;
    scenario.plans.push_back(
        makePlan("ib", "InfiniBand NDR", Fabric::InfiniBand, answers.startingNodes));
    scenario.plans.push_back(makePlan("roce", "RoCE 400G", Fabric::RoCE, answers.startingNodes));
    PlanColours::assign(scenario);
    return scenario;
}

QStringList ScenarioFactory::exampleNames()
{
    QStringList names;
    for (const std::string& name : Examples::names())
        names << QString::fromStdString(name);
    return names;
}

QString ScenarioFactory::exampleTitle(const QString& name)
{
    try {
        const Scenario scenario = example(name);
        if (!scenario.metadata.title.empty())
            return QString::fromStdString(scenario.metadata.title);
    } catch (const std::exception&) {
        // A damaged data directory is reported when the example is opened; the menu keeps going.
    }
    return name;
}

Scenario ScenarioFactory::example(const QString& name)
{
    // The examples are written in English; in Chinese their title and plan names read in Chinese.
    Scenario scenario = Examples::load(name.toStdString());
    ExampleText::localize(scenario);
    return scenario;
}

} // namespace fabrictco::ui
