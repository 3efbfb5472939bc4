// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/MonteCarloEngine.h"

#include "core/risk/BlockRunner.h"
#include "core/risk/CounterRng.h"
#include "core/risk/Distribution.h"
#include "core/risk/FixedPointSum.h"
#include "core/risk/SampleQuantiles.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

namespace fabrictco {

namespace {

using Int128 = FixedPointSum::Int128;

/// lcm(1..16): a tie between k <= 16 plans splits a trial's "cheapest" credit exactly.
constexpr std::uint64_t kTieUnits = 720720;

/// The model with its distributions built once and its random streams fixed by the seed.
struct PreparedModel
{
    std::vector<Distribution> distributions;
    std::vector<std::uint64_t> streams;
    std::vector<std::size_t> randomInputs; ///< indices of inputs that are not fixed
    /// Per input, the draws another run kept in the options' DrawCache, to read; or nullptr.
    std::vector<const double*> keptDraws;
    /// Per input, where this run keeps what it draws (a column it claimed); or nullptr.
    std::vector<double*> drawsToKeep;
    /// The columns this run claimed: kept when it finishes, else given back (DrawCache::Claims).
    std::vector<DrawCache::Column*> claimed;
    std::vector<double> base;              ///< every input at its most likely value
    std::vector<const PlanCostFunction*> plans;
    std::vector<std::string> planIds;
    int firstIndex = -1;
    int secondIndex = -1;

    /// Trials drawn and evaluated at a time: the scratch holds every input's column of
    /// kRowTrials trials. A whole 512-trial block of a two-plan model was megabytes, allocated,
    /// pre-filled and page-faulted in for every run and every sweep point (a quarter of the risk
    /// pipeline's time, issue 42); 32 trials stay in the cache. Each trial's draw depends only on
    /// its stream and number (CounterRng), so the figures are the same.
    static constexpr std::uint64_t kRowTrials = PlanCostFunction::kBlockTrials;

    /// One worker's scratch. Not copyable: `columns` points into `values`.
    struct Scratch
    {
        Scratch() = default;
        Scratch(Scratch&&) noexcept = default;
        Scratch& operator=(Scratch&&) noexcept = default;
        Scratch(const Scratch&) = delete;
        Scratch& operator=(const Scratch&) = delete;

        std::vector<double> values;         ///< kRowTrials per input: drawn, or fixed
        std::vector<const double*> columns; ///< per input, its block: in `values` or a cache
        std::vector<double> npvs;           ///< per plan, kRowTrials NPVs
        std::vector<double> trialNpvs;      ///< one trial's NPVs, per plan
    };

    Scratch scratch() const
    {
        Scratch s;
        s.values.reserve(kRowTrials * base.size());
        for (const double value : base)
            s.values.insert(s.values.end(), kRowTrials, value); // fixed inputs stay so
        for (std::size_t i = 0; i < base.size(); ++i)
            s.columns.push_back(s.values.data() + i * kRowTrials);
        s.npvs.assign(plans.size() * kRowTrials, 0.0);
        s.trialNpvs.assign(plans.size(), 0.0);
        return s;
    }

    /// Draws trials [first, end) into `s`, one input at a time. A whole block of a column the
    /// draw cache holds is read where it is (copying it was most of a sweep point's drawing);
    /// a last, shorter block is copied, so npvBlock never reads past the column's end.
    void draw(std::uint64_t first, std::uint64_t end, Scratch& s) const
    {
        for (const std::size_t i : randomInputs) {
            double* own = s.values.data() + i * kRowTrials;
            s.columns[i] = own;
            if (const double* kept = keptDraws[i]) {
                if (end - first == kRowTrials)
                    s.columns[i] = kept + first;
                else
                    std::copy(kept + first, kept + end, own);
                continue;
            }
            distributions[i].sample(streams[i], first, end, own, 1);
            if (double* keep = drawsToKeep[i])
                std::copy(own, own + (end - first), keep + first);
        }
    }

