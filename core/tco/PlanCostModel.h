// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/model/ResolvedParameters.h"
#include "core/money/RoundingMode.h"
#include "core/tco/CostTerm.h"

#include <string>
#include <vector>

namespace fabrictco {

/// The one model definition of a plan's cost: the resolved inputs, the fleet in each year and
/// the list of cost terms. TcoEngine evaluates it exactly; StochasticModelBuilder compiles the
/// same terms for Monte Carlo.
struct PlanCostModel
{
    std::string planId;
    std::string planName;
    Fabric fabric = Fabric::InfiniBand;
    int colourSlot = -1; ///< PlanSpec::colourSlot, carried to the result for its charts
    ResolvedParameters parameters;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    int gpusPerNode = 8;
    std::vector<int> nodesByYear; ///< index 0 = year 1
    std::vector<Bom> bomByYear;   ///< parallel to nodesByYear
    std::vector<CostTerm> terms;  ///< ordered by year, then category
    /// The count part of every incident line (job-stalling network incidents a year, no money),
    /// by year: TcoEngine sums them into YearResult::incidentCount.
    std::vector<CostTerm> incidentCounts;

    int horizonYears() const { return static_cast<int>(nodesByYear.size()); }
    /// The input a factor names (by its registry index when known).
    const ResolvedParameter& parameter(const TermFactor& factor) const
    {
        const ResolvedParameter* p =
            factor.index >= 0 ? parameters.byIndex(std::size_t(factor.index)) : nullptr;
        return p ? *p : parameters.at(factor.key);
    }
};

} // namespace fabrictco
