// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/Distribution.h"

#include <cmath>
#include <stdexcept>

namespace fabrictco {

Distribution::Distribution(DistributionShape shape, double low, double mostLikely, double high)
    : m_shape(shape), m_low(low), m_mostLikely(mostLikely), m_high(high)
{
    if (!std::isfinite(low) || !std::isfinite(mostLikely) || !std::isfinite(high))
        throw std::invalid_argument("distribution bounds must be finite");
    if (shape == DistributionShape::Fixed) {
        m_low = m_high = mostLikely;
        return;
    }
    if (!(low <= mostLikely && mostLikely <= high))
        throw std::invalid_argument("distribution needs low <= most likely <= high");
    if (low == high) {
        m_shape = DistributionShape::Fixed;
        return;
    }
    const double width = high - low;
    m_modeFraction = (mostLikely - low) / width;
    if (shape == DistributionShape::Pert) {
        constexpr double kLambda = 4.0;
        m_beta = BetaQuantileTable::shared(1.0 + kLambda * m_modeFraction,
                                           1.0 + kLambda * (1.0 - m_modeFraction));
    }
}

double Distribution::mean() const
{
    switch (m_shape) {
    case DistributionShape::Fixed:
        return m_mostLikely;
    case DistributionShape::Triangular:
        return (m_low + m_mostLikely + m_high) / 3.0;
    case DistributionShape::Pert:
        return (m_low + 4.0 * m_mostLikely + m_high) / 6.0;
    }
    return m_mostLikely;
}

} // namespace fabrictco
