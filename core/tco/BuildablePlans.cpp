// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/BuildablePlans.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ClusterFields.h"
#include "core/model/ProductSelection.h"
#include "core/tco/GrowthLimits.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>

namespace fabrictco {

namespace {

/// Its products fit and its fabric holds the first year's cluster.
bool buildableInTheFirstYear(const PlanSpec& plan, const Scenario& scenario, const Catalog& catalog)
{
    try {
        FabricDesign design = ProductSelection::design(plan, catalog);
        design.nodes = scenario.cluster.nodes;
        BomCalculator::validate(design);
        return true;
    } catch (const ProductError&) {
        return false;
    } catch (const BomError&) {
        return false;
    }
}

} // namespace

std::vector<std::string> BuildablePlans::unbuildable(const Scenario& scenario,
                                                     const Catalog& catalog)
{
    std::vector<std::string> later;
    for (const GrowthLimit& limit : GrowthLimits::find(scenario, catalog))
        later.push_back(limit.planId);
    std::vector<std::string> ids;
    for (const PlanSpec& plan : scenario.plans)
        if (std::find(later.begin(), later.end(), plan.id) != later.end() ||
            !buildableInTheFirstYear(plan, scenario, catalog))
            ids.push_back(plan.id);
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
    try {
        return buildStochasticModel(scenario, catalog, firstYearNodes);
    } catch (const TcoError&) {
        // As price(): only the engine's refusal is worth a second try, at this size.
        const std::exception_ptr whole = std::current_exception();
        Scenario atSize = scenario;
        ClusterFields::setNodes(atSize, firstYearNodes);
        const std::vector<std::string> leftOut = unbuildable(atSize, catalog);
        if (leftOut.size() == scenario.plans.size() && leftOut.size() > 1) {
            // No plan fits: the first plan's reason alone blamed it for a size the others
            // cannot hold either (found by a stranger), so each plan says its own.
            std::string reasons;
            TcoProblem problem = TcoProblem::InvalidScenario;
            for (const PlanSpec& plan : scenario.plans) {
                Scenario alone = scenario;
                alone.plans = {plan};
                try {
                    buildStochasticModel(alone, catalog, firstYearNodes);
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
        Scenario buildable = scenario;
        std::erase_if(buildable.plans, [&](const PlanSpec& plan) {
            return std::find(leftOut.begin(), leftOut.end(), plan.id) != leftOut.end();
        });
        try {
            return buildStochasticModel(buildable, catalog, firstYearNodes);
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
