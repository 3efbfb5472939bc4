// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/PlanCostModel.h"
#include "core/tco/TcoResult.h"

namespace fabrictco {

/// The exact evaluator: every cost term is multiplied out with ExactProduct and rounded once to
/// the currency's minor unit with the scenario's rounding mode; categories, years, totals and
/// the NPV are sums of those rounded lines, so every shown figure adds up exactly.
///
/// By default every uncertain input is priced at its mean (ValuePoint::Expected): the cost model
/// is a sum of products of independent inputs, so this is the plan's expected cost, the one
/// figure the window, the CLI, the PDF and the XLSX show and the recommendation's margin is made
/// of (core/MODEL.md, 7). The line items' formulas show the means used. TcoResult::parameters
/// keep the resolved most likely values and ranges, as entered.
class TcoEngine
{
public:
    explicit TcoEngine(const Catalog& catalog) : m_catalog(catalog) {}

    /// Validates the scenario (ScenarioValidator) and evaluates every plan. `firstYearNodes` > 0
    /// replaces the starting node count. Throws TcoError naming the problem.
    TcoResult evaluate(const Scenario& scenario, int firstYearNodes = 0,
                       ValuePoint point = ValuePoint::Expected) const;

    /// Evaluates one plan's model. `withFormulas` = false skips the formula text (faster).
    static PlanResult evaluateModel(const PlanCostModel& model, bool withFormulas = true);
    /// One term, exactly, rounded once to the currency's minor unit.
    static Money evaluateTerm(const CostTerm& term, const PlanCostModel& model);

private:
    const Catalog& m_catalog;
};

} // namespace fabrictco
