// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco {

/// A scheduled (cell-switched) Ethernet fabric: Broadcom Jericho3-AI leaves that spray cells
/// over Ramon3 fabric elements, as in Arista's 7700R4 distributed Etherlink switch. It is not a
/// folded Clos of one radix: a leaf has ports for endpoints and, beside them, ports to the
/// fabric elements, which have a radix of their own, and the whole behaves as one switch up to
/// the size its maker publishes (core/bom/BOM.md, "Scheduled fabrics"). All zero: a folded Clos.
struct ScheduledFabric
{
    /// Ports each leaf has toward the fabric elements, at the link speed, beside its
    /// FabricDesign::switchRadix ports for endpoints.
    int leafFabricPorts = 0;
    /// Ports of one fabric element, at the link speed.
    int elementPorts = 0;
    /// Endpoint ports the whole fabric holds at most, as its maker publishes.
    int maxEndpoints = 0;

    bool isScheduled() const { return leafFabricPorts > 0; }
    friend bool operator==(const ScheduledFabric&, const ScheduledFabric&) = default;
};

} // namespace fabrictco
