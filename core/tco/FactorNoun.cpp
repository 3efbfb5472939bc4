// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FactorNoun.h"

#include <array>

namespace fabrictco {

namespace {

// In enum order after the equipment (checked by FactorNounTest); the equipment's names are
// Equipment's.
constexpr int kFirstAfterEquipment = static_cast<int>(FactorNoun::Links);
constexpr std::array<std::string_view, kFactorNounCount - kFirstAfterEquipment> kNames{
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
    if (noun == FactorNoun::None)
        return {};
    if (const std::optional<Equipment> counted = equipmentOf(noun))
        return englishName(*counted);
    const auto index = static_cast<std::size_t>(static_cast<int>(noun) - kFirstAfterEquipment);
    return index < kNames.size() ? kNames[index] : std::string_view();
}

bool isMultiplier(FactorNoun noun)
{
    return noun == FactorNoun::PriceTrend || noun == FactorNoun::StragglerFactor ||
           noun == FactorNoun::StaffScaleFactor || noun == FactorNoun::LinkSpeedFactor ||
           noun == FactorNoun::Oversubscription || noun == FactorNoun::OversubscriptionMinusOne;
}

std::string englishNoun(const FactorLabel& label, bool one)
{
    if (const std::optional<Equipment> counted = equipmentOf(label.noun); counted && one)
        return std::string(englishNameOfOne(*counted));
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
