// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"

#include <cstdint>

namespace fabrictco {

/// Counts per switching tier. `core` is zero in a two-tier fabric, `spine` too in a single switch.
struct TierCounts
{
    std::int64_t leaf = 0;
    std::int64_t spine = 0;
    std::int64_t core = 0;
    std::int64_t total() const { return leaf + spine + core; }
    friend bool operator==(const TierCounts&, const TierCounts&) = default;
};

/// Links per hop of the fabric.
struct LinkCounts
{
    std::int64_t nodeLeaf = 0; ///< endpoint (NIC port) to leaf
    std::int64_t leafSpine = 0;
    std::int64_t spineCore = 0;
    std::int64_t total() const { return nodeLeaf + leafSpine + spineCore; }
    friend bool operator==(const LinkCounts&, const LinkCounts&) = default;
};

/// Spare parts held on site, already included in the totals below.
struct SpareCounts
{
    std::int64_t switches = 0;
    /// Of `switches`, the fabric elements of a scheduled fabric (a class of their own).
    std::int64_t fabricElements = 0;
    std::int64_t nics = 0;
    std::int64_t copperCables = 0;
    std::int64_t aecCables = 0;
    std::int64_t aocCables = 0;
    std::int64_t opticalCables = 0;
    std::int64_t transceivers = 0;
    friend bool operator==(const SpareCounts&, const SpareCounts&) = default;
};

/// The network bill of materials derived from a FabricDesign.
struct Bom
{
    FabricDesign design;
    int tiers = 0;              ///< 1 (single switch), 2 (leaf-spine) or 3 (fat-tree)
    std::int64_t endpoints = 0; ///< nodes x rails + extra endpoints
    std::int64_t maxEndpoints =
        0; ///< what this topology and radix can hold at this oversubscription
    std::int64_t headroomEndpoints = 0; ///< maxEndpoints - endpoints
    std::int64_t leafDownlinks = 0;     ///< ports per leaf facing endpoints
    std::int64_t leafUplinks = 0;       ///< ports per leaf facing spines
    /// Leaf ports facing endpoints, installed (leaves x downlinks); the rest of them is spare.
    std::int64_t installedEndpointPorts = 0;
    /// Whole scalable units built (0 when not sized in units).
    std::int64_t scalableUnits = 0;
    /// Rails x leaves per rail in one unit (0 when not sized in units).
    std::int64_t leavesPerScalableUnit = 0;
    /// Three-tier pods (0 otherwise).
    std::int64_t pods = 0;
    TierCounts switches; ///< installed, without spares
    LinkCounts links;
    /// The subset of `links` that is fibre with a pluggable module at each end, per hop (the
    /// rest is a cable with its ends built in: DAC, AEC or AOC).
    LinkCounts opticalLinks;
    std::int64_t nics = 0; ///< installed NIC ports (one single-port NIC per rail), without spares
    std::int64_t copperCables = 0; ///< passive copper (DAC), without spares
    std::int64_t aecCables = 0;    ///< active (retimed) copper, without spares
    std::int64_t aocCables = 0;    ///< active optical cables, ends built in, without spares
    /// The reaches the cables were chosen with: the design's, cut to what is sold at its link
    /// speed (CableReach: no DAC and no AOC for XDR InfiniBand, DAC up to 2 m at 800G Ethernet).
    /// Below the design's reach, the bill says why a kind the design allows is missing.
    Decimal copperReachSold;
    Decimal aocReachSold;
    std::int64_t opticalCables = 0; ///< fibre patch cables between two modules, without spares
    std::int64_t transceivers = 0;  ///< optical modules (twin-port counted once), without spares
    /// Of `transceivers`, those at the endpoint (NIC or appliance) end of optical node links.
    std::int64_t nicTransceivers = 0;
    /// Of `transceivers`, those in switch cages.
    std::int64_t switchTransceivers = 0;
    SpareCounts spares;

    std::int64_t totalSwitches() const { return switches.total() + spares.switches; }
    std::int64_t totalNics() const { return nics + spares.nics; }
    std::int64_t totalCables() const
    {
        return copperCables + aecCables + aocCables + opticalCables + spares.copperCables +
               spares.aecCables + spares.aocCables + spares.opticalCables;
    }
    std::int64_t totalTransceivers() const { return transceivers + spares.transceivers; }
};

} // namespace fabrictco
