// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/PriceToBeatOdds.h"

#include "core/model/ParameterRegistry.h"
#include "core/risk/DrawCache.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/StochasticModelBuilder.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <utility>

namespace fabrictco {

namespace {

/// Each trial's NPV(runner-up) - NPV(recommended) as a line in the typed value x:
/// at(x) = offset + slope * (x - origin).
struct TrialLines
{
    double origin = 0;
    std::vector<double> offset;
    std::vector<double> slope;

    /// Share of the trials in which the runner-up is cheaper at x, a tie counting half.
    double runnerUpCheaper(double x) const
    {
        // Counted in integers, which the compiler vectorises; the bisection asks this some 50
        // times per value found (issue 42). cheaper + ties / 2 is the sum of ones and halves
        // it replaces, exactly.
        std::uint64_t cheaper = 0;
        std::uint64_t ties = 0;
        const double step = x - origin;
        for (std::size_t t = 0; t < offset.size(); ++t) {
            const double d = offset[t] + slope[t] * step;
            cheaper += d < 0 ? 1 : 0;
            ties += d == 0 ? 1 : 0;
        }
        return offset.empty() ? 0 : (double(cheaper) + 0.5 * double(ties)) / double(offset.size());
    }
};

/// The grid value nearest where the share reaches `wanted`, on the side where it does; empty
/// when it does not within [minimum, maximum].
std::optional<Decimal> valueAtShare(const TrialLines& lines, double wanted, const Decimal& minimum,
                                    const Decimal& maximum, int places, RoundingMode mode)
{
    double lo = minimum.toDouble();
    double hi = maximum.toDouble();
    const bool risesWithValue = lines.runnerUpCheaper(hi) > lines.runnerUpCheaper(lo);
    double reached = risesWithValue ? hi : lo; // where the share is at least `wanted`
    double missed = risesWithValue ? lo : hi;
    if (lines.runnerUpCheaper(reached) < wanted)
        return std::nullopt;
    if (lines.runnerUpCheaper(missed) >= wanted)
        return Decimal::fromDouble(missed, places, mode);
    for (int i = 0; i < 200 && std::abs(reached - missed) > 1e-9 * (1 + std::abs(reached)); ++i) {
        const double middle = (reached + missed) / 2;
        (lines.runnerUpCheaper(middle) >= wanted ? reached : missed) = middle;
    }
    // Onto the grid, then a step at a time onto the reached side.
    Decimal value = Decimal::fromDouble(reached, places, mode);
    const Decimal step = Decimal::fromDouble(std::pow(10.0, -places), places, mode);
    for (int i = 0; i < 100 && lines.runnerUpCheaper(value.toDouble()) < wanted; ++i)
        value = risesWithValue ? value + step : value - step;
    return value;
}

} // namespace

std::vector<PriceToBeatOdds> PriceToBeatRisk::compute(const std::vector<PlanCostModel>& models,
                                                      const PriceToBeatResult& result,
                                                      MonteCarloOptions options)
{
    const PlanCostModel& recommended =
        ModelProbe::find(models, result.recommendedPlanId, "the price to beat's odds");
    const PlanCostModel& runnerUp =
        ModelProbe::find(models, result.runnerUpPlanId, "the price to beat's odds");
    options.firstPlanId = recommended.planId;
    options.secondPlanId = runnerUp.planId;
    options.keepPairDifferences = true;
    options.skipQuantiles = true; // the odds read each trial's difference, nothing else
    // One cache over every run: an item typed at a value changes that input's distribution,
    // which keys its own column, while every other input is drawn as in the run before. A kept
    // column is exactly what would be drawn again (DrawCache), so the odds are the same; drawing
    // was most of these runs' time (issue 42).
    options.drawCache = std::make_shared<DrawCache>();

    // Progress over every run: two per item.
    const std::function<void(double)> progress = std::move(options.progress);
    const double runs = 2.0 * double(std::max<std::size_t>(result.items.size(), 1));
    double runsDone = 0;
    std::vector<PriceToBeatOdds> odds(result.items.size());
    for (std::size_t i = 0; i < result.items.size(); ++i) {
        const PriceToBeatItem& item = result.items[i];
        const ParameterSpec& spec = *ParameterRegistry::instance().find(item.key);
        const int places = spec.kind == ParameterKind::Money ? 2 : 4;
        const Decimal origin =
            item.verdict == BreakEvenVerdict::Reached ? item.breakEven : item.current.value;
        const Decimal other = origin.isZero() ? spec.maximum : Decimal(0);
        // NPV(recommended) - NPV(runner-up) of each trial, the item typed at `value`.
        const auto run = [&](const Decimal& value) {
            std::vector<PlanCostModel> pair{recommended, runnerUp};
            for (PlanCostModel& model : pair)
                if (item.planId.empty() || item.planId == model.planId)
                    model.parameters.setTypedValue(item.key, value);
            MonteCarloOptions one = options;
            if (progress)
                one.progress = [&](double done) {
                    progress((runsDone + done) / runs);
                };
            MonteCarloResult answer = MonteCarloEngine::run(
                compileStochasticModel(std::move(pair), ExpectedNpvs::Skipped), one);
            runsDone += 1;
            return answer;
        };
        const MonteCarloResult atOrigin = run(origin);
        if (atOrigin.status == RunStatus::Cancelled)
            return {};
        const MonteCarloResult atOther = run(other);
        if (atOther.status == RunStatus::Cancelled)
            return {};
        if (atOrigin.pairDifferences.empty() ||
            atOrigin.pairDifferences.size() != atOther.pairDifferences.size())
            continue;
        TrialLines lines;
        lines.origin = origin.toDouble();
        const double valueRun = other.toDouble() - lines.origin;
        const std::size_t n = atOrigin.pairDifferences.size();
        lines.offset.resize(n);
        lines.slope.resize(n);
        for (std::size_t t = 0; t < n; ++t) {
            lines.offset[t] = -atOrigin.pairDifferences[t];
            lines.slope[t] = (-atOther.pairDifferences[t] - lines.offset[t]) / valueRun;
        }
        const RoundingMode mode = recommended.rounding;
        odds[i].atHalf = valueAtShare(lines, 0.5, spec.minimum, spec.maximum, places, mode);
        odds[i].atFourFifths = valueAtShare(lines, 0.8, spec.minimum, spec.maximum, places, mode);
    }
    return odds;
}

} // namespace fabrictco
