// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RiskScenario.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/CostCategory.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace fabrictco::cli {

void addScenarioArguments(CliOptions& options)
{
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("Scenario file (.fabrictco)."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("example"), QStringLiteral("NAME"),
                           QStringLiteral("Bundled example: llm-training, ceph-storage or hft."));
}

RiskScenario loadRiskScenario(const CliOptions& options, std::optional<int> years)
{
    const QStringList files = options.positionalArguments();
    if (files.size() > 1)
        throw UsageError("give one scenario FILE or --example NAME, not several");
    if (!files.isEmpty() && options.isSet(QStringLiteral("example")))
        throw UsageError("give either a scenario FILE or --example NAME, not both");
    if (!files.isEmpty())
        throw UsageError("FILE: reading scenario files is not supported yet; use --example NAME");
    const std::string example =
        options.value(QStringLiteral("example")).value_or(QString()).toStdString();
    const std::string name = example.empty() ? std::string(Examples::kDefault) : example;

    Scenario scenario;
    try {
        scenario = Examples::load(name);
    } catch (const ExampleError& e) {
        throw UsageError(std::string("--example: ") + e.what());
    }
    if (years) {
        scenario.cluster.horizonYears = *years;
        // An explicit growth schedule follows the new horizon: cut, or hold the last size.
        if (!scenario.cluster.nodesByYear.empty())
            scenario.cluster.nodesByYear.resize(std::size_t(*years),
                                                scenario.cluster.nodesByYear.back());
    }
    std::shared_ptr<const Catalog> catalog;
    try {
        catalog = std::make_shared<const Catalog>(Catalog::loadDefault());
    } catch (const CatalogError& e) {
        throw DataError(e.what());
    }
    const auto shared = std::make_shared<const Scenario>(scenario);

    TcoResult tco;
    try {
        tco = TcoEngine(*catalog).evaluate(*shared);
    } catch (const TcoError& e) {
        throw DataError(e.what());
    }

    RiskScenario result;
    result.name = name;
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
    result.modelAt = [shared, catalog](int nodes) {
        try {
            return buildStochasticModel(*shared, *catalog, nodes);
        } catch (const TcoError& e) {
            // Typically the growth path outgrowing the largest fabric: a sweep skips the point.
            throw InfeasibleNodeCount("at " + std::to_string(nodes) +
                                      " first-year nodes: " + e.what());
        }
    };
    std::vector<CategoryNpv> categories;
    const PlanResult* ib = tco.plan("ib");
    const PlanResult* roce = tco.plan("roce");
    if (ib && roce)
        for (const CostCategory category : allCostCategories())
            categories.push_back(CategoryNpv{std::string(costCategoryId(category)),
                                             ib->discounted[category], roce->discounted[category]});
    result.categories = [categories] {
        return categories;
    };
    return result;
}

} // namespace fabrictco::cli
