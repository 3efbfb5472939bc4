// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/ModelContext.h"

namespace fabrictco {

/// Writes the value lost to jitter and congestion: the fabric's own loss (InfiniBand's residual,
/// RoCE's untuned and tuned loss, mixed switch batches) and the loss its design adds to the
/// traffic that leaves a leaf (oversubscription, ECMP flow collisions, extra tiers), all scaled
/// by the size of the collective (stragglers) and, with SHARP, by what in-network reduction
/// leaves over. MODEL.md section 3.5.
class JitterCostTerms
{
public:
    static void append(ModelContext& context, int year);

    /// sqrt(ln participants / ln reference), rounded to four places: for independent delays the
    /// slowest of N participants grows like sqrt(2 ln N) (extreme-value statistics), so the
    /// losses, quoted at `reference` participants, grow with the collective. 0 below two
    /// participants. Computed with 50-digit decimal arithmetic, so every platform gets the same
    /// factor.
    static Decimal stragglerFactor(std::int64_t participants, std::int64_t reference);

    /// How much of the quoted loss a fabric with `perGpuGbps` of links per GPU (link speed x
    /// rails / GPUs per node) shows, when the losses are quoted at `referenceGbps` per GPU with
    /// `exposedShare` of a step spent waiting on the network: k times less bandwidth makes
    /// that wait k times longer, so the lost share of a step grows by k / (1 - e + e k)
    /// (Amdahl) = reference / ((1 - e) bandwidth + e reference). Four places, rounded half
    /// up; 1 at the reference bandwidth.
    static Decimal linkSpeedFactor(const Decimal& perGpuGbps, const Decimal& referenceGbps,
                                   const Decimal& exposedShare);

    /// Nodes whose same-rail peers sit on another leaf, per node of the fabric: the share of a
    /// rail-optimised collective's peers reached across the spine. Zero when one leaf holds a
    /// whole rail.
    struct CrossLeaf
    {
        std::int64_t nodesElsewhere = 0;
        std::int64_t nodes = 1;
        bool any() const { return nodesElsewhere > 0; }
    };
    static CrossLeaf crossLeaf(const Bom& bom);
};

} // namespace fabrictco
