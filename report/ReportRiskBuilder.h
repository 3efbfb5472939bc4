// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/tco/TcoResult.h"
#include "report/ReportControl.h"
#include "report/ReportData.h"
#include "report/ReportOptions.h"
#include "report/ReportRisk.h"

#include <memory>

namespace fabrictco {

/// Runs the risk pipeline (core/analysis/RiskPipeline) for a report: the same pipeline and
/// constants as the window and `fabrictco-cli recommend`, so for the same trials and seed the
/// figures match to the cent.
class ReportRiskBuilder
{
public:
    /// A one-plan document gets the spread and the sweep without a comparison. Throws
    /// ReportError when the analysis fails, and
    /// ReportCancelled when `control.stop` is requested.
    /// `sweptScenario`: the document's scenario when plans are left out of `scenario`, so the
    /// sweep shows them where they can be built (RiskPipelineOptions::sweptScenario).
    static ReportRisk build(const Scenario& scenario, const Catalog& catalog, const TcoResult& tco,
                            const ReportOptions& options, const ReportControl& control = {},
                            std::shared_ptr<const Scenario> sweptScenario = nullptr);
    /// The risk of the report's `data`, its plans left out swept where they can be built.
    static ReportRisk build(const ReportData& data, const ReportControl& control = {});
};

} // namespace fabrictco
