// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace fabrictco {

/// Inverse CDF of the Beta(alpha, beta) distribution on [0, 1] for alpha, beta >= 1 (the range
/// beta-PERT needs), tabulated once so a draw costs one multiply and one interpolation instead
/// of an iterative incomplete-beta inversion (~25 us each, far too slow for millions of draws).
///
/// Construction integrates the density with Simpson's rule on 16,384 cells, then inverts the CDF
/// at 4,096 equally spaced probabilities. Between table points the quantile is interpolated
/// linearly; in the first and last cells, where the quantile behaves like u^(1/alpha) and
/// (1-u)^(1/beta), the matching power law is used instead. Measured against Boost's ibeta_inv the
/// error is below 1e-6 of the range for u in [0.01, 0.99] and below 1e-3 of the range in the
/// extreme 1/4096 tails (tested in BetaQuantileTableTest).
class BetaQuantileTable
{
public:
    BetaQuantileTable(double alpha, double beta);

    /// Tables are immutable and shared between all distributions (and threads) with the same
    /// shape: a node-count sweep re-creates its models but not its tables.
    static std::shared_ptr<const BetaQuantileTable> shared(double alpha, double beta);

    double alpha() const { return m_alpha; }
    double beta() const { return m_beta; }
    /// The quantile at u in (0, 1), in [0, 1]. Inline: it runs once per PERT input per trial.
    double quantile(double u) const
    {
        const double scaled = u * kIntervals;
        if (scaled <= 1.0)
            return m_points[1] * std::pow(std::max(scaled, 0.0), 1.0 / m_alpha);
        if (scaled >= kIntervals - 1)
            return 1.0 - (1.0 - m_points[kIntervals - 1]) *
                             std::pow(std::max(kIntervals - scaled, 0.0), 1.0 / m_beta);
        const int j = int(scaled);
        const double fraction = scaled - j;
        return m_points[std::size_t(j)] +
               (m_points[std::size_t(j) + 1] - m_points[std::size_t(j)]) * fraction;
    }

    static constexpr int kIntervals = 4096;

private:
    double m_alpha;
    double m_beta;
    std::vector<double> m_points; ///< quantile at j / kIntervals, j = 0..kIntervals
};

} // namespace fabrictco
