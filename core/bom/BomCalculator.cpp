// SPDX-License-Identifier: GPL-3.0-or-later
// The topology arithmetic and every rounding rule are explained for procurement readers in
// core/bom/BOM.md; keep the two in step.
#include "core/bom/BomCalculator.h"

#include "core/bom/CableReach.h"
#include "core/bom/DesignFieldRegistry.h"
#include "core/money/ExactProduct.h"

#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace fabrictco {

namespace {

std::int64_t ceilDiv(std::int64_t numerator, std::int64_t divisor)
{
    return (numerator + divisor - 1) / divisor;
}

/// The smallest divisor of `n` that is at least `atLeast` (1 <= atLeast <= n). Spine and core
/// counts are rounded up this way so that every switch below spreads its uplinks evenly.
std::int64_t smallestDivisorAtLeast(std::int64_t n, std::int64_t atLeast)
{
    for (std::int64_t candidate = std::max<std::int64_t>(atLeast, 1); candidate < n; ++candidate) {
        if (n % candidate == 0)
            return candidate;
    }
    return n;
}

/// count x percent / 100, rounded up: spares are whole items and never fewer than asked for.
std::int64_t sparesFor(std::int64_t count, const Decimal& percent)
{
    if (count == 0 || percent.isZero())
        return 0;
    return ExactProduct(count)
        .times(percent)
        .dividedBy(Decimal(100))
        .rounded(0, RoundingMode::Ceiling)
        .toInt64();
}

/// A leaf's ports: d face the endpoints, u the spines; d + u <= k, d <= r x u.
struct LeafSplit
{
    std::int64_t down = 0;
    std::int64_t up = 0;
};

/// The split with u uplinks at r:1: as many downlinks as the ratio allows, d = min(k - u,
/// floor(r x u)). Any u from 1 to k - 1 gives a valid leaf; chooseLayout picks the one that
/// needs the fewest switches.
LeafSplit splitWithUplinks(std::int64_t radix, std::int64_t uplinks,
                           const Decimal& oversubscription)
{
    const std::int64_t byRatio =
        ExactProduct(uplinks).times(oversubscription).rounded(0, RoundingMode::Floor).toInt64();
    return {std::min(radix - uplinks, byRatio), uplinks};
}

std::string str(std::int64_t value)
{
    return std::to_string(value);
}

/// Topology chosen for a design, before links and parts are counted.
struct Layout
{
    int tiers = 0;
    std::int64_t down = 0; // leaf ports facing endpoints
    std::int64_t up = 0;   // leaf ports facing spines
    std::int64_t leaves = 0;
    std::int64_t granularity = 1; // leaves are added this many at a time (a scalable unit)
    std::int64_t scalableUnits = 0;
    std::int64_t maxLeaves = 0; // for the chosen number of tiers
    std::int64_t spines = 0;
    std::int64_t cores = 0;
    std::int64_t pods = 0; // three tiers only

