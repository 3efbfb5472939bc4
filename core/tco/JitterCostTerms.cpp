// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/JitterCostTerms.h"

#include "core/tco/FactorRounding.h"
#include "core/tco/OperatingCostTerms.h"

#include <boost/multiprecision/cpp_dec_float.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace fabrictco {

Decimal JitterCostTerms::stragglerFactor(std::int64_t participants, std::int64_t reference)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    if (participants < 2 || reference < 2)
        return Decimal(0);
    // A 50-digit logarithm takes tens of microseconds and a sweep asks for the same few sizes
    // again and again, so each thread remembers the factors it has computed.
    static thread_local std::map<std::pair<std::int64_t, std::int64_t>, Decimal> computed;
    const auto key = std::pair{participants, reference};
    if (const auto it = computed.find(key); it != computed.end())
        return it->second;
    // sqrt(ln participants / ln reference), rounded to four places (FactorRounding).
    const Decimal rounded = FactorRounding::rounded(
        std::sqrt(std::log(double(participants)) / std::log(double(reference))), [&] {
            return boost::multiprecision::sqrt(boost::multiprecision::log(Real(participants)) /
                                               boost::multiprecision::log(Real(reference)));
        });
    if (computed.size() > 4096)
        computed.clear();
    computed.emplace(key, rounded);
    return rounded;
}

Decimal JitterCostTerms::linkSpeedFactor(const Decimal& perGpuGbps, const Decimal& referenceGbps,
                                         const Decimal& exposedShare)
{
    if (perGpuGbps == referenceGbps)
        return Decimal(1);
    const Decimal denominator =
        (Decimal(1) - exposedShare).multiply(perGpuGbps, RoundingMode::HalfUp) +
        exposedShare.multiply(referenceGbps, RoundingMode::HalfUp);
    if (!(denominator > Decimal(0)))
        return Decimal(1);
    return referenceGbps.divide(denominator, RoundingMode::HalfUp).rounded(4, RoundingMode::HalfUp);
}

JitterCostTerms::CrossLeaf JitterCostTerms::crossLeaf(const Bom& bom)
{
    const std::int64_t nodes = bom.design.nodes;
    if (bom.tiers < 2 || nodes <= 0)
        return {0, std::max<std::int64_t>(nodes, 1)};
    // A rail-optimised leaf holds leafDownlinks endpoints of one rail, so that many nodes reach
    // each other on the leaf; the others are reached through the spine.
    return {std::max<std::int64_t>(nodes - bom.leafDownlinks, 0), nodes};
}

void JitterCostTerms::append(ModelContext& context, int year)
{
    const Bom& bom = context.bom(year);
    const std::int64_t participants =
        std::int64_t(bom.design.nodes) * std::int64_t(bom.design.railsPerNode);
    const Decimal stragglers =
        stragglerFactor(participants, context.value("congestion.reference_endpoints").toInt64());
    const bool sharp = !context.isRoce() && context.value("sharp") == Decimal(1);
    const LineKind kind = context.valuedPerNode() ? LineKind::ValueLost : LineKind::IdleCompute;
    // Idle GPU time follows the exposed communication, which more bandwidth per GPU (faster
    // links, or more rails) shortens. A trading desk's latency and a storage node's throughput
    // are not idle steps: no factor there. At the quoted bandwidth the factor is 1 and stays
    // out of the formula.
    const Decimal perGpuGbps =
        Decimal(std::int64_t(bom.design.linkSpeedGbps) * bom.design.railsPerNode)
            .divide(Decimal(std::int64_t(std::max(context.gpusPerNode(), 1))),
                    RoundingMode::HalfUp);
    const Decimal speedFactor =
        context.valuedPerNode()
            ? Decimal(1)
            : linkSpeedFactor(perGpuGbps, context.value("congestion.reference_link_gbps"),
                              context.value("congestion.exposed_comm_share"));

    const auto lost = [&](LineSubject cause) {
        CostTerm t = context.term(CostCategory::Jitter, year, {kind, cause});
        context.capacityYear(t, year);
        t.param("utilisation");
        t.param("workload.jitter_sensitivity");
        t.times(stragglers, {FactorNoun::StragglerFactor, participants});
        if (speedFactor != Decimal(1))
            t.times(speedFactor, {FactorNoun::LinkSpeedFactor,
                                  perGpuGbps.rounded(0, RoundingMode::HalfUp).toInt64()});
        if (sharp)
            t.param("congestion.sharp_remaining");
        return t;
    };

    if (!context.isRoce()) {
        CostTerm t = lost(LineSubject::InfiniBandBaselineLoss);
        t.param("efficiency_loss");
        context.add(std::move(t));
    } else {
        const OperatingCostTerms::Fraction open = OperatingCostTerms::untunedShare(
            context.value("team.tuning_years"), context.value("team.hiring_lead_months"), year);
        CostTerm untuned = lost(LineSubject::RoceNotYetTuned);
        untuned.param("efficiency_loss_untuned");
        untuned.times(open.numerator, FactorNoun::UntunedShare);
        untuned.times(open.denominator, FactorNoun::OfTheTuningTime, -1);
        context.add(std::move(untuned));

        CostTerm tuned = lost(LineSubject::TunedRoce);
        tuned.param("efficiency_loss_tuned");
        tuned.times(open.denominator - open.numerator, FactorNoun::TunedShare);
        tuned.times(open.denominator, FactorNoun::OfTheTuningTime, -1);
        context.add(std::move(tuned));

        const std::int64_t extraBatches = context.value("switch_batches").toInt64() - 1;
        CostTerm mixed = lost(LineSubject::MixedSwitchBatches);
        mixed.times(extraBatches, FactorNoun::ExtraSwitchBatches);
        mixed.param("mixed_batch_loss");
        context.add(std::move(mixed));
    }

    // What the design adds, on the traffic that leaves a leaf. Tuning does not close these:
    // they follow from the topology and the routing, for either fabric.
    const CrossLeaf cross = crossLeaf(bom);
    if (!cross.any())
        return;
    const auto crossing = [&](CostTerm& t) {
        t.times(cross.nodesElsewhere, FactorNoun::NodesOnOtherLeaves);
        t.times(Decimal(cross.nodes), FactorNoun::Nodes, -1);
    };
    const Decimal& r = bom.design.oversubscription;
    if (r > Decimal(1)) {
        CostTerm t = lost(LineSubject::CrossLeafCongestion);
        t.param("congestion.oversubscription_loss");
        crossing(t);
        t.times(r - Decimal(1), FactorNoun::OversubscriptionMinusOne);
        t.times(r, FactorNoun::Oversubscription, -1);
        context.add(std::move(t));
    }
    if (context.value("adaptive_routing").isZero()) {
        CostTerm t = lost(LineSubject::EcmpCollisions);
        t.param("congestion.ecmp_loss");
        crossing(t);
        context.add(std::move(t));
    }
    CostTerm hops = lost(LineSubject::UpperTierQueueing);
    hops.param("congestion.hop_loss");
    hops.times(std::int64_t(bom.tiers - 1), FactorNoun::TiersAboveLeaf);
    crossing(hops);
    context.add(std::move(hops));
}

} // namespace fabrictco
