// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/Equipment.h"

#include <array>

namespace fabrictco {

namespace {

/// One item's English: after most figures, and after the figure 1.
struct EnglishNames
{
    std::string_view many;
    std::string_view one;
};

/// In enum order (checked by EquipmentTest).
constexpr std::array<EnglishNames, kEquipmentCount> kNames{{
    {"leaf switches", "leaf switch"},
    {"spine switches", "spine switch"},
    {"core switches", "core switch"},
    {"fabric elements", "fabric element"},
    {"spare switches", "spare switch"},
    {"spare fabric elements", "spare fabric element"},
    {"switches", "switch"},
    {"NIC ports", "NIC port"},
    {"copper cables", "copper cable"},
    {"active copper cables", "active copper cable"},
    {"active optical cables", "active optical cable"},
    {"fibre patch cables", "fibre patch cable"},
    {"cables", "cable"},
    {"transceivers", "transceiver"},
}};

} // namespace

std::string_view englishName(Equipment equipment)
{
    const auto index = static_cast<std::size_t>(equipment);
    return index < kNames.size() ? kNames[index].many : std::string_view();
}

std::string_view englishNameOfOne(Equipment equipment)
{
    const auto index = static_cast<std::size_t>(equipment);
    return index < kNames.size() ? kNames[index].one : std::string_view();
}

} // namespace fabrictco
