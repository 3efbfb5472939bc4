// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/tco/TcoResult.h"
#include "report/ReportControl.h"
#include "report/ReportOptions.h"
#include "report/ReportRisk.h"

namespace fabrictco {

/// Runs the risk engine for a report with the same inputs as `fabrictco-cli recommend`
/// (same model from the TCO engine, seed, trials, sweep range and points), so the figures match.
class ReportRiskBuilder
{
public:
    static constexpr int kSweepPoints = 24;
    static constexpr std::uint64_t kMaxSweepTrials = 2000;

    /// Throws ReportError when the scenario lacks an "ib" or a "roce" plan or a run fails, and
    /// ReportCancelled when `control.stop` is requested.
    static ReportRisk build(const Scenario& scenario, const Catalog& catalog, const TcoResult& tco,
                            const ReportOptions& options, const ReportControl& control = {});
};

} // namespace fabrictco
