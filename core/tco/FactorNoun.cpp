// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FactorNoun.h"

#include <array>

namespace fabrictco {

namespace {

// In enum order (checked by FactorNounTest).
constexpr std::array<std::string_view, kFactorNounCount> kNames{
    "",
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
    "transceivers",
    "links",
    "switch-to-switch links",
    "nodes",
    "GPUs",
    "hours per year",
    "hours per day",
    "W per kW",
    "price trend",
    "credit",
    "years of life left",
    "years of life",
    "expansion this year",
    "half as much in year 2",
    "staff scale factor",
    "nodes of the reference fabric",
    "nodes on other leaves",
    "untuned share",
    "tuned share",
    "of the tuning time",
    "extra switch batches",
    "oversubscription r - 1",
    "oversubscription r",
    "tiers above the leaf",
    "GPUs of the largest job",
    "GPUs in the cluster",
    "straggler factor",
    "link speed factor",
};

} // namespace

std::string_view englishName(FactorNoun noun)
{
    const auto index = static_cast<std::size_t>(noun);
    return index < kNames.size() ? kNames[index] : std::string_view();
}

bool isMultiplier(FactorNoun noun)
{
    return noun == FactorNoun::PriceTrend || noun == FactorNoun::StragglerFactor ||
           noun == FactorNoun::StaffScaleFactor || noun == FactorNoun::LinkSpeedFactor ||
           noun == FactorNoun::Oversubscription || noun == FactorNoun::OversubscriptionMinusOne;
}

std::string englishNoun(const FactorLabel& label)
{
    std::string text(englishName(label.noun));
    if (label.noun == FactorNoun::StragglerFactor)
        text += " at " + std::to_string(label.endpoints) + " endpoints";
    if (label.noun == FactorNoun::StaffScaleFactor)
        text += " at " + std::to_string(label.endpoints) + " nodes";
    if (label.noun == FactorNoun::LinkSpeedFactor)
        text += " at " + std::to_string(label.endpoints) + " Gb/s per GPU";
    return text;
}

} // namespace fabrictco
