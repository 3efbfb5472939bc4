// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace fabrictco {

/// Why no fabric can be built for a design, as a code with its figures: presentation/BomErrorText
/// words it in the reader's language, detail() in the engine's English (the CLI).
enum class BomProblem
{
    /// A field outside its registry range. Args: the value given.
    OutOfRange,
    /// A scalable unit needing more leaves than a three-tier fabric holds. Args: unit nodes,
    /// rails, leaves per unit, radix, most nodes per unit.
    UnitTooLarge,
    /// More endpoints than a three-tier fabric holds. Args: nodes, rails, extra endpoints,
    /// endpoints, radix, oversubscription, most endpoints, most accepted value of the field,
    /// smallest radix that would hold them ("" when none).
    TooManyEndpoints,
    /// More endpoints than a scheduled fabric holds (ScheduledFabric::maxEndpoints). Args as
    /// TooManyEndpoints, the radix and the smallest radix empty (a scheduled fabric's size is
    /// its maker's, not its leaves' radix).
    ScheduledFabricFull,
};

/// A design no fabric can be built for (too many endpoints, odd radix, ...). what() is
/// "field: detail()", e.g. "nodes: 40000 nodes x 8 rails + 0 extra endpoints need 320000
/// endpoints, more than ...".
class BomError : public std::invalid_argument
{
public:
    BomError(std::string field, BomProblem problem, std::vector<std::string> args);

    /// The FabricDesign member at fault ("nodes", "switchRadix", ...).
    const std::string& field() const { return m_field; }
    BomProblem problem() const { return m_problem; }
    const std::vector<std::string>& args() const { return m_args; }
    /// More endpoints than the fabric holds (TooManyEndpoints, ScheduledFabricFull): the args
    /// name the most accepted value of the field.
    bool isTooManyEndpoints() const
    {
        return m_problem == BomProblem::TooManyEndpoints ||
               m_problem == BomProblem::ScheduledFabricFull;
    }
    /// The English sentence after "field: ".
    std::string detail() const;

private:
    std::string m_field;
    BomProblem m_problem;
    std::vector<std::string> m_args;
};

} // namespace fabrictco
