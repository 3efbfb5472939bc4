// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/BuildablePlans.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ClusterFields.h"
#include "core/model/ProductSelection.h"
#include "core/tco/GrowthLimits.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <mutex>

namespace fabrictco {

std::vector<std::string> BuildablePlans::unbuildable(const Scenario& scenario,
                                                     const Catalog& catalog)
{
    return unbuildable(scenario, GrowthLimits::capacities(scenario, catalog));
}

std::vector<std::string> BuildablePlans::unbuildable(const Scenario& scenario,
                                                     const std::vector<PlanCapacity>& capacities)
{
    std::vector<std::string> later;
    for (const GrowthLimit& limit : GrowthLimits::find(scenario, capacities))
        later.push_back(limit.planId);
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < scenario.plans.size(); ++i) {
        const PlanSpec& plan = scenario.plans[i];
        // Its products fit and its fabric holds the first year's cluster.
        const std::optional<FabricDesign>& design = capacities.at(i).design;
        const bool firstYearFits = design && GrowthLimits::holds(*design, scenario.cluster.nodes);
        if (std::find(later.begin(), later.end(), plan.id) != later.end() || !firstYearFits)
            ids.push_back(plan.id);
    }
    return ids;
}

std::vector<std::string> BuildablePlans::buildableAt(const Scenario& scenario,
                                                     const Catalog& catalog, int firstYearNodes)
{
    Scenario atSize = scenario;
    ClusterFields::setNodes(atSize, firstYearNodes);
    const std::vector<std::string> out = unbuildable(atSize, catalog);
    std::vector<std::string> ids;
    for (const PlanSpec& plan : scenario.plans)
        if (std::find(out.begin(), out.end(), plan.id) == out.end())
            ids.push_back(plan.id);
    return ids;
}

StochasticModel BuildablePlans::stochasticModelAt(const Scenario& scenario, const Catalog& catalog,
                                                  int firstYearNodes)
{
    ModelSource fromScratch;
    fromScratch.without = [&](const std::vector<std::string>& leftOut) {
        if (leftOut.empty())
            return buildStochasticModel(scenario, catalog, firstYearNodes);
        Scenario rest = scenario;
        std::erase_if(rest.plans, [&](const PlanSpec& plan) {
            return std::find(leftOut.begin(), leftOut.end(), plan.id) != leftOut.end();
        });
        return buildStochasticModel(rest, catalog, firstYearNodes);
    };
    fromScratch.unbuildable = [&](const Scenario& atSize) {
        return unbuildable(atSize, catalog);
    };
    return stochasticModelAt(scenario, firstYearNodes, fromScratch);
}

std::function<StochasticModel(int)>
BuildablePlans::stochasticModelsAt(std::shared_ptr<const Scenario> scenario,
                                   std::shared_ptr<const Catalog> catalog)
{
    // Each prepared when first needed: a caller may never ask for a model, and the capacities
    // (a binary search over sizes per plan) only matter at a size where a plan cannot be built.
    struct Prepared
    {
        std::once_flag sizesOnce;
        std::unique_ptr<const StochasticModelSizes> sizes;
        std::once_flag capacitiesOnce;
        std::vector<PlanCapacity> capacities;
    };
    auto prepared = std::make_shared<Prepared>();
    return [scenario = std::move(scenario), catalog = std::move(catalog),
            prepared](int firstYearNodes) {
        std::call_once(prepared->sizesOnce, [&] {
            prepared->sizes = std::make_unique<const StochasticModelSizes>(*scenario, *catalog);
        });
        ModelSource fromPrepared;
        fromPrepared.without = [&](const std::vector<std::string>& leftOut) {
            return prepared->sizes->at(firstYearNodes, leftOut);
        };
        fromPrepared.unbuildable = [&](const Scenario& atSize) {
            std::call_once(prepared->capacitiesOnce, [&] {
                prepared->capacities = GrowthLimits::capacities(*scenario, *catalog);
            });
            return unbuildable(atSize, prepared->capacities);
        };
        return stochasticModelAt(*scenario, firstYearNodes, fromPrepared);
    };
}

StochasticModel BuildablePlans::stochasticModelAt(const Scenario& scenario, int firstYearNodes,
                                                  const ModelSource& models)
{
    try {
        return models.without({});
    } catch (const TcoError&) {
        // As price(): only the engine's refusal is worth a second try, at this size.
        const std::exception_ptr whole = std::current_exception();
        Scenario atSize = scenario;
        ClusterFields::setNodes(atSize, firstYearNodes);
        const std::vector<std::string> leftOut = models.unbuildable(atSize);
        if (leftOut.size() == scenario.plans.size() && leftOut.size() > 1) {
            // No plan fits: the first plan's reason alone blamed it for a size the others
            // cannot hold either (found by a stranger), so each plan says its own.
            std::string reasons;
            TcoProblem problem = TcoProblem::InvalidScenario;
            for (const PlanSpec& plan : scenario.plans) {
                std::vector<std::string> others;
                for (const PlanSpec& other : scenario.plans)
                    if (&other != &plan)
                        others.push_back(other.id);
                try {
                    models.without(others);
                } catch (const TcoError& e) {
                    reasons += (reasons.empty() ? "" : "; ") + std::string(e.what());
                    problem = e.problem();
                }
            }
            if (!reasons.empty())
                throw TcoError(problem, reasons);
        }
        if (leftOut.empty() || leftOut.size() == scenario.plans.size())
            std::rethrow_exception(whole);
        try {
            return models.without(leftOut);
        } catch (const TcoError&) {
            std::rethrow_exception(whole);
        }
    }
}

PricedPlans BuildablePlans::price(const Scenario& scenario, const Catalog& catalog)
{
    try {
        return {scenario, TcoEngine(catalog).evaluate(scenario), {}};
    } catch (const TcoError&) {
        // Only the engine's refusal is worth a second try: the plans left out explain it.
        const std::exception_ptr whole = std::current_exception();
        PricedPlans priced{scenario, {}, unbuildable(scenario, catalog)};
        if (priced.leftOut.empty() || priced.leftOut.size() == scenario.plans.size())
            std::rethrow_exception(whole);
        std::erase_if(priced.scenario.plans, [&](const PlanSpec& plan) {
            return std::find(priced.leftOut.begin(), priced.leftOut.end(), plan.id) !=
                   priced.leftOut.end();
        });
        try {
            priced.tco = TcoEngine(catalog).evaluate(priced.scenario);
        } catch (const TcoError&) {
            std::rethrow_exception(whole); // the others fail too: the whole scenario's reason
        }
        return priced;
    }
}

} // namespace fabrictco