    /// Calls each(trial, its NPVs, one per plan) for trials [first, end) in order, drawing and
    /// evaluating them kRowTrials at a time in `s` (scratch()). A last block of fewer trials is
    /// evaluated whole, on the inputs left from the block before, and its extra trials skipped.
    template <typename Each>
    void forEachTrial(std::uint64_t first, std::uint64_t end, Scratch& s, Each&& each) const
    {
        for (std::uint64_t chunk = first; chunk < end; chunk += kRowTrials) {
            const std::uint64_t stop = std::min(end, chunk + kRowTrials);
            draw(chunk, stop, s);
            for (std::size_t p = 0; p < plans.size(); ++p)
                plans[p]->npvBlock(s.columns, std::span<double, kRowTrials>(
                                                  s.npvs.data() + p * kRowTrials, kRowTrials));
            for (std::uint64_t t = chunk; t < stop; ++t) {
                for (std::size_t p = 0; p < plans.size(); ++p) {
                    const double value = s.npvs[p * kRowTrials + (t - chunk)];
                    if (!std::isfinite(value))
                        throw std::runtime_error("plan \"" + planIds[p] +
                                                 "\" returned a non-finite NPV");
                    s.trialNpvs[p] = value;
                }
                each(t, s.trialNpvs);
            }
        }
    }
};

/// What keys an input's random stream besides its key (common random numbers). A shared input
/// ("" plan) is one draw for every plan. A plan's own input is identified by what it is, not by
/// whose it is: the same key with the same shape, low, most likely and high value is the same
/// uncertain quantity, so every plan that has it sees the same draw (a plan and its copy tie in
/// every trial). An input whose range differs (IB's and RoCE's switch prices) is drawn on its own.
std::string drawIdentity(const UncertainInput& input)
{
    if (input.planId.empty())
        return {};
    std::string identity = "plan input";
    identity += '\0';
    identity += distributionShapeId(input.shape);
    for (const double value : {input.low, input.mostLikely, input.high}) {
        identity += '\0';
        // The exact bits: equal ranges and only equal ranges share a stream.
        const auto bits = std::bit_cast<std::uint64_t>(value);
        for (int shift = 0; shift < 64; shift += 8)
            identity += char((bits >> shift) & 0xFF);
    }
    return identity;
}

PreparedModel prepare(const StochasticModel& model, const MonteCarloOptions& options)
{
    if (model.plans.empty() || model.plans.size() != model.planIds.size())
        throw std::invalid_argument("stochastic model needs one cost function per plan id");
    PreparedModel prepared;
    prepared.base = model.mostLikelyInputs();
    for (std::size_t i = 0; i < model.inputs.size(); ++i) {
        const UncertainInput& input = model.inputs[i];
        try {
            prepared.distributions.emplace_back(input.shape, input.low, input.mostLikely,
                                                input.high);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("input \"" + input.key + "\": " + e.what());
        }
        prepared.streams.push_back(
            CounterRng::streamKey(options.seed, drawIdentity(input), input.key));
        if (prepared.distributions.back().shape() != DistributionShape::Fixed)
            prepared.randomInputs.push_back(i);
    }
    for (std::size_t p = 0; p < model.plans.size(); ++p) {
        if (!model.plans[p])
            throw std::invalid_argument("plan \"" + model.planIds[p] + "\" has no cost function");
        prepared.plans.push_back(model.plans[p].get());
        prepared.planIds.push_back(model.planIds[p]);
        if (model.planIds[p] == options.firstPlanId)
            prepared.firstIndex = int(p);
        if (model.planIds[p] == options.secondPlanId)
            prepared.secondIndex = int(p);
    }
    // Last, so that nothing above throws with columns claimed.
    prepared.keptDraws.assign(model.inputs.size(), nullptr);
    prepared.drawsToKeep.assign(model.inputs.size(), nullptr);
    if (options.drawCache) {
        for (const std::size_t i : prepared.randomInputs) {
            DrawCache::Column* column =
                options.drawCache->column(prepared.streams[i], options.trials, model.inputs[i]);
            if (column && column->complete) {
                prepared.keptDraws[i] = column->values.data();
            } else if (column) {
                prepared.drawsToKeep[i] = column->values.data();
                prepared.claimed.push_back(column);
            }
        }
    }
    return prepared;
}

/// One worker's running totals. Everything is integer or min/max, so merging is exact.
struct Accumulator
{
    explicit Accumulator(std::size_t plans)
        : sums(plans), min(plans, std::numeric_limits<double>::infinity()),
          max(plans, -std::numeric_limits<double>::infinity()), cheapestUnits(plans, 0)
    {
    }

    void add(const std::vector<double>& npvs, int first, int second)
    {
        double cheapest = npvs[0];
        for (std::size_t p = 0; p < npvs.size(); ++p) {
            sums[p].add(npvs[p]);
            min[p] = std::min(min[p], npvs[p]);
            max[p] = std::max(max[p], npvs[p]);
            cheapest = std::min(cheapest, npvs[p]);
        }
        std::uint64_t tied = 0;
        for (const double value : npvs)
            tied += value == cheapest ? 1 : 0;
        for (std::size_t p = 0; p < npvs.size(); ++p)
            if (npvs[p] == cheapest)
                cheapestUnits[p] += kTieUnits / tied;
        if (first >= 0 && second >= 0) {
            difference.addQuantised(FixedPointSum::quantise(npvs[first]) -
                                    FixedPointSum::quantise(npvs[second]));
            secondCheaper += npvs[second] < npvs[first] ? 1 : 0;
            ties += npvs[second] == npvs[first] ? 1 : 0;
        }
    }

