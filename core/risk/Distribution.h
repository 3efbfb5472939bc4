// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Uncertainty.h"
#include "core/risk/BetaQuantileTable.h"
#include "core/risk/CounterRng.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace fabrictco {

/// A low / most likely / high distribution sampled by inversion: quantile(u) maps one uniform
/// number to one value, so a single counter-based uniform per draw is enough and draws never
/// depend on the order in which threads take them.
///
/// - Fixed: always the most likely value.
/// - Triangular: the exact inverse CDF.
/// - Pert: beta-PERT with lambda 4 on [low, high], alpha = 1 + 4 (m - low) / (high - low),
///   beta = 1 + 4 (high - m) / (high - low); inverse CDF from a BetaQuantileTable (see there for
///   its accuracy).
/// A degenerate range (low == high) behaves as Fixed whatever the shape.
class Distribution
{
public:
    /// Throws std::invalid_argument unless low <= mostLikely <= high and all are finite.
    Distribution(DistributionShape shape, double low, double mostLikely, double high);

    DistributionShape shape() const { return m_shape; }
    double low() const { return m_low; }
    double mostLikely() const { return m_mostLikely; }
    double high() const { return m_high; }

    /// Inverse CDF at u in (0, 1). Inline: it runs once per input per trial.
    double quantile(double u) const
    {
        switch (m_shape) {
        case DistributionShape::Fixed:
            return m_mostLikely;
        case DistributionShape::Triangular: {
            const double width = m_high - m_low;
            if (u < m_modeFraction)
                return m_low + width * std::sqrt(u * m_modeFraction);
            return m_high - width * std::sqrt((1.0 - u) * (1.0 - m_modeFraction));
        }
        case DistributionShape::Pert:
            return m_low + (m_high - m_low) * m_beta->quantile(u);
        }
        return m_mostLikely;
    }
    /// Draws trials [first, end) of `stream` into out[0], out[stride], ... : quantile(u) of
    /// CounterRng::uniform(stream, trial), with the shape dispatched once per block instead of
    /// once per draw, and the triangular branch replaced by a select (the side of the mode is a
    /// coin toss the branch predictor cannot learn).
    void sample(std::uint64_t stream, std::uint64_t first, std::uint64_t end, double* out,
                std::size_t stride) const
    {
        switch (m_shape) {
        case DistributionShape::Fixed:
            for (std::uint64_t t = first; t < end; ++t, out += stride)
                *out = m_mostLikely;
            return;
        case DistributionShape::Triangular: {
            const double width = m_high - m_low;
            const double f = m_modeFraction;
            for (std::uint64_t t = first; t < end; ++t, out += stride) {
                const double u = CounterRng::uniform(stream, t);
                const double below = m_low + width * std::sqrt(u * f);
                const double above = m_high - width * std::sqrt((1.0 - u) * (1.0 - f));
                *out = u < f ? below : above;
            }
            return;
        }
        case DistributionShape::Pert: {
            const BetaQuantileTable& beta = *m_beta;
            for (std::uint64_t t = first; t < end; ++t, out += stride)
                *out = m_low + (m_high - m_low) * beta.quantile(CounterRng::uniform(stream, t));
            return;
        }
        }
    }

    /// Closed-form mean: (a + m + b) / 3 for triangular, (a + 4m + b) / 6 for PERT.
    double mean() const;

private:
    DistributionShape m_shape;
    double m_low;
    double m_mostLikely;
    double m_high;
    double m_modeFraction = 0; ///< (m - a) / (b - a), triangular only
    std::shared_ptr<const BetaQuantileTable> m_beta;
};

} // namespace fabrictco
