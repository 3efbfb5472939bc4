// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/bom/ScheduledFabric.h"
#include "core/money/Decimal.h"

namespace fabrictco {

/// Everything the bill-of-materials engine needs to size one fabric for one cluster.
/// Defaults describe an 8-GPU-node, rail-optimised, non-blocking 400G fabric.
struct FabricDesign
{
    Fabric fabric = Fabric::InfiniBand;
    int nodes = 32;
    /// NIC ports per node attached to this fabric (one rail per GPU on 8-GPU nodes).
    int railsPerNode = 8;
    /// Port speed of node links and switch ports, in Gb/s: the radix is at this speed, and it
    /// decides which cable kinds are sold (CableReach).
    int linkSpeedGbps = 400;
    /// Switch ports at the link speed (64 for a QM9700-class NDR switch, 144 for a 2-tier core).
    int switchRadix = 64;
    /// Switch optical modules carry two links each (twin-port 2x400G OSFP cages), on every
    /// optical switch port: leaf downlinks too when node links are optical.
    bool twinPortTransceivers = true;
    /// Endpoint-side optical modules carry two NIC ports each (DGX-style twin-port OSFP cages).
    /// Off by default: most servers use one single-port module per NIC port. Extra endpoints
    /// (appliances, storage) always count one module per port.
    bool twinPortNicTransceivers = false;
    /// The switches' optics sit in the switch chip's package (co-packaged optics, CPO: Quantum-X
    /// and Spectrum-X Photonics): every switch port is a fibre connector, so every link is
    /// fibre, no module is bought for a switch port, and a node link needs a module at the NIC
    /// end only. The switch's own watts include its optical engines and laser sources.
    bool coPackagedOptics = false;
    /// Leaf oversubscription r for r:1 (1 = non-blocking). Exact decimal, >= 1.
    Decimal oversubscription = Decimal(1);
    /// Nodes per scalable unit (0 = not sized in scalable units). The fabric is sized in whole
    /// units.
    int scalableUnitNodes = 0;
    /// Endpoints on the fabric besides compute rails: storage, UFM or management appliances.
    int extraEndpoints = 0;
    /// Spare switches, NICs, cables and modules as a percentage of the installed count, rounded up.
    Decimal sparesPercent = Decimal(0);
    /// A link is passive copper (DAC) when its length is at most this many metres.
    Decimal copperMaxMeters = Decimal(3);
    /// Else active copper (AEC, retimed) up to this length; 0 or below the DAC reach: never.
    Decimal aecMaxMeters = Decimal(7);
    /// Else an active optical cable (AOC) up to this length; 0: never, longer links are fibre
    /// with a pluggable module at each end (structured cabling, as reference designs use).
    Decimal aocMaxMeters = Decimal(0);
    /// Typical lengths of each tier's links, in metres; compared with the reaches above.
    Decimal nodeLeafMeters = Decimal(2);
    Decimal leafSpineMeters = Decimal(20);
    Decimal spineCoreMeters = Decimal(50);
    /// Set from a scheduled fabric's leaf product (ProductSelection); all zero: a folded Clos.
    ScheduledFabric scheduled;

    /// Documents compare scenarios (re-open equals what was saved), so designs compare too.
    friend bool operator==(const FabricDesign&, const FabricDesign&) = default;
};

} // namespace fabrictco
