// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"
#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/PlanCostModel.h"

#include <cstdint>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fabrictco {

/// Why the cost engine stopped, so presentation/EngineErrorText can say it in the reader's
/// language; what() keeps the engine's English (the CLI prints it).
enum class TcoProblem
{
    InvalidScenario,     ///< problems() lists what ScenarioValidator found
    NoValue,             ///< a parameter without a value: the nested ResolutionError says which
    ProductDoesNotFit,   ///< the nested ProductError holds the fault
    FabricCannotBeBuilt, ///< planId() in year(): the nested BomError says why
    TooManyNodes,        ///< growth passes CostModelBuilder::kMaxNodes in year()
};

/// The scenario cannot be evaluated; what() names the field and the problem (invalid scenario,
/// a fabric the BOM engine cannot build in some year, a parameter without a value). The error
/// it wraps, if any, is nested (std::throw_with_nested), so its code and figures stay readable.
class TcoError : public std::runtime_error
{
public:
    TcoError(TcoProblem problem, const std::string& message, std::string planId = {}, int year = 0)
        : std::runtime_error(message), m_problem(problem), m_planId(std::move(planId)), m_year(year)
    {
    }
    /// An invalid scenario: what() is ScenarioValidator::describe(problems).
    explicit TcoError(std::vector<ValidationProblem> problems)
        : std::runtime_error(ScenarioValidator::describe(problems)),
          m_problem(TcoProblem::InvalidScenario), m_problems(std::move(problems))
    {
    }
    TcoProblem problem() const { return m_problem; }
    /// Empty unless the scenario itself is invalid.
    const std::vector<ValidationProblem>& problems() const { return m_problems; }
    /// The plan at fault, when one is ("" otherwise).
    const std::string& planId() const { return m_planId; }
    /// The year at fault (1 = first), when one is (0 otherwise).
    int year() const { return m_year; }

private:
    TcoProblem m_problem;
    std::vector<ValidationProblem> m_problems;
    std::string m_planId;
    int m_year = 0;
};

/// Builds the one model definition of a plan: resolves its inputs, sizes its fabric in each year
/// of the horizon with BomCalculator, and writes every cost term (see core/MODEL.md).
class CostModelBuilder
{
public:
    /// The most nodes growth may reach: beyond it the figures would mean nothing.
    static constexpr std::int64_t kMaxNodes = 10000000;

    /// What build() reads of a plan that does not change with the cluster's size: its inputs
    /// resolved and its products' design. A node-count sweep prepares each plan once for all
    /// its points (resolving a plan's inputs was a sixteenth of a sweep, issue 42).
    struct PreparedPlan
    {
        ResolvedParameters parameters;
        std::optional<FabricDesign> design; ///< empty: `designError` says why
        std::exception_ptr designError;     ///< the TcoError build() throws for the design
    };

    /// Throws TcoError when the plan's inputs cannot be resolved (as build() would first).
    static PreparedPlan prepare(const Scenario& scenario, const PlanSpec& plan,
                                const Catalog& catalog);

    /// `firstYearNodes` > 0 replaces the scenario's starting node count (for sweeps): growth then
    /// applies from there, and an explicit schedule is scaled in proportion.
    /// Throws TcoError.
    static PlanCostModel build(const Scenario& scenario, const PlanSpec& plan,
                               const Catalog& catalog, int firstYearNodes = 0);
    /// The same from the plan prepared (prepare()) for this scenario and catalog; a caller that
    /// builds once moves it in, a sweep copies it for each point.
    static PlanCostModel build(const Scenario& scenario, const PlanSpec& plan,
                               PreparedPlan prepared, int firstYearNodes = 0);

    /// Node count in each year: the explicit schedule, or round-half-up(n x (1 + growth)^(y - 1)).
    static std::vector<int> nodeSchedule(const ClusterInputs& cluster, const Decimal& annualGrowth,
                                         int firstYearNodes = 0);
};

} // namespace fabrictco
