// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"

#include <cstdint>

namespace fabrictco {

/// How a bill of materials splits its switches into the classes that are priced apart: a
/// scheduled fabric keeps its fabric elements (its second tier) in TierCounts::spine and their
/// spares in SpareCounts::switches, but they are bought, powered and listed as a class of their
/// own (core/bom/BOM.md, "Scheduled fabrics"). One definition for the bill's lines, the cost
/// terms, the request for quotation and `bom --json`.
struct SwitchClasses
{
    /// Spine switches proper: none in a scheduled fabric.
    static std::int64_t spines(const Bom& bom)
    {
        return bom.design.scheduled.isScheduled() ? 0 : bom.switches.spine;
    }
    /// Installed fabric elements: none in a folded Clos.
    static std::int64_t fabricElements(const Bom& bom)
    {
        return bom.design.scheduled.isScheduled() ? bom.switches.spine : 0;
    }
    /// Spare leaves, spines and cores, without the spare fabric elements.
    static std::int64_t spareSwitches(const Bom& bom)
    {
        return bom.spares.switches - bom.spares.fabricElements;
    }
};

} // namespace fabrictco
