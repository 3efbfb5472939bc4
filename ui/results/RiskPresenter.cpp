// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskPresenter.h"

#include "charts/ChartDataBuilder.h"

#include <cmath>

namespace fabrictco::ui {

Money RiskPresenter::toMoney(double value, const Currency& currency)
{
    if (!std::isfinite(value))
        value = 0;
    return Money(Decimal::fromDouble(value, currency.minorUnitDigits(), kDefaultRounding),
                 currency);
}

void RiskPresenter::apply(ComparisonData& data, const RiskOutcome& outcome)
{
    const Currency currency = data.currency;
    if (outcome.error) {
        data.notes.push_back({ResultNote::Kind::RiskFailed, {}, 0, outcome.error});
        return;
    }
    if (outcome.cancelled)
        return;
    auto planIndex = [&](const std::string& id) -> int {
        for (std::size_t i = 0; i < data.plans.size(); ++i)
            if (data.plans[i].planId == id)
                return static_cast<int>(i);
        return -1;
    };
    for (const PlanStatistics& stats : outcome.monteCarlo.plans)
        if (const int i = planIndex(stats.planId); i >= 0) {
            PlanSummary& plan = data.plans[static_cast<std::size_t>(i)];
            plan.p95 = data.tco ? ChartDataBuilder::statistic(stats.p95, *data.tco)
                                : toMoney(stats.p95, currency);
            // From the run, as the CLI and the report give it; none with one plan priced.
            plan.pCheapest = outcome.monteCarlo.chanceOfBeingCheapest(stats);
        }

    // The same builders as the report, so one document gives one set of series, names,
    // colours and break-even markers wherever it is shown.
    if (data.tco && !outcome.sweep.points.empty()) {
        // A plan left out is drawn at the sizes where the sweep could build it.
        const Scenario* whole = data.scenario.get();
        data.gap = ChartDataBuilder::gapSweep(outcome.sweep, *data.tco, whole);
        data.perGpuMonth = ChartDataBuilder::costPerGpuMonth(outcome.sweep, *data.tco, whole);
        data.costRisk = ChartDataBuilder::costRisk(outcome.sweep, *data.tco, 7, whole);
        data.sweep = std::make_shared<const SweepResult>(outcome.sweep);
    }
    if (data.tco && outcome.sensitivity) {
        data.tornadoFirstPlanId = outcome.sensitivity->firstPlanId;
        data.tornadoSecondPlanId = outcome.sensitivity->secondPlanId;
        if (!outcome.sensitivity->bars.empty())
            data.tornado = ChartDataBuilder::tornado(*outcome.sensitivity, *data.tco);
    }

    data.priceToBeat = outcome.priceToBeat;
    data.priceToBeatOdds = outcome.priceToBeatOdds;
    data.priceToBeatError = outcome.priceToBeatError;
    data.priceToBeatUpdating = outcome.compared.complete() && !outcome.priceToBeatError &&
                               (!outcome.priceToBeat || outcome.priceToBeatFromEarlier);
    if (const auto& view = outcome.equalGeneration) {
        data.equalGenerationRadix = view->commonRadix;
        data.equalGenerationLinkSpeedGbps = view->commonLinkSpeedGbps;
        for (const PlanSwitches& switches : view->built)
            if (const int i = planIndex(switches.planId); i >= 0)
                data.plans[std::size_t(i)].switches = switches;
        for (const PlanResult& plan : view->tco.plans)
            if (const int i = planIndex(plan.planId); i >= 0)
                data.plans[std::size_t(i)].npvAtEqualGeneration = plan.npv;
    }
    if (outcome.recommendation) {
        data.recommendedPlanId = outcome.recommendation->planId;
        data.recommendationResult = outcome.recommendation;
        data.riskTrials = outcome.monteCarlo.trials;
        for (const PlanStanding& standing : outcome.recommendation->standings)
            if (const int i = planIndex(standing.planId); i >= 0) {
                data.plans[std::size_t(i)].pCheapest = standing.pCheapest;
                data.plans[std::size_t(i)].marginToBest = standing.marginToBest;
            }
    }
}

} // namespace fabrictco::ui
