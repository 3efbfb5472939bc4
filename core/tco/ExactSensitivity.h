// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/SensitivityAnalysis.h"
#include "core/tco/PlanCostModel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// The tornado computed with the exact evaluator (TcoEngine), not with the Monte Carlo's
/// double-precision monomials: each uncertain input that can move the comparison is set alone to
/// its low and then to its high (every other input at its value in the cost table: its mean,
/// ValuePoint::Expected), and both
/// plans are evaluated line by line, rounded and discounted exactly as the table is. So
///   exactBase = NPV(first) - NPV(second) of the table, to the cent, and
///   each bar's exactSwing() = |difference at high - difference at low|, exactly.
/// Inputs: those the risk engine samples (compileStochasticModel), shared ones and the two
/// compared plans' own; another plan's inputs cannot move this difference and are left out. An
/// input the two plans share by key and range is one quantity to the Monte Carlo (one draw for
/// both), so it is moved in both plans at once (a bar without a plan id). An input whose low and
/// high give the same difference cannot move it (the difference is linear in each input; only
/// the ledger's cent rounding could show) and is left out: a plan and its copy have no bar.
/// The doubles of the result are the exact amounts converted, for charts. Bars are ordered by
/// exact swing, largest first, then by key and plan id.
/// Throws std::invalid_argument when a plan id is not among `models`.
SensitivityResult exactSensitivity(const std::vector<PlanCostModel>& models,
                                   const std::string& firstPlanId, const std::string& secondPlanId);

/// The same for a scenario at its own size (validates it; throws TcoError like TcoEngine).
SensitivityResult exactSensitivity(const Scenario& scenario, const Catalog& catalog,
                                   const std::string& firstPlanId, const std::string& secondPlanId);

} // namespace fabrictco
