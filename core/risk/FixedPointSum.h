// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <cstdint>

namespace fabrictco {

/// A sum of doubles kept as a 128-bit integer of 2^-16 units (about 1.5e-5 of a currency unit).
/// Integer addition is associative, so partial sums from any number of threads, merged in any
/// order, give the same total to the last bit: the reason Monte Carlo figures do not depend on
/// the thread count. Range: |sum| < 2.6e33, far beyond any cost of ownership.
class FixedPointSum
{
public:
    __extension__ typedef __int128 Int128;
    static constexpr double kScale = 65536.0;

    static Int128 quantise(double value)
    {
        const double units = std::nearbyint(value * kScale);
        // The same integer through 64 bits where it fits: a double's conversion to 128 bits is
        // a library call, and it was a fiftieth of a sweep's time (issue 42).
        if (std::abs(units) < 0x1p62)
            return static_cast<std::int64_t>(units);
        return static_cast<Int128>(units);
    }

    void add(double value) { m_total += quantise(value); }
    void addQuantised(Int128 value) { m_total += value; }
    void merge(const FixedPointSum& other) { m_total += other.m_total; }
    Int128 raw() const { return m_total; }
    double total() const { return static_cast<double>(m_total) / kScale; }
    /// total / count computed without losing the integer's precision first.
    double mean(std::uint64_t count) const
    {
        if (count == 0)
            return 0.0;
        const Int128 whole = m_total / static_cast<Int128>(count);
        const Int128 rest = m_total % static_cast<Int128>(count);
        return (static_cast<double>(whole) + static_cast<double>(rest) / double(count)) / kScale;
    }

private:
    Int128 m_total = 0;
};

} // namespace fabrictco
