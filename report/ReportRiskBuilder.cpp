// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportRiskBuilder.h"

#include "core/analysis/RiskPipeline.h"
#include "report/ReportError.h"

#include <exception>

namespace fabrictco {

ReportRisk ReportRiskBuilder::build(const Scenario& scenario, const Catalog& catalog,
                                    const TcoResult& tco, const ReportOptions& options,
                                    const ReportControl& control,
                                    std::shared_ptr<const Scenario> sweptScenario)
{
    RiskPipelineOptions pipeline;
    pipeline.sweptScenario = std::move(sweptScenario);
    pipeline.trials = options.trials;
    pipeline.seed = options.seed;
    pipeline.threads = options.threads;
    pipeline.stop = control.stop;
    pipeline.progress = control.progress;
    pipeline.priceToBeat = true;
    RiskAnalysis analysis;
    try {
        analysis = RiskPipeline::run(scenario, catalog, tco, pipeline);
    } catch (const RiskPipelineError& error) {
        std::throw_with_nested(
            ReportError(std::string("risk analysis: ") + error.what(), ReportProblem::RiskFailed));
    }
    if (!analysis.completed() || control.stop.stop_requested())
        throw ReportCancelled();
    ReportRisk risk;
    risk.currency = tco.currency;
    risk.rounding = tco.rounding;
    risk.monteCarlo = std::move(analysis.monteCarlo);
    risk.sweep = std::move(analysis.sweep);
    risk.sensitivity = std::move(analysis.sensitivity);
    risk.recommendation = std::move(analysis.recommendation);
    risk.equalGeneration = std::move(analysis.equalGeneration);
    risk.priceToBeat = std::move(analysis.priceToBeat);
    risk.priceToBeatOdds = std::move(analysis.priceToBeatOdds);
    return risk;
}

ReportRisk ReportRiskBuilder::build(const ReportData& data, const ReportControl& control)
{
    return build(data.scenario, data.catalog, data.tco, data.options, control,
                 data.wholeScenario ? std::make_shared<const Scenario>(*data.wholeScenario)
                                    : nullptr);
}

} // namespace fabrictco
