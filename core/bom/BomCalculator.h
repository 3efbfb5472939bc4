// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace fabrictco {

/// A design no fabric can be built for (too many endpoints, odd radix, ...). The message names
/// the input and the accepted range, e.g. "nodes: 40000 x 8 rails needs 320000 endpoints; a
/// three-tier fat-tree of radix 64 holds at most 65536".
class BomError : public std::invalid_argument
{
public:
    BomError(std::string field, const std::string& message)
        : std::invalid_argument(message), m_field(std::move(field))
    {
    }
    /// The FabricDesign member at fault ("nodes", "switchRadix", ...).
    const std::string& field() const { return m_field; }

private:
    std::string m_field;
};

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
