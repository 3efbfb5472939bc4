// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"
#include "core/money/Decimal.h"

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// How a design field's value is written and checked.
enum class DesignFieldKind
{
    Integer,
    Decimal,
    Boolean, ///< 0 (no) or 1 (yes)
};

/// What a design field's number counts; the presentation layer turns it into words.
enum class DesignFieldUnit
{
    None,
    Nodes,
    Ports,
    GbPerSecond,
    Ratio, ///< r for r:1
    Percent,
    Metres,
};

/// One input of a FabricDesign: its names in every place a user or a file spells it, what it
/// accepts and how to read and write it. DesignFieldRegistry holds them all, so the BOM, the
/// document validator, `set`, `bom` and the window's editors accept exactly the same values.
struct DesignField
{
    std::string key;    ///< FabricDesign member, JSON key and window field id ("railsPerNode")
    std::string column; ///< database column and `set` name ("rails_per_node")
    std::string option; ///< `bom` option without dashes ("rails"); for Boolean fields a flag
    DesignFieldKind kind = DesignFieldKind::Integer;
    DesignFieldUnit unit = DesignFieldUnit::None;
    Decimal minimum;
    Decimal maximum;
    bool evenOnly = false; ///< the radix: a leaf splits its ports between endpoints and spines
    /// For Boolean fields: the value the `bom` flag sets (the default is the other one).
    bool flagValue = true;
    std::string description; ///< English, for `bom --help`; the window has its own translation
    Decimal (*get)(const FabricDesign&) = nullptr;
    void (*set)(FabricDesign&, const Decimal&) = nullptr;

    /// The text as a value of this kind: a decimal, or for Boolean fields also true/false/yes/no.
    /// Empty when the text is no such value; the range is not checked here.
    std::optional<Decimal> parse(std::string_view text) const;
    /// Empty when the value is accepted, else "must be ... (got ...)" naming the range.
    std::optional<std::string> problem(const Decimal& value) const;
    /// What is wrong with `text` as typed: not a number, too many decimal places, or out of
    /// range ("must be a number from 0 to 2000 (got \"5m\")"); empty when it is accepted.
    std::optional<std::string> textProblem(std::string_view text) const;
    /// "a whole number from 1 to 64", "an even whole number from 4 to 1024", "0 or 1", ...
    std::string rangeText() const;
    Decimal defaultValue() const { return get(FabricDesign{}); }
};

} // namespace fabrictco
