// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/StochasticModel.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/PlanCostModel.h"

#include <exception>
#include <memory>
#include <vector>

namespace fabrictco {

/// Compiles the scenario's plan cost models (the same terms TcoEngine evaluates exactly) into
/// monomials over the uncertain inputs, for the Monte Carlo risk engine.
///
/// Inputs: every parameter that carries a distribution (a user range, else the catalog's).
/// Scenario parameters are shared (planId ""), so every plan sees the same draw; plan
/// parameters carry the plan's id. Order: shared inputs by key, then each plan's by key.
/// Money inputs stay in their own currency; fx.usd_cny is then an input of its own.
/// `firstYearNodes` > 0 replaces the scenario's starting node count (sweeps), 0 keeps it.
/// Throws TcoError like TcoEngine::evaluate.
StochasticModel buildStochasticModel(const Scenario& scenario, const Catalog& catalog,
                                     int firstYearNodes = 0);

/// buildStochasticModel of one scenario at many first-year sizes (a node-count sweep): the
/// scenario is checked and each plan prepared (CostModelBuilder::prepare) once, not at every
/// point. at() throws what buildStochasticModel would, and only reads: points may be built on
/// several threads at once.
class StochasticModelSizes
{
public:
    /// Keeps `scenario`: it must outlive this.
    StochasticModelSizes(const Scenario& scenario, const Catalog& catalog);
    /// buildStochasticModel of the scenario less the plans whose ids are in `leftOut`.
    StochasticModel at(int firstYearNodes, const std::vector<std::string>& leftOut = {}) const;

private:
    /// A plan prepared, or what preparing it threw.
    struct Plan
    {
        std::optional<CostModelBuilder::PreparedPlan> prepared;
        std::exception_ptr error;
    };
    const Scenario& m_scenario;
    std::vector<ValidationProblem> m_problems;
    std::vector<Plan> m_plans;
};

/// The same from already built plan models (parallel to scenario.plans). Taken by value: the
/// exact expected NPVs are priced on the models themselves, with their parameters at their
/// expected values, so a caller that has no further use for them moves them in and nothing
/// is copied (a sweep compiles a model per point, issue 42).
/// `expected` Skipped: without expectedNpvs and gpuMonths, for a run that reads each trial's
/// figures or the inputs and never a mean (the price to beat's odds, the tornado's inputs):
/// pricing each plan exactly was most of a compile (issue 42).
enum class ExpectedNpvs
{
    Priced,
    Skipped,
};
StochasticModel compileStochasticModel(std::vector<PlanCostModel> models,
                                       ExpectedNpvs expected = ExpectedNpvs::Priced);

} // namespace fabrictco