    std::int64_t switches() const { return leaves + spines + cores; }
};

/// Leaves a two-tier fabric holds: each leaf needs at least one port on every spine, so a
/// k-port spine serves at most k leaves. Three-tier: k pods of k/2 leaves. A scheduled fabric
/// has one stage of fabric elements and holds what its maker publishes (BOM.md, "Scheduled
/// fabrics").
std::int64_t maxLeavesForTiers(const FabricDesign& design, int tiers, std::int64_t granularity)
{
    const std::int64_t radix = design.switchRadix;
    std::int64_t raw = tiers == 2 ? radix : radix * (radix / 2);
    if (design.scheduled.isScheduled())
        raw = tiers == 2 ? design.scheduled.maxEndpoints / radix : 0;
    return raw / granularity * granularity;
}

/// Spines and cores above the leaves (BOM.md, step 3). Two tiers: each leaf reaches every spine
/// with the same number of links, so the spine count divides the leaf's uplinks and is the
/// smallest such divisor with enough spine ports. Three tiers: fat-tree pods of k/2 leaves and
/// `up` spines; spine j of every pod forms plane j, served by its own group of cores, whose size
/// divides k/2 so each spine splits its k/2 uplinks evenly over the group.
void countUpperTiers(Layout& layout, const FabricDesign& design)
{
    const std::int64_t k = design.switchRadix;
    if (design.scheduled.isScheduled()) {
        // Cells are sprayed over every fabric link, so an element need not take the same number
        // of links from every leaf: the elements are the ports the leaves wire, rounded up.
        layout.spines = ceilDiv(layout.leaves * layout.up, design.scheduled.elementPorts);
    } else if (layout.tiers == 2) {
        layout.spines = smallestDivisorAtLeast(layout.up, ceilDiv(layout.leaves * layout.up, k));
    } else if (layout.tiers == 3) {
        const std::int64_t half = k / 2;
        layout.pods = ceilDiv(layout.leaves, half);
        layout.spines = layout.pods * layout.up;
        layout.cores = layout.up * smallestDivisorAtLeast(half, ceilDiv(layout.pods * half, k));
    }
}

Layout layoutWithSplit(const FabricDesign& design, std::int64_t endpoints, const LeafSplit& split)
{
    const std::int64_t k = design.switchRadix;
    Layout layout;
    if (design.scalableUnitNodes == 0 && endpoints <= k) {
        // One switch already puts every endpoint one hop from every other one.
        layout.tiers = 1;
        layout.down = k;
        layout.leaves = 1;
        layout.maxLeaves = 1;
        return layout;
    }
    layout.down = split.down;
    layout.up = split.up;
    if (design.scalableUnitNodes > 0) {
        // Rail-optimised unit: every rail of the unit's nodes gets its own leaf (or leaves),
        // and the fabric is built in whole units, leaves and leaf uplinks included.
        const std::int64_t unitNodes = design.scalableUnitNodes;
        layout.granularity = design.railsPerNode * ceilDiv(unitNodes, layout.down);
        const std::int64_t unitPorts = layout.granularity * layout.down;
        layout.scalableUnits =
            std::max(ceilDiv(design.nodes, unitNodes), ceilDiv(endpoints, unitPorts));
        layout.leaves = layout.scalableUnits * layout.granularity;
        if (layout.leaves == 1) {
            // A one-leaf unit needs no spines: it is a single switch with every port for endpoints.
            layout.tiers = 1;
            layout.down = k;
            layout.up = 0;
            layout.maxLeaves = 1;
            return layout;
        }
    } else {
        layout.leaves = ceilDiv(endpoints, layout.down);
    }
    for (int tiers : {2, 3}) {
        const std::int64_t maxLeaves = maxLeavesForTiers(design, tiers, layout.granularity);
        if (layout.leaves <= maxLeaves) {
            layout.tiers = tiers;
            layout.maxLeaves = maxLeaves;
            countUpperTiers(layout, design);
            return layout;
        }
    }
    layout.maxLeaves = std::max(maxLeavesForTiers(design, 2, layout.granularity),
                                maxLeavesForTiers(design, 3, layout.granularity));
    return layout; // tiers == 0: too large, reported by the caller
}

/// The layout at r:1. The leaf starts from u = floor(k / (r + 1)) uplinks and as many
/// downlinks as the ratio allows. A two-tier fabric then tries, as a designer would, every
/// other split with no more uplinks than downlinks, and keeps the one that needs the fewest
/// switches (then the most uplinks): a fixed d = k r / (r + 1) gave 128 ports at 2:1 an
/// 85 / 43 split, and 43 uplinks (a prime) forced 43 spines, since the spine count divides a
/// leaf's uplinks; 2:1 then needed more switches than 1:1. The built ratio never exceeds the
/// requested one. A three-tier fat-tree keeps the first split (its pods are built around it),
/// and so do scalable units (their leaves follow the vendor's reference design).
Layout chooseLayout(const FabricDesign& design, std::int64_t endpoints)
{
    const std::int64_t k = design.switchRadix;
    if (design.scheduled.isScheduled()) {
        // Every port of the leaf's radix faces endpoints; at r:1 it wires ceil(f / r) of its f
        // fabric ports (BOM.md, "Scheduled fabrics").
        const std::int64_t wired = ExactProduct(design.scheduled.leafFabricPorts)
                                       .dividedBy(design.oversubscription)
                                       .rounded(0, RoundingMode::Ceiling)
                                       .toInt64();
        return layoutWithSplit(design, endpoints, {k, wired});
    }
    const std::int64_t firstUplinks = ExactProduct(k)
                                          .dividedBy(design.oversubscription + Decimal(1))
                                          .rounded(0, RoundingMode::Floor)
                                          .toInt64();
    Layout best = layoutWithSplit(design, endpoints,
                                  splitWithUplinks(k, firstUplinks, design.oversubscription));
    if (best.tiers != 2 || design.scalableUnitNodes > 0)
        return best;
    const auto rank = [](const Layout& layout) {
        return std::tuple(layout.switches(), -layout.up);
    };
    for (std::int64_t up = 1; up <= k / 2; ++up) {
        const LeafSplit split = splitWithUplinks(k, up, design.oversubscription);
        if (split.down < up)
            continue;
        const Layout candidate = layoutWithSplit(design, endpoints, split);
        if (candidate.tiers == 2 && rank(candidate) < rank(best))
            best = candidate;
    }
    return best;
}

/// The smallest even radix above the design's that holds `endpoints`; none when no radix up to
/// the registry's maximum does, or with scalable units (their leaves depend on the radix too).
std::optional<int> smallestRadixHolding(const FabricDesign& design, std::int64_t endpoints)
{
    if (design.scalableUnitNodes > 0 || design.scheduled.isScheduled())
        return std::nullopt;
    const std::int64_t limit = DesignFieldRegistry::byKey("switchRadix")->maximum.toInt64();
    for (std::int64_t k = design.switchRadix + 2; k <= limit; k += 2) {
        FabricDesign larger = design;
        larger.switchRadix = int(k);
        if (chooseLayout(larger, endpoints).tiers != 0)
            return int(k);
    }
    return std::nullopt;
}

/// ", or switches of at least K ports", so an error met after lowering the radix names the
/// radix too.
/// The smallest radix that would hold the design, as an argument of BomError ("" when none).
std::string smallestRadixArg(const FabricDesign& design, std::int64_t endpoints)
{
    const std::optional<int> radix = smallestRadixHolding(design, endpoints);
    return radix ? str(*radix) : std::string();
}

std::int64_t endpointsOf(const FabricDesign& design)
{
    return std::int64_t(design.nodes) * design.railsPerNode + design.extraEndpoints;
}

[[noreturn]] void failTooLarge(const FabricDesign& design, std::int64_t endpoints,
                               const Layout& layout)
{
    if (layout.maxLeaves == 0) {
        const std::int64_t leavesPerRail =
            std::max(maxLeavesForTiers(design, 2, 1), maxLeavesForTiers(design, 3, 1)) /
            design.railsPerNode;
        throw BomError("scalableUnitNodes", BomProblem::UnitTooLarge,
                       {str(design.scalableUnitNodes), str(design.railsPerNode),
                        str(layout.granularity), str(design.switchRadix),
                        str(leavesPerRail * layout.down)});
    }
    const std::int64_t maxEndpoints = layout.maxLeaves * layout.down;
    std::int64_t maxNodes = (maxEndpoints - design.extraEndpoints) / design.railsPerNode;
    if (design.scalableUnitNodes > 0)
        maxNodes =
            std::min(maxNodes, layout.maxLeaves / layout.granularity * design.scalableUnitNodes);
    std::vector<std::string> args{str(design.nodes),          str(design.railsPerNode),
                                  str(design.extraEndpoints), str(endpoints),
                                  str(design.switchRadix),    design.oversubscription.toString(),
                                  str(maxEndpoints)};
    if (maxNodes < 1) {
        args.push_back(str(maxEndpoints - design.railsPerNode));
        args.emplace_back(); // a larger radix would not help: the extra endpoints alone do not fit
        throw BomError("extraEndpoints", BomProblem::TooManyEndpoints, std::move(args));
    }
    args.push_back(str(maxNodes));
    args.push_back(smallestRadixArg(design, endpoints));
    if (design.scheduled.isScheduled()) {
        args[4].clear();
        throw BomError("nodes", BomProblem::ScheduledFabricFull, std::move(args));
    }
    throw BomError("nodes", BomProblem::TooManyEndpoints, std::move(args));
}

/// Endpoint ports in use on each leaf. Rails are kept on their own leaves within each
/// scalable unit; extra endpoints take the free ports, half-used twin-port cages first.
std::vector<std::int64_t> placeEndpoints(const FabricDesign& design, const Layout& layout,
                                         std::int64_t endpoints)
{
    std::vector<std::int64_t> used(static_cast<std::size_t>(layout.leaves), 0);
    if (design.scalableUnitNodes == 0) {
        std::int64_t left = endpoints;
        for (auto& ports : used) {
            ports = std::min(left, layout.down);
            left -= ports;
        }
        return used;
    }
    const std::int64_t unitNodes = design.scalableUnitNodes;
    const std::int64_t leavesPerRail = layout.granularity / design.railsPerNode;
    std::size_t leaf = 0;
    for (std::int64_t unit = 0; unit < layout.scalableUnits; ++unit) {
        const std::int64_t nodesHere =
            std::clamp<std::int64_t>(design.nodes - unit * unitNodes, 0, unitNodes);
        for (std::int64_t rail = 0; rail < design.railsPerNode; ++rail) {
            std::int64_t left = nodesHere;
            for (std::int64_t i = 0; i < leavesPerRail; ++i, ++leaf) {
                used[leaf] = std::min(left, layout.down);
                left -= used[leaf];
            }
        }
    }
    std::int64_t extra = design.extraEndpoints;
    for (auto& ports : used) {
        if (extra > 0 && ports % 2 == 1 && ports < layout.down) {
            ++ports;
            --extra;
        }
    }
    for (auto& ports : used) {
        const std::int64_t take = std::min(extra, layout.down - ports);
        ports += take;
        extra -= take;
    }
    return used;
}

enum class Medium
{
    Dac,
    Aec,
    Aoc,
    Fibre,
};

/// The cheapest cable that reaches: passive copper, then active copper, then an active optical
/// cable, then fibre between two pluggable modules. A reach of 0 (or below the one before it)
/// leaves that kind out.
Medium mediumFor(const FabricDesign& design, const Decimal& meters)
{
    if (!(meters > design.copperMaxMeters))
        return Medium::Dac;
    if (!(meters > design.aecMaxMeters))
        return Medium::Aec;
    if (!(meters > design.aocMaxMeters))
        return Medium::Aoc;
    return Medium::Fibre;
}

struct Media
{
    Medium nodeLeaf = Medium::Dac;
    Medium leafSpine = Medium::Dac;
    Medium spineCore = Medium::Dac;

