// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/bom/BomError.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace fabrictco {

/// Derives the bill of materials for a fabric design. Pure and deterministic.
class BomCalculator
{
public:
    /// Throws BomError for an invalid or impossible design.
    static Bom calculate(const FabricDesign& design);
    /// Checks a design without computing it; throws BomError like calculate().
    static void validate(const FabricDesign& design);
    /// The smallest even switch radix above the design's that holds `design.nodes` with the
    /// rest unchanged; none when no radix the registry accepts does, or with scalable units.
    static std::optional<int> smallestRadixFor(const FabricDesign& design);
};

} // namespace fabrictco
