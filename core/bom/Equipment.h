// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fabrictco {

/// What a fabric's bill of materials buys, named once for every place that names it: the
/// subject of a cost line ("Initial purchase: leaf switches", LineSubject), what a count in its
/// formula counts ("12 leaf switches", FactorNoun) and the lines of the bill (BomLines). Those
/// enums hold the equipment as one range of values (subjectOf, nounOf, equipmentOf), so the
/// nouns and their translations (presentation/EquipmentText) exist once.
enum class Equipment : std::uint8_t
{
    LeafSwitches,
    SpineSwitches,
    CoreSwitches,
    /// A scheduled fabric's cell switches (its second tier, in place of spines)
    FabricElements,
    SpareSwitches, ///< leaves, spines and cores
    SpareFabricElements,
    Switches, ///< every tier with the spares
    NicPorts,
    CopperCables,
    ActiveCopperCables,
    ActiveOpticalCables,
    FibrePatchCables,
    Cables, ///< every kind with the spares
    Transceivers,
};

inline constexpr int kEquipmentCount = static_cast<int>(Equipment::Transceivers) + 1;

/// "leaf switches": the engine's own English, as the CLI's breakdown prints it.
std::string_view englishName(Equipment equipment);
/// "leaf switch": the same after the figure 1.
std::string_view englishNameOfOne(Equipment equipment);

/// Maps an enum that holds the equipment as the range [First, First + kEquipmentCount) to and
/// from Equipment.
template <typename Enum, Enum First> struct EquipmentRange
{
    static constexpr Enum of(Equipment equipment)
    {
        return static_cast<Enum>(static_cast<int>(First) + static_cast<int>(equipment));
    }
    static constexpr std::optional<Equipment> equipmentOf(Enum value)
    {
        const int offset = static_cast<int>(value) - static_cast<int>(First);
        if (offset < 0 || offset >= kEquipmentCount)
            return std::nullopt;
        return static_cast<Equipment>(offset);
    }
};

} // namespace fabrictco
