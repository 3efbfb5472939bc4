// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SampleQuantiles.h"

#include <algorithm>

namespace fabrictco {

namespace {

constexpr double kQuantiles[] = {0.05, 0.50, 0.95};
constexpr double kTail = 0.05;

} // namespace

// The order statistics are found in ascending order, each nth_element working only on the part
// above the previous one, so the whole costs a few passes over the sample instead of a sort.
void SampleQuantiles::exact(std::vector<double>::iterator first, std::size_t n, PlanStatistics& out)
{
    const double m = kTail * double(n);
    const auto k = std::size_t(m);
    const std::size_t pivot = n - std::min(n, k + 1); // the (k+1)-th worst trial
    double* values[] = {&out.p5, &out.p50, &out.p95};
    std::size_t done = 0; // [first, first + done) holds the smallest `done` values, in no order
    for (int q = 0; q < 3; ++q) {
        const double h = double(n - 1) * kQuantiles[q];
        const auto lo = std::size_t(h);
        if (lo >= done)
            std::nth_element(first + std::ptrdiff_t(done), first + std::ptrdiff_t(lo),
                             first + std::ptrdiff_t(n));
        double value = first[std::ptrdiff_t(lo)];
        if (lo + 1 < n && h > double(lo))
            value += (h - double(lo)) *
                     (*std::min_element(first + std::ptrdiff_t(lo + 1), first + std::ptrdiff_t(n)) -
                      value);
        *values[q] = value;
        done = lo + 1;
    }
    // CVaR95: the mean of the worst m = 0.05 n trials, the (k+1)-th worst weighted by m - k.
    if (pivot >= done)
        std::nth_element(first + std::ptrdiff_t(done), first + std::ptrdiff_t(pivot),
                         first + std::ptrdiff_t(n));
    else
        std::nth_element(first, first + std::ptrdiff_t(pivot), first + std::ptrdiff_t(n));
    FixedPointSum tail;
    for (std::size_t i = n - k; i < n; ++i)
        tail.add(first[std::ptrdiff_t(i)]);
    out.cvar95 = (tail.total() + (m - double(k)) * first[std::ptrdiff_t(pivot)]) / m;
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
