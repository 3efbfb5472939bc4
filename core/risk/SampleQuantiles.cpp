// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SampleQuantiles.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

namespace fabrictco {

namespace {

constexpr double kQuantiles[] = {0.05, 0.50, 0.95};
constexpr double kTail = 0.05;

/// The order statistics the figures read from a sample of n values (ranks from 0, ascending).
struct Ranks
{
    explicit Ranks(std::size_t count) : n(count), m(kTail * double(count)), k(std::size_t(m))
    {
        pivot = n - std::min(n, k + 1); // the (k+1)-th worst trial
        for (int q = 0; q < 3; ++q) {
            position[q] = double(n - 1) * kQuantiles[q];
            below[q] = std::size_t(position[q]);
        }
    }
    /// Whether quantile q lies between two order statistics (below[q] and the next).
    bool between(int q) const { return below[q] + 1 < n && position[q] > double(below[q]); }

    std::size_t n;
    double m;           ///< the tail's size, 0.05 n trials
    std::size_t k;      ///< its whole trials: the k worst
    std::size_t pivot;  ///< the trial weighted by m - k
    double position[3]; ///< each quantile's fractional rank
    std::size_t below[3];
};

void finish(const Ranks& r, const double (&lower)[3], const double (&upper)[3], double pivot,
            const FixedPointSum& tail, PlanStatistics& out)
{
    double* values[] = {&out.p5, &out.p50, &out.p95};
    for (int q = 0; q < 3; ++q) {
        double value = lower[q];
        if (r.between(q))
            value += (r.position[q] - double(r.below[q])) * (upper[q] - value);
        *values[q] = value;
    }
    // CVaR95: the mean of the worst m = 0.05 n trials, the (k+1)-th worst weighted by m - k.
    out.cvar95 = (tail.total() + (r.m - double(r.k)) * pivot) / r.m;
}

/// The order statistics found in ascending order, each nth_element working only on the part
/// above the previous one, so the whole costs a few passes over the sample instead of a sort.
/// Reorders the sample.
void bySelection(double* first, const Ranks& r, PlanStatistics& out)
{
    const std::size_t n = r.n;
    double lower[3] = {};
    double upper[3] = {};
    std::size_t done = 0; // [first, first + done) holds the smallest `done` values, in no order
    for (int q = 0; q < 3; ++q) {
        const std::size_t lo = r.below[q];
        if (lo >= done)
            std::nth_element(first + done, first + lo, first + n);
        lower[q] = first[lo];
        if (r.between(q))
            upper[q] = *std::min_element(first + lo + 1, first + n);
        done = lo + 1;
    }
    if (r.pivot >= done)
        std::nth_element(first + done, first + r.pivot, first + n);
    else
        std::nth_element(first, first + r.pivot, first + n);
    FixedPointSum tail;
    for (std::size_t i = n - r.k; i < n; ++i)
        tail.add(first[i]);
    finish(r, lower, upper, first[r.pivot], tail, out);
}

constexpr int kBuckets = 2048;
/// Below this, most buckets would be empty and selection costs little anyway.
constexpr std::size_t kFewestForBuckets = 1024;

/// The same order statistics by counting: a value's bucket, (value - min) scaled to [0, 2048),
/// never falls as the value rises (IEEE subtraction and multiplication are monotonic), so a
/// rank's bucket is found from the counts, only the values of the few buckets holding wanted
/// ranks are selected in, and every bucket above the pivot's is wholly in the tail. Three
/// branch-free passes instead of nth_element's unpredictable ones: a tenth of a sweep's time
/// was selection (issue 42). False, touching nothing, when the values crowd into few buckets
/// (an outlier stretching the range) or the sample is small; the sample is left in order.
bool byBuckets(const double* first, const Ranks& r, PlanStatistics& out)
{
    const std::size_t n = r.n;
    if (n < kFewestForBuckets || n > std::numeric_limits<std::uint32_t>::max())
        return false;
    const auto [minimum, maximum] = std::minmax_element(first, first + n);
    const double lo = *minimum;
    const double range = *maximum - lo;
    const double scale = double(kBuckets) / range;
    if (!std::isfinite(range) || !std::isfinite(scale))
        return false;
    std::vector<std::uint16_t> bucketOf(n);
    std::vector<std::uint32_t> start(kBuckets + 1, 0); // values in the buckets before each
    for (std::size_t i = 0; i < n; ++i) {
        const int bucket = std::min(kBuckets - 1, int((first[i] - lo) * scale));
        bucketOf[i] = std::uint16_t(bucket);
        ++start[std::size_t(bucket) + 1];
    }
    for (int b = 0; b < kBuckets; ++b)
        start[std::size_t(b) + 1] += start[std::size_t(b)];
    const auto bucketOfRank = [&](std::size_t rank) {
        return int(std::upper_bound(start.begin(), start.end(), std::uint32_t(rank)) -
                   start.begin()) -
               1;
    };
    std::size_t wanted[7] = {r.pivot};
    int wantedCount = 1;
    for (int q = 0; q < 3; ++q) {
        wanted[wantedCount++] = r.below[q];
        if (r.between(q))
            wanted[wantedCount++] = r.below[q] + 1;
    }
    // Where each wanted bucket's values go in `gathered`, or -1 for a bucket not wanted.
    std::vector<std::int64_t> at(kBuckets, -1);
    std::size_t gatheredCount = 0;
    for (int w = 0; w < wantedCount; ++w) {
        const int bucket = bucketOfRank(wanted[w]);
        if (at[std::size_t(bucket)] >= 0)
            continue;
        at[std::size_t(bucket)] = std::int64_t(gatheredCount);
        gatheredCount += start[std::size_t(bucket) + 1] - start[std::size_t(bucket)];
    }
    if (gatheredCount > n / 4)
        return false;
    const int pivotBucket = bucketOfRank(r.pivot);
    std::vector<double> gathered(gatheredCount);
    std::vector<std::int64_t> next = at;
    FixedPointSum tail; // every value above the pivot's bucket
    for (std::size_t i = 0; i < n; ++i) {
        const int bucket = bucketOf[i];
        if (bucket > pivotBucket)
            tail.add(first[i]);
        if (next[std::size_t(bucket)] >= 0)
            gathered[std::size_t(next[std::size_t(bucket)]++)] = first[i];
    }
    // A wanted rank within its bucket's values.
    const auto ranked = [&](std::size_t rank) {
        const int bucket = bucketOfRank(rank);
        double* values = gathered.data() + at[std::size_t(bucket)];
        const std::size_t size = start[std::size_t(bucket) + 1] - start[std::size_t(bucket)];
        const std::size_t within = rank - start[std::size_t(bucket)];
        std::nth_element(values, values + within, values + size);
        return std::pair{values, within};
    };
    double lower[3] = {};
    double upper[3] = {};
    for (int q = 0; q < 3; ++q) {
        auto [values, within] = ranked(r.below[q]);
        lower[q] = values[within];
        if (r.between(q)) {
            auto [nextValues, nextWithin] = ranked(r.below[q] + 1);
            upper[q] = nextValues[nextWithin];
        }
    }
    // The rest of the tail: the pivot bucket's values above the pivot, once it is in place.
    const auto [values, within] = ranked(r.pivot);
    const std::size_t size = start[std::size_t(pivotBucket) + 1] - start[std::size_t(pivotBucket)];
    for (std::size_t i = within + 1; i < size; ++i)
        tail.add(values[i]);
    finish(r, lower, upper, values[within], tail, out);
    return true;
}

} // namespace

void SampleQuantiles::exact(std::vector<double>::iterator first, std::size_t n, PlanStatistics& out)
{
    if (n == 0)
        return;
    const Ranks ranks(n);
    if (!byBuckets(&*first, ranks, out))
        bySelection(&*first, ranks, out);
}

void SampleQuantiles::fromHistogram(const Histogram& histogram, std::uint64_t n, double lo,
                                    double hi, PlanStatistics& out)
{
    const int bins = int(histogram.counts.size());
    const double width = (hi - lo) / bins;
    double* values[] = {&out.p5, &out.p50, &out.p95};
    for (int q = 0; q < 3; ++q) {
        const double rank = double(n - 1) * kQuantiles[q];
        std::uint64_t before = 0;
        int bin = 0;
        while (bin < bins - 1 && double(before + histogram.counts[bin]) <= rank)
            before += histogram.counts[bin++];
        const double count = double(std::max<std::uint64_t>(1, histogram.counts[bin]));
        const double within = std::clamp((rank - double(before) + 0.5) / count, 0.0, 1.0);
        *values[q] = std::clamp(lo + width * (bin + within), lo, hi);
    }
    const double m = kTail * double(n);
    double need = m;
    FixedPointSum::Int128 exact = 0;
    double partial = 0;
    for (int bin = bins - 1; bin >= 0 && need > 0; --bin) {
        const auto count = double(histogram.counts[bin]);
        if (count == 0)
            continue;
        if (count <= need) {
            exact += histogram.sums[bin];
            need -= count;
        } else {
            partial = need * (double(histogram.sums[bin]) / FixedPointSum::kScale) / count;
            need = 0;
        }
    }
    out.cvar95 = (double(exact) / FixedPointSum::kScale + partial) / m;
}

} // namespace fabrictco
