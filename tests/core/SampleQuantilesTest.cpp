// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SampleQuantiles.h"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace fabrictco {
namespace {

/// The figures from a fully sorted copy, as the definitions read: type-7 quantiles (linear
/// between the order statistics at (n - 1) q) and the mean of the worst 0.05 n values, the
/// (k+1)-th worst weighted by 0.05 n - k.
PlanStatistics bySorting(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    PlanStatistics out;
    double* figures[] = {&out.p5, &out.p50, &out.p95};
    const double quantiles[] = {0.05, 0.50, 0.95};
    for (int q = 0; q < 3; ++q) {
        const double h = double(n - 1) * quantiles[q];
        const auto lo = std::size_t(h);
        double value = values[lo];
        if (lo + 1 < n && h > double(lo))
            value += (h - double(lo)) * (values[lo + 1] - value);
        *figures[q] = value;
    }
    const double m = 0.05 * double(n);
    const auto k = std::size_t(m);
    FixedPointSum tail;
    for (std::size_t i = n - k; i < n; ++i)
        tail.add(values[i]);
    out.cvar95 = (tail.total() + (m - double(k)) * values[n - std::min(n, k + 1)]) / m;
    return out;
}

void expectSameFigures(const std::vector<double>& sample, const std::string& what)
{
    const PlanStatistics expected = bySorting(sample);
    std::vector<double> copy = sample;
    PlanStatistics actual;
    SampleQuantiles::exact(copy.begin(), copy.size(), actual);
    // To the last bit: the figures are order statistics and an exact sum, whatever finds them.
    EXPECT_EQ(actual.p5, expected.p5) << what;
    EXPECT_EQ(actual.p50, expected.p50) << what;
    EXPECT_EQ(actual.p95, expected.p95) << what;
    EXPECT_EQ(actual.cvar95, expected.cvar95) << what;
    std::vector<double> sortedCopy = copy;
    std::vector<double> sortedSample = sample;
    std::sort(sortedCopy.begin(), sortedCopy.end());
    std::sort(sortedSample.begin(), sortedSample.end());
    EXPECT_EQ(sortedCopy, sortedSample) << what << ": the values themselves are kept";
}

std::vector<double> drawn(std::size_t n, unsigned seed, const auto& draw)
{
    std::mt19937_64 engine(seed);
    std::vector<double> values(n);
    for (double& value : values)
        value = draw(engine);
    return values;
}

// Sample sizes on both sides of where counting takes over from selection (1,024 values), a
// sweep point's 10,000 trials and a large run's; shapes like the model's costs and gaps.
TEST(SampleQuantilesTest, EqualsTheFiguresOfASortedSampleForEveryShapeAndSize)
{
    for (const std::size_t n :
         {1u, 2u, 3u, 19u, 20u, 21u, 999u, 1023u, 1024u, 1025u, 10000u, 10001u, 123457u}) {
        const auto name = [n](const char* shape) {
            return std::string(shape) + ", n = " + std::to_string(n);
        };
        expectSameFigures(
            drawn(n, 1, [](auto& e) { return std::normal_distribution<double>(2.4e8, 3e7)(e); }),
            name("normal costs"));
        expectSameFigures(
            drawn(n, 2, [](auto& e) { return std::normal_distribution<double>(0, 5e6)(e); }),
            name("gaps around zero"));
        expectSameFigures(
            drawn(n, 3, [](auto& e) { return std::lognormal_distribution<double>(18, 0.6)(e); }),
            name("skewed"));
        // Few distinct values: ranks fall among many equal ones, a bucket holds them all.
        expectSameFigures(drawn(n, 4,
                                [](auto& e) {
                                    return double(std::uniform_int_distribution<int>(0, 6)(e)) *
                                           1e5;
                                }),
                          name("ties"));
    }
}

TEST(SampleQuantilesTest, AnOutlierStretchingTheRangeGivesTheSameFigures)
{
    // Every value but one crowds into the lowest bucket: counting gives up, selection answers.
    std::vector<double> values =
        drawn(10000, 5, [](auto& e) { return std::normal_distribution<double>(1e8, 1e5)(e); });
    values[4321] = 1e15;
    expectSameFigures(values, "one outlier high");
    values[4321] = -1e15;
    expectSameFigures(values, "one outlier low");
    // A few outliers on each side, as a heavy tail: the wanted ranks still lie in the crowd.
    for (std::size_t i = 0; i < 30; ++i)
        values[i * 97] = (i % 2 ? 1 : -1) * 1e12 * double(i + 1);
    expectSameFigures(values, "a heavy tail");
}

TEST(SampleQuantilesTest, ConstantAndNearlyConstantSamples)
{
    expectSameFigures(std::vector<double>(5000, 1234.5), "constant");
    std::vector<double> values(5000, 1e9);
    values[17] = std::nextafter(1e9, 2e9); // a range of one unit in the last place
    expectSameFigures(values, "one value a bit above");
    values[18] = std::nextafter(1e9, 0.0);
    expectSameFigures(values, "one a bit above, one a bit below");
    std::vector<double> tiny(5000, 0.0);
    tiny[3] = 5e-324; // the smallest double: the bucket scale overflows
    expectSameFigures(tiny, "a denormal range");
}

TEST(SampleQuantilesTest, SortedAndReversedSamples)
{
    std::vector<double> values(10000);
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = double(i) * 0.25 - 1000;
    expectSameFigures(values, "ascending");
    std::reverse(values.begin(), values.end());
    expectSameFigures(values, "descending");
}

TEST(SampleQuantilesTest, QuantisingIsTheSameThroughSixtyFourBitsAndBeyond)
{
    // quantise() takes a shortcut through 64-bit integers where the value fits; the integer
    // must be the one the 128-bit conversion gives, on both sides of the shortcut's edge.
    for (const double value :
         {0.0, -0.0, 1.0, -1.0, 0.5 / 65536, 1.5 / 65536, -2.5 / 65536, 123456789.123456,
          -987654321.98765, 0x1p62 / 65536 - 1, 0x1p62 / 65536, -0x1p62 / 65536,
          0x1p62 / 65536 + 4096, 1e20, -1e20, 1e30}) {
        const auto expected =
            static_cast<FixedPointSum::Int128>(std::nearbyint(value * FixedPointSum::kScale));
        EXPECT_TRUE(FixedPointSum::quantise(value) == expected) << value;
    }
}

} // namespace
} // namespace fabrictco
