// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/LinkSpeedFigures.h"

#include <algorithm>
#include <array>

namespace fabrictco {

bool LinkSpeedFigures::dependsOnSpeed(std::string_view key)
{
    // Fibre (price.cable_optical) is the same glass at every speed; licences, staff and
    // risk figures do not depend on the link at all.
    static constexpr std::array<std::string_view, 11> kKeys{
        "price.switch",       "price.nic",       "price.transceiver",
        "price.cable_copper", "price.cable_aec", "price.cable_aoc",
        "power.switch_watts", "power.nic_watts", "power.transceiver_watts",
        "power.aec_watts",    "power.aoc_watts"};
    return std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end();
}

} // namespace fabrictco
