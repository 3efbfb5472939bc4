// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/Equipment.h"

#include <array>

namespace fabrictco {

std::string_view englishName(Equipment equipment)
{
    // In enum order (checked by EquipmentTest).
    static constexpr std::array<std::string_view, kEquipmentCount> kNames{
        "leaf switches",
        "spine switches",
        "core switches",
        "spare switches",
        "switches",
        "NIC ports",
        "copper cables",
        "active copper cables",
        "active optical cables",
        "fibre patch cables",
        "cables",
        "transceivers",
    };
    const auto index = static_cast<std::size_t>(equipment);
    return index < kNames.size() ? kNames[index] : std::string_view();
}

std::string_view englishNameOfOne(Equipment equipment)
{
    // In enum order, as englishName's.
    static constexpr std::array<std::string_view, kEquipmentCount> kNames{
        "leaf switch",
        "spine switch",
        "core switch",
        "spare switch",
        "switch",
        "NIC port",
        "copper cable",
        "active copper cable",
        "active optical cable",
        "fibre patch cable",
        "cable",
        "transceiver",
    };
    const auto index = static_cast<std::size_t>(equipment);
    return index < kNames.size() ? kNames[index] : std::string_view();
}

} // namespace fabrictco
