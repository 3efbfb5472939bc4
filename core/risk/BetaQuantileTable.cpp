// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/BetaQuantileTable.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <stdexcept>
#include <utility>

namespace fabrictco {

namespace {

constexpr int kCells = 16384;

} // namespace

BetaQuantileTable::BetaQuantileTable(double alpha, double beta) : m_alpha(alpha), m_beta(beta)
{
    if (!(alpha >= 1.0 && beta >= 1.0) || !std::isfinite(alpha) || !std::isfinite(beta))
        throw std::invalid_argument("beta quantile table needs alpha, beta >= 1");

    // Unnormalised density; bounded on [0, 1] because alpha, beta >= 1.
    const auto density = [&](double x) {
        return std::pow(x, alpha - 1.0) * std::pow(1.0 - x, beta - 1.0);
    };
    std::vector<double> cdf(kCells + 1, 0.0);
    double previous = density(0.0);
    for (int i = 0; i < kCells; ++i) {
        const double x0 = double(i) / kCells;
        const double x1 = double(i + 1) / kCells;
        const double next = density(x1);
        cdf[i + 1] = cdf[i] + (previous + 4.0 * density(0.5 * (x0 + x1)) + next) / 6.0;
        previous = next;
    }
    const double total = cdf[kCells];
    for (double& value : cdf)
        value /= total;
    cdf[kCells] = 1.0;

    m_points.assign(kIntervals + 1, 0.0);
    m_points[kIntervals] = 1.0;
    int cell = 0;
    for (int j = 1; j < kIntervals; ++j) {
        const double u = double(j) / kIntervals;
        while (cell < kCells - 1 && cdf[cell + 1] <= u)
            ++cell;
        const double span = cdf[cell + 1] - cdf[cell];
        const double within = span > 0 ? (u - cdf[cell]) / span : 0.0;
        m_points[j] = (cell + std::clamp(within, 0.0, 1.0)) / kCells;
    }
}

std::shared_ptr<const BetaQuantileTable> BetaQuantileTable::shared(double alpha, double beta)
{
    static std::mutex mutex;
    static std::map<std::pair<double, double>, std::shared_ptr<const BetaQuantileTable>> cache;
    const std::lock_guard lock(mutex);
    auto& slot = cache[{alpha, beta}];
    if (!slot) {
        // Bounded: a user editing ranges all day must not grow the cache without limit.
        if (cache.size() > 512) {
            cache.clear();
            auto table = std::make_shared<const BetaQuantileTable>(alpha, beta);
            cache[{alpha, beta}] = table;
            return table;
        }
        slot = std::make_shared<const BetaQuantileTable>(alpha, beta);
    }
    return slot;
}

} // namespace fabrictco
