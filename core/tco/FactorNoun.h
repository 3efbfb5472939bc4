// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Equipment.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace fabrictco {

/// What a constant of a cost formula counts ("12 leaf switches", "price trend 0.95^2"), as data.
/// presentation/FormulaWords words it in the reader's language; englishNoun() is the engine's
/// own English, as the CLI's breakdown prints it.
enum class FactorNoun : std::uint8_t
{
    None, ///< a bare figure
    /// The equipment bought, kEquipmentCount values from here (nounOf, equipmentOf).
    FirstEquipment,
    Links = FirstEquipment + kEquipmentCount,
    SwitchToSwitchLinks,
    Nodes,
    Gpus,
    HoursPerYear,
    HoursPerDay,
    WattsPerKilowatt,
    PriceTrend,
    Credit, ///< -1: a residual value is a negative cost
    YearsOfLifeLeft,
    YearsOfLife,
    ExpansionThisYear,
    HalfAsMuchInYear2,
    StaffScaleFactor, ///< at FactorLabel::endpoints nodes
    ReferenceFabricNodes,
    NodesOnOtherLeaves,
    UntunedShare,
    TunedShare,
    OfTheTuningTime,
    ExtraSwitchBatches,
    OversubscriptionMinusOne,
    Oversubscription,
    TiersAboveLeaf,
    LargestJobGpus,
    ClusterGpus,
    StragglerFactor, ///< at FactorLabel::endpoints endpoints
    LinkSpeedFactor, ///< at FactorLabel::endpoints Gb/s per GPU
};

inline constexpr int kFactorNounCount = static_cast<int>(FactorNoun::LinkSpeedFactor) + 1;

using FactorNounEquipment = EquipmentRange<FactorNoun, FactorNoun::FirstEquipment>;
/// The noun that counts `equipment` ("12 leaf switches").
constexpr FactorNoun nounOf(Equipment equipment)
{
    return FactorNounEquipment::of(equipment);
}
/// The equipment a noun counts; none for the other nouns.
constexpr std::optional<Equipment> equipmentOf(FactorNoun noun)
{
    return FactorNounEquipment::equipmentOf(noun);
}

/// A factor's noun with the figure it names, where it has one.
struct FactorLabel
{
    FactorNoun noun = FactorNoun::None;
    /// StragglerFactor: the endpoints the factor is taken at; StaffScaleFactor: the nodes;
    /// LinkSpeedFactor: the links' Gb/s per GPU
    std::int64_t endpoints = 0;

    // Implicit, so the cost terms read `term.times(count, FactorNoun::Nodes)` and
    // `term.times(count, Equipment::Switches)`.
    FactorLabel(FactorNoun n = FactorNoun::None, std::int64_t at = 0) : noun(n), endpoints(at) {}
    FactorLabel(Equipment counted) : noun(nounOf(counted)) {}
    bool operator==(const FactorLabel&) const = default;
};

/// "leaf switches", "straggler factor at 1024 endpoints"; empty for None. `one`: after the
/// figure 1 ("1 spare switch").
std::string englishNoun(const FactorLabel& label, bool one = false);
/// True for a multiplier rather than a count (price trend, straggler factor, oversubscription):
/// its name comes before its figure, "price trend 0.95", where a count reads "12 leaf switches".
bool isMultiplier(FactorNoun noun);
/// The noun alone ("straggler factor at %1 endpoints" keeps no figure): for tables and tests.
std::string_view englishName(FactorNoun noun);

} // namespace fabrictco