    void merge(const Accumulator& other)
    {
        for (std::size_t p = 0; p < sums.size(); ++p) {
            sums[p].merge(other.sums[p]);
            min[p] = std::min(min[p], other.min[p]);
            max[p] = std::max(max[p], other.max[p]);
            cheapestUnits[p] += other.cheapestUnits[p];
        }
        difference.merge(other.difference);
        secondCheaper += other.secondCheaper;
        ties += other.ties;
    }

    std::vector<FixedPointSum> sums;
    std::vector<double> min;
    std::vector<double> max;
    std::vector<std::uint64_t> cheapestUnits;
    FixedPointSum difference;
    std::uint64_t secondCheaper = 0;
    std::uint64_t ties = 0;
};

} // namespace

MonteCarloResult MonteCarloEngine::run(const StochasticModel& model,
                                       const MonteCarloOptions& options)
{
    if (options.trials == 0)
        throw std::invalid_argument("Monte Carlo needs at least one trial");
    const PreparedModel prepared = prepare(model, options);
    DrawCache::Claims claimed(options.drawCache.get(), prepared.claimed);
    const std::size_t planCount = prepared.plans.size();
    const std::uint64_t n = options.trials;
    const unsigned threads = BlockRunner::threadCount(options.threads, n);

    MonteCarloResult result;
    result.trials = n;
    result.seed = options.seed;
    result.threads = threads;
    result.exactQuantiles = planCount * n <= options.maxBufferedValues;

    std::vector<Accumulator> accumulators(threads, Accumulator(planCount));
    std::vector<double> sample(result.exactQuantiles ? planCount * n : 0);
    const bool keep = result.exactQuantiles;
    // Each worker's scratch, allocated once: npvBlock() and the loops below allocate nothing.
    // A scratch's columns point into its own values: moved, never copied (a vector's move keeps
    // its buffer), and reserved so that none moves at all.
    std::vector<PreparedModel::Scratch> scratch;
    scratch.reserve(threads);
    for (unsigned worker = 0; worker < threads; ++worker)
        scratch.push_back(prepared.scratch());

    const bool firstPassDone = BlockRunner::run(
        n, threads, options.stop, options.progress, 0.0, keep ? 1.0 : 0.5,
        [&](unsigned worker, std::uint64_t first, std::uint64_t end) {
            auto& accumulator = accumulators[worker];
            prepared.forEachTrial(first, end, scratch[worker],
                                  [&](std::uint64_t t, const std::vector<double>& values) {
                                      accumulator.add(values, prepared.firstIndex,
                                                      prepared.secondIndex);
                                      if (keep)
                                          for (std::size_t p = 0; p < planCount; ++p)
                                              sample[p * n + t] = values[p];
                                  });
        });
    if (!firstPassDone) {
        result.status = RunStatus::Cancelled;
        return result;
    }
    claimed.keep();
    Accumulator total(planCount);
    for (const auto& accumulator : accumulators)
        total.merge(accumulator);

    std::vector<SampleQuantiles::Histogram> histograms; // per worker x plan, second pass only
    unsigned histogramThreads = threads;
    if (!keep) {
        // Each worker fills its own histograms (24 bytes a bin); cap the workers so they stay
        // within 64 MB together however many cores the machine has.
        constexpr std::size_t kHistogramBudget = std::size_t(64) << 20;
        const std::size_t perWorker =
            planCount * kHistogramBins * (sizeof(std::uint64_t) + sizeof(Int128));
        histogramThreads =
            unsigned(std::clamp<std::size_t>(kHistogramBudget / perWorker, 1, threads));
        histograms.assign(histogramThreads * planCount,
                          SampleQuantiles::Histogram{std::vector<std::uint64_t>(kHistogramBins, 0),
                                                     std::vector<Int128>(kHistogramBins, 0)});
        const bool secondPassDone = BlockRunner::run(
            n, histogramThreads, options.stop, options.progress, 0.5, 1.0,
            [&](unsigned worker, std::uint64_t first, std::uint64_t end) {
                prepared.forEachTrial(
                    first, end, scratch[worker],
                    [&](std::uint64_t, const std::vector<double>& values) {
                        for (std::size_t p = 0; p < planCount; ++p) {
                            const double lo = total.min[p];
                            const double span = total.max[p] - lo;
                            int bin = 0;
                            if (span > 0)
                                bin = std::min(kHistogramBins - 1,
                                               int((values[p] - lo) / span * kHistogramBins));
                            auto& histogram = histograms[worker * planCount + p];
                            ++histogram.counts[bin];
                            histogram.sums[bin] += FixedPointSum::quantise(values[p]);
                        }
                    });
            });
        if (!secondPassDone) {
            result.status = RunStatus::Cancelled;
            return result;
        }
    }

    // The difference trial by trial, taken before the per-plan quantiles reorder the sample.
    std::optional<PlanStatistics> difference;
    if (keep && prepared.firstIndex >= 0 && prepared.secondIndex >= 0) {
        std::vector<double> gaps(n);
        const std::size_t a = std::size_t(prepared.firstIndex) * n;
        const std::size_t b = std::size_t(prepared.secondIndex) * n;
        for (std::size_t t = 0; t < n; ++t)
            gaps[t] = sample[a + t] - sample[b + t];
        if (options.keepPairDifferences)
            result.pairDifferences = gaps; // before the quantiles reorder them
        if (!options.skipQuantiles) {
            difference.emplace();
            SampleQuantiles::exact(gaps.begin(), n, *difference);
        }
    }
    const bool exact = model.expectedNpvs.size() == planCount;
    // Every other plan against the reference, also before the quantiles reorder the sample.
    if (prepared.firstIndex >= 0) {
        const auto reference = std::size_t(prepared.firstIndex);
        std::vector<double> gaps(keep && !options.skipQuantiles ? n : 0);
        for (std::size_t p = 0; p < planCount; ++p) {
            if (p == reference)
                continue;
            PlanGap gap;
            gap.planId = prepared.planIds[p];
            gap.mean =
                exact ? (model.expectedNpvs[p] - model.expectedNpvs[reference]).amount().toDouble()
                      : total.sums[p].mean(n) - total.sums[reference].mean(n);
            if (keep && !options.skipQuantiles) {
                for (std::size_t t = 0; t < n; ++t)
                    gaps[t] = sample[p * n + t] - sample[reference * n + t];
                PlanStatistics spread;
                SampleQuantiles::exact(gaps.begin(), n, spread);
                gap.p5 = spread.p5;
                gap.p95 = spread.p95;
            }
            result.gaps.push_back(std::move(gap));
        }
    }
    for (std::size_t p = 0; p < planCount; ++p) {
        PlanStatistics statistics;
        statistics.planId = prepared.planIds[p];
        statistics.sampleMean = total.sums[p].mean(n);
        statistics.mean = exact ? model.expectedNpvs[p].amount().toDouble() : statistics.sampleMean;
        statistics.min = total.min[p];
        statistics.max = total.max[p];
        statistics.pCheapest = double(total.cheapestUnits[p]) / double(kTieUnits) / double(n);
        if (keep) {
            if (!options.skipQuantiles)
                SampleQuantiles::exact(sample.begin() + std::ptrdiff_t(p * n), n, statistics);
        } else {
            SampleQuantiles::Histogram merged = histograms[p];
            for (unsigned worker = 1; worker < histogramThreads; ++worker) {
                const SampleQuantiles::Histogram& other = histograms[worker * planCount + p];
                for (int bin = 0; bin < kHistogramBins; ++bin) {
                    merged.counts[bin] += other.counts[bin];
                    merged.sums[bin] += other.sums[bin];
                }
            }
            SampleQuantiles::fromHistogram(merged, n, statistics.min, statistics.max, statistics);
        }
        result.plans.push_back(std::move(statistics));
    }
    if (prepared.firstIndex >= 0 && prepared.secondIndex >= 0) {
        PairComparison pair;
        pair.firstPlanId = options.firstPlanId;
        pair.secondPlanId = options.secondPlanId;
        pair.sampleMeanDifference = total.difference.mean(n);
        pair.meanDifference = exact ? (model.expectedNpvs[std::size_t(prepared.firstIndex)] -
                                       model.expectedNpvs[std::size_t(prepared.secondIndex)])
                                          .amount()
                                          .toDouble()
                                    : pair.sampleMeanDifference;
        pair.pTie = double(total.ties) / double(n);
        pair.pSecondCheaper = (double(total.secondCheaper) + 0.5 * double(total.ties)) / double(n);
        if (difference) {
            pair.differenceP5 = difference->p5;
            pair.differenceP95 = difference->p95;
        }
        result.pair = pair;
    }
    return result;
}

} // namespace fabrictco
