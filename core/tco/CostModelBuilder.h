// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/PlanCostModel.h"

#include <stdexcept>
#include <vector>

namespace fabrictco {

/// The scenario cannot be evaluated; what() names the field and the problem (invalid scenario,
/// a fabric the BOM engine cannot build in some year, a parameter without a value).
class TcoError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
    /// An invalid scenario: what() is ScenarioValidator::describe(problems).
    explicit TcoError(std::vector<ValidationProblem> problems)
        : std::runtime_error(ScenarioValidator::describe(problems)), m_problems(std::move(problems))
    {
    }
    /// Empty unless the scenario itself is invalid.
    const std::vector<ValidationProblem>& problems() const { return m_problems; }

private:
    std::vector<ValidationProblem> m_problems;
};

/// Builds the one model definition of a plan: resolves its inputs, sizes its fabric in each year
/// of the horizon with BomCalculator, and writes every cost term (see core/MODEL.md).
class CostModelBuilder
{
public:
    /// `firstYearNodes` > 0 replaces the scenario's starting node count (for sweeps): growth then
    /// applies from there, and an explicit schedule is scaled in proportion.
    /// Throws TcoError.
    static PlanCostModel build(const Scenario& scenario, const PlanSpec& plan,
                               const Catalog& catalog, int firstYearNodes = 0);

    /// Node count in each year: the explicit schedule, or round-half-up(n x (1 + growth)^(y - 1)).
    static std::vector<int> nodeSchedule(const ClusterInputs& cluster, const Decimal& annualGrowth,
                                         int firstYearNodes = 0);
};

} // namespace fabrictco
