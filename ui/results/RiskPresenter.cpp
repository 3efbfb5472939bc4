// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskPresenter.h"

#include "core/model/ParameterRegistry.h"
#include "presentation/RecommendationText.h"
#include "presentation/ParameterText.h"

#include <cmath>

namespace fabrictco::ui {

Money RiskPresenter::toMoney(double value, const Currency& currency)
{
    if (!std::isfinite(value))
        value = 0;
    return Money(Decimal::fromDouble(value, currency.minorUnitDigits(), kDefaultRounding),
                 currency);
}

namespace {
QString parameterLabel(const std::string& key)
{
    const ParameterSpec* spec = ParameterRegistry::instance().find(key);
    return spec ? ParameterText::label(*spec) : QString::fromStdString(key);
}
} // namespace

void RiskPresenter::apply(ComparisonData& data, const RiskOutcome& outcome,
                          const Scenario& scenario, const QLocale& locale)
{
    const Currency currency = data.currency;
    if (!outcome.error.isEmpty()) {
        data.notes << tr("The risk analysis failed: %1").arg(outcome.error);
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
        if (const int i = planIndex(stats.planId); i >= 0)
            data.plans[static_cast<std::size_t>(i)].p95 = toMoney(stats.p95, currency);

    if (!outcome.sweep.points.empty()) {
        NodeSweepData sweep;
        sweep.currency = currency;
        CostRiskData costRisk;
        costRisk.currency = currency;
        const auto& points = outcome.sweep.points;
        for (std::size_t p = 0; p < points.front().plans.size(); ++p) {
            const int i = planIndex(points.front().plans[p].planId);
            if (i < 0)
                continue;
            NodeSweepData::Plan band;
            band.plan = data.plans[static_cast<std::size_t>(i)].plan;
            CostRiskData::Plan risk;
            risk.plan = band.plan;
            // A handful of sizes keeps the cost-against-risk chart readable.
            const std::size_t step = std::max<std::size_t>(1, points.size() / 4);
            for (std::size_t k = 0; k < points.size(); ++k) {
                const SweepPlanPoint& at = points[k].plans[p];
                band.nodes.push_back(points[k].nodes);
                band.p5.push_back(toMoney(at.p5, currency));
                band.p50.push_back(toMoney(at.p50, currency));
                band.p95.push_back(toMoney(at.p95, currency));
                if (k % step == 0 || k + 1 == points.size())
                    risk.points.push_back({points[k].nodes, toMoney(at.mean, currency),
                                           toMoney(at.spread(), currency)});
            }
            sweep.plans.push_back(std::move(band));
            costRisk.plans.push_back(std::move(risk));
        }
        for (const BreakEven& be : outcome.sweep.breakEvens) {
            const int to = planIndex(be.toPlanId);
            const int from = planIndex(be.fromPlanId);
            if (to < 0 || from < 0)
                continue;
            // Height of the marker: the median cost of the plan taking over, interpolated on
            // the log node axis between the sweep points around the break-even.
            double cost = 0;
            for (const auto& band : sweep.plans) {
                if (band.plan.name != data.plans[static_cast<std::size_t>(to)].plan.name)
                    continue;
                for (std::size_t k = 1; k < band.nodes.size(); ++k) {
                    if (band.nodes[k] < be.nodes)
                        continue;
                    const double x0 = std::log(double(band.nodes[k - 1]));
                    const double x1 = std::log(double(band.nodes[k]));
                    const double t = x1 > x0 ? (std::log(double(be.nodes)) - x0) / (x1 - x0) : 0;
                    cost =
                        band.p50[k - 1].amount().toDouble() +
                        t * (band.p50[k].amount().toDouble() - band.p50[k - 1].amount().toDouble());
                    break;
                }
            }
            sweep.breakEvens.push_back({double(be.nodes), toMoney(cost, currency),
                                        tr("Break-even: %1 cheaper from %2 nodes")
                                            .arg(data.plans[static_cast<std::size_t>(to)].plan.name,
                                                 locale.toString(be.nodes))});
        }
        data.sweep = std::move(sweep);
        data.costRisk = std::move(costRisk);
    }

    if (outcome.sensitivity && !outcome.sensitivity->bars.empty()) {
        const SensitivityResult& s = *outcome.sensitivity;
        const int ib = planIndex(s.ibPlanId);
        const int roce = planIndex(s.rocePlanId);
        TornadoData tornado;
        tornado.currency = currency;
        tornado.quantity = tr("NPV of %1 minus %2")
                               .arg(ib >= 0 ? data.plans[std::size_t(ib)].plan.name
                                            : QString::fromStdString(s.ibPlanId),
                                    roce >= 0 ? data.plans[std::size_t(roce)].plan.name
                                              : QString::fromStdString(s.rocePlanId));
        tornado.base = toMoney(s.baseDifference, currency);
        const std::size_t shown = std::min<std::size_t>(s.bars.size(), 8);
        for (std::size_t i = 0; i < shown; ++i) {
            const SensitivityBar& bar = s.bars[i];
            QString label = parameterLabel(bar.key);
            if (const int p = planIndex(bar.planId); p >= 0)
                label = tr("%1 (%2)").arg(label, data.plans[std::size_t(p)].plan.name);
            tornado.bars.push_back(
                {label, locale.toString(bar.low, 'g', 4), locale.toString(bar.high, 'g', 4),
                 toMoney(bar.differenceAtLow, currency), toMoney(bar.differenceAtHigh, currency)});
        }
        data.tornado = std::move(tornado);
    }

    if (outcome.recommendation) {
        RecommendationText text(locale);
        std::map<std::string, QString> names;
        for (const PlanSpec& plan : scenario.plans)
            names[plan.id] = QString::fromStdString(plan.name);
        text.setPlanNames(names);
        std::map<std::string, QString> labels;
        for (const ParameterSpec& spec : ParameterRegistry::instance().all())
            labels[spec.key] = ParameterText::label(spec);
        text.setParameterLabels(labels);
        data.recommendation = text.render(*outcome.recommendation).join(QLatin1Char('\n'));
        data.recommendedPlanId = outcome.recommendation->planId;
    }
}

} // namespace fabrictco::ui
