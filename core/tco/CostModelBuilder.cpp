// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/CostModelBuilder.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/money/ExactProduct.h"
#include "core/tco/HardwareCostTerms.h"
#include "core/tco/ModelContext.h"
#include "core/tco/OperatingCostTerms.h"

#include <algorithm>
#include <exception>

namespace fabrictco {

namespace {

int checkedNodes(const Decimal& value, int year)
{
    constexpr std::int64_t kMaxNodes = CostModelBuilder::kMaxNodes;
    if (value > Decimal(kMaxNodes))
        throw TcoError(TcoProblem::TooManyNodes,
                       "nodes: growth takes the cluster past " + std::to_string(kMaxNodes) +
                           " nodes in year " + std::to_string(year),
                       {}, year);
    return static_cast<int>(std::max<std::int64_t>(1, value.toInt64()));
}

} // namespace

std::vector<int> CostModelBuilder::nodeSchedule(const ClusterInputs& cluster,
                                                const Decimal& annualGrowth, int firstYearNodes)
{
    const int horizon = cluster.horizonYears;
    std::vector<int> nodes;
    nodes.reserve(horizon);
    if (!cluster.nodesByYear.empty()) {
        const int base = cluster.nodesByYear.front();
        for (int y = 1; y <= horizon; ++y) {
            const int planned = cluster.nodesByYear.at(y - 1);
            if (firstYearNodes <= 0 || base <= 0) {
                nodes.push_back(planned);
                continue;
            }
            ExactProduct scaled(static_cast<std::int64_t>(planned));
            scaled.times(static_cast<std::int64_t>(firstYearNodes)).dividedBy(Decimal(base));
            nodes.push_back(checkedNodes(scaled.rounded(0, RoundingMode::HalfUp), y));
        }
        return nodes;
    }
    const int first = firstYearNodes > 0 ? firstYearNodes : cluster.nodes;
    const Decimal factor = Decimal(1) + annualGrowth;
    for (int y = 1; y <= horizon; ++y) {
        ExactProduct grown(static_cast<std::int64_t>(first));
        grown.timesPower(factor, y - 1);
        nodes.push_back(checkedNodes(grown.rounded(0, RoundingMode::HalfUp), y));
    }
    return nodes;
}

CostModelBuilder::PreparedPlan
CostModelBuilder::prepare(const Scenario& scenario, const PlanSpec& plan, const Catalog& catalog)
{
    PreparedPlan prepared{
        [&] {
            try {
                return ParameterResolver::resolve(scenario, plan, catalog);
            } catch (const ProductError& e) {
                std::throw_with_nested(TcoError(TcoProblem::ProductDoesNotFit, e.what(), plan.id));
            } catch (const ResolutionError& e) {
                std::throw_with_nested(TcoError(TcoProblem::NoValue, e.what(), plan.id));
            }
        }(),
        std::nullopt, nullptr};
    // The products decide radix, link speed and optics even if the saved design lags behind.
    // A design they refuse is reported by build(), after the node schedule, as it always was.
    try {
        prepared.design = ProductSelection::design(plan, catalog);
    } catch (const ProductError& e) {
        try {
            std::throw_with_nested(TcoError(TcoProblem::ProductDoesNotFit, e.what(), plan.id));
        } catch (const TcoError&) {
            prepared.designError = std::current_exception();
        }
    }
    return prepared;
}

PlanCostModel CostModelBuilder::build(const Scenario& scenario, const PlanSpec& plan,
                                      const Catalog& catalog, int firstYearNodes)
{
    return build(scenario, plan, prepare(scenario, plan, catalog), firstYearNodes);
}

PlanCostModel CostModelBuilder::build(const Scenario& scenario, const PlanSpec& plan,
                                      PreparedPlan prepared, int firstYearNodes)
{
    PlanCostModel model{plan.id,
                        plan.name,
                        plan.fabric(),
                        plan.colourSlot,
                        std::move(prepared.parameters),
                        scenario.cluster.currency,
                        scenario.cluster.rounding,
                        scenario.cluster.gpusPerNode,
                        {},
                        {},
                        {},
                        {}};
    model.nodesByYear =
        nodeSchedule(scenario.cluster, model.parameters.value("growth.annual"), firstYearNodes);
    model.bomByYear.reserve(model.nodesByYear.size());
    if (prepared.designError)
        std::rethrow_exception(prepared.designError);
    const FabricDesign& planDesign = *prepared.design;
    for (std::size_t i = 0; i < model.nodesByYear.size(); ++i) {
        FabricDesign design = planDesign;
        design.nodes = model.nodesByYear[i];
        try {
            model.bomByYear.push_back(BomCalculator::calculate(design));
        } catch (const BomError& e) {
            // BomError's message usually starts with its field already.
            const std::string message = e.what();
            const std::string prefix = e.field() + ": ";
            const int year = static_cast<int>(i) + 1;
            std::throw_with_nested(
                TcoError(TcoProblem::FabricCannotBeBuilt,
                         "plan \"" + plan.id + "\", year " + std::to_string(year) + ": " +
                             (message.rfind(prefix, 0) == 0 ? message : prefix + message),
                         plan.id, year));
        }
    }
    ModelContext context(model);
    HardwareCostTerms::append(context);
    OperatingCostTerms::append(context);
    std::stable_sort(model.terms.begin(), model.terms.end(),
                     [](const CostTerm& a, const CostTerm& b) {
                         return a.year != b.year ? a.year < b.year : a.category < b.category;
                     });
    return model;
}

} // namespace fabrictco