    LinkCounts of(Medium medium, const LinkCounts& links) const
    {
        return {nodeLeaf == medium ? links.nodeLeaf : 0, leafSpine == medium ? links.leafSpine : 0,
                spineCore == medium ? links.spineCore : 0};
    }
};

/// The registry's ranges, and a scheduled fabric's figures (they come from a catalog product,
/// whose reader checks them for people; this guards the arithmetic).
void checkDesign(const FabricDesign& design)
{
    DesignFieldRegistry::check(design);
    const ScheduledFabric& scheduled = design.scheduled;
    if (scheduled.isScheduled() &&
        (scheduled.elementPorts < 1 || scheduled.maxEndpoints < design.switchRadix))
        throw BomError("scheduled", BomProblem::OutOfRange, {str(scheduled.elementPorts)});
}

} // namespace

void BomCalculator::validate(const FabricDesign& design)
{
    checkDesign(design);
    const std::int64_t endpoints = endpointsOf(design);
    const Layout layout = chooseLayout(design, endpoints);
    if (layout.tiers == 0)
        failTooLarge(design, endpoints, layout);
}

std::optional<int> BomCalculator::smallestRadixFor(const FabricDesign& design)
{
    return smallestRadixHolding(design, endpointsOf(design));
}

Bom BomCalculator::calculate(const FabricDesign& design)
{
    // validate()'s checks, with the layout kept: choosing it tries every leaf split, so it is
    // chosen once per bill of materials, not once to validate and again to count.
    checkDesign(design);
    Bom bom;
    bom.design = design;
    bom.nics = std::int64_t(design.nodes) * design.railsPerNode;
    bom.endpoints = bom.nics + design.extraEndpoints;

    const Layout layout = chooseLayout(design, bom.endpoints);
    if (layout.tiers == 0)
        failTooLarge(design, bom.endpoints, layout);
    const std::int64_t k = design.switchRadix;
    bom.tiers = layout.tiers;
    bom.leafDownlinks = layout.down;
    bom.leafUplinks = layout.up;
    bom.scalableUnits = layout.scalableUnits;
    bom.leavesPerScalableUnit = design.scalableUnitNodes > 0 ? layout.granularity : 0;
    bom.installedEndpointPorts = layout.leaves * layout.down;
    bom.maxEndpoints = layout.maxLeaves * layout.down;
    bom.headroomEndpoints = bom.maxEndpoints - bom.endpoints;

    bom.switches.leaf = layout.leaves;
    bom.links.nodeLeaf = bom.endpoints;
    bom.links.leafSpine = layout.leaves * layout.up;

    // The cable kinds sold at the link speed (no DAC or AOC for XDR InfiniBand, ...).
    const FabricDesign sold = CableReach::available(design);
    bom.copperReachSold = sold.copperMaxMeters;
    bom.aocReachSold = sold.aocMaxMeters;
    const Media media{mediumFor(sold, design.nodeLeafMeters),
                      mediumFor(sold, design.leafSpineMeters),
                      mediumFor(sold, design.spineCoreMeters)};
    const struct
    {
        bool nodeLeaf, leafSpine, spineCore;
    } optical{media.nodeLeaf == Medium::Fibre, media.leafSpine == Medium::Fibre,
              media.spineCore == Medium::Fibre};

    // An optical link has a module at each end. In a switch a twin-port module fills a cage of
    // two ports, so a switch needs ceil(optical ports / 2) of them (none when its optics are
    // co-packaged). Counted as the switches are laid out, without a list of every switch's
    // ports: a sweep asks for thousands of bills of materials, and growing that list (to
    // 20,480 entries for a three-tier fabric of 128-port switches) took a twelfth of its time.
    const std::int64_t switchPortsPerModule = design.twinPortTransceivers ? 2 : 1;
    const auto switchesWithOpticalPorts = [&](std::int64_t switches, std::int64_t ports) {
        if (!design.coPackagedOptics)
            bom.switchTransceivers += switches * ceilDiv(ports, switchPortsPerModule);
    };
    const std::vector<std::int64_t> endpointPorts = placeEndpoints(design, layout, bom.endpoints);
    for (std::int64_t used : endpointPorts)
        switchesWithOpticalPorts(1, (optical.nodeLeaf ? used : 0) +
                                        (optical.leafSpine ? layout.up : 0));

    if (layout.tiers == 2) {
        // A spine (or fabric element) takes the same number of links from every leaf, so its
        // ports in use are links / spines; a fabric element the ports the leaves wire, spread
        // as evenly as they go.
        bom.switches.spine = layout.spines;
        const std::int64_t perSpine = bom.links.leafSpine / layout.spines;
        const std::int64_t withOneMore = bom.links.leafSpine % layout.spines;
        switchesWithOpticalPorts(withOneMore, optical.leafSpine ? perSpine + 1 : 0);
        switchesWithOpticalPorts(layout.spines - withOneMore, optical.leafSpine ? perSpine : 0);
    } else if (layout.tiers == 3) {
        // Spines and cores are built for whole pods so each leaf reaches every core over equal
        // paths; only the last pod's leaves may be fewer. Each spine sends k/2 links up.
        const std::int64_t half = k / 2;
        bom.pods = layout.pods;
        bom.switches.spine = layout.spines;
        bom.switches.core = layout.cores;
        bom.links.spineCore = bom.switches.spine * half;
        for (std::int64_t pod = 0; pod < layout.pods; ++pod) {
            const std::int64_t podLeaves = std::min(half, layout.leaves - pod * half);
            switchesWithOpticalPorts(layout.up, (optical.leafSpine ? podLeaves : 0) +
                                                    (optical.spineCore ? half : 0));
        }
        const std::int64_t perCore = bom.links.spineCore / bom.switches.core;
        switchesWithOpticalPorts(bom.switches.core, optical.spineCore ? perCore : 0);
    }

    bom.opticalLinks = media.of(Medium::Fibre, bom.links);
    bom.opticalCables = bom.opticalLinks.total();
    bom.copperCables = media.of(Medium::Dac, bom.links).total();
    bom.aecCables = media.of(Medium::Aec, bom.links).total();
    bom.aocCables = media.of(Medium::Aoc, bom.links).total();

    // At the endpoint end of an optical link, a node with twin-port cages needs ceil(rails / 2)
    // modules, appliances one module per port.
    if (optical.nodeLeaf) {
        const std::int64_t perNode =
            design.twinPortNicTransceivers ? ceilDiv(design.railsPerNode, 2) : design.railsPerNode;
        bom.nicTransceivers = std::int64_t(design.nodes) * perNode + design.extraEndpoints;
    }
    bom.transceivers = bom.switchTransceivers + bom.nicTransceivers;

    bom.spares.switches = sparesFor(bom.switches.total(), design.sparesPercent);
    if (design.scheduled.isScheduled()) {
        // Fabric elements are an item class of their own, priced apart from the leaves.
        bom.spares.fabricElements = sparesFor(bom.switches.spine, design.sparesPercent);
        bom.spares.switches =
            sparesFor(bom.switches.leaf, design.sparesPercent) + bom.spares.fabricElements;
    }
    bom.spares.nics = sparesFor(bom.nics, design.sparesPercent);
    bom.spares.copperCables = sparesFor(bom.copperCables, design.sparesPercent);
    bom.spares.aecCables = sparesFor(bom.aecCables, design.sparesPercent);
    bom.spares.aocCables = sparesFor(bom.aocCables, design.sparesPercent);
    bom.spares.opticalCables = sparesFor(bom.opticalCables, design.sparesPercent);
    bom.spares.transceivers = sparesFor(bom.transceivers, design.sparesPercent);
    return bom;
}

} // namespace fabrictco
