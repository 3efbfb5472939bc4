// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/StochasticModel.h"
#include "core/tco/GrowthLimits.h"
#include "core/tco/TcoResult.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fabrictco {

/// The figures of a scenario's plans that can be built for its cluster.
struct PricedPlans
{
    Scenario scenario;                ///< the plans priced: the document's, less `leftOut`
    TcoResult tco;                    ///< their costs
    std::vector<std::string> leftOut; ///< ids of the plans that cannot be built, in plan order
};

/// A plan that cannot be built for the cluster (its products or design are refused, or its
/// fabric cannot hold the cluster in some year as it grows) has no costs. The other plans are
/// priced without it, so one plan at its limit does not take every plan's figures with it: the
/// window, the CLI and the report show the same figures and name the plan left out.
class BuildablePlans
{
public:
    /// Every plan when all can be built. Else the others, when at least one can; else the
    /// cost engine's error (TcoError) as TcoEngine::evaluate throws it for the whole scenario.
    static PricedPlans price(const Scenario& scenario, const Catalog& catalog);
    /// Ids of the plans that cannot be built for the cluster, in plan order.
    static std::vector<std::string> unbuildable(const Scenario& scenario, const Catalog& catalog);
    /// Ids of the plans of `scenario` that can be built at another first-year size, in plan
    /// order: the plans stochasticModelAt prices there, found without building a model.
    static std::vector<std::string> buildableAt(const Scenario& scenario, const Catalog& catalog,
                                                int firstYearNodes);
    /// The risk model of `scenario` at another first-year size (buildStochasticModel), of the
    /// plans that can be built at that size: a node-count sweep shows every plan where it fits
    /// and the others alone where it does not, not a gap in every plan's line. When no plan can
    /// be built there, throws a TcoError that gives each plan's own reason (with one plan, the
    /// cost engine's).
    static StochasticModel stochasticModelAt(const Scenario& scenario, const Catalog& catalog,
                                             int firstYearNodes);
    /// stochasticModelAt for a node-count sweep: the same models, with the scenario checked and
    /// its plans' inputs resolved once for all sizes (StochasticModelSizes). Callable from
    /// several threads at once.
    static std::function<StochasticModel(int firstYearNodes)>
    stochasticModelsAt(std::shared_ptr<const Scenario> scenario,
                       std::shared_ptr<const Catalog> catalog);

    /// unbuildable() from the plans' capacities (GrowthLimits::capacities), prepared for this
    /// scenario at any size.
    static std::vector<std::string> unbuildable(const Scenario& scenario,
                                                const std::vector<PlanCapacity>& capacities);

private:
    /// How stochasticModelAt builds at its size: from scratch, or from plans prepared for a
    /// sweep. Both give the same models and throw the same errors.
    struct ModelSource
    {
        /// The model of the plans not in `leftOut` (empty: every plan); throws TcoError.
        std::function<StochasticModel(const std::vector<std::string>& leftOut)> without;
        /// unbuildable() of the scenario at the size.
        std::function<std::vector<std::string>(const Scenario& atSize)> unbuildable;
    };
    static StochasticModel stochasticModelAt(const Scenario& scenario, int firstYearNodes,
                                             const ModelSource& models);
};

} // namespace fabrictco
