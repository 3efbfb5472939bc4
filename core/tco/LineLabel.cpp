// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/LineLabel.h"

#include <array>
#include <utility>

namespace fabrictco {

namespace {

constexpr std::array<std::pair<LineKind, std::string_view>, 22> kKinds{{
    {LineKind::InitialPurchase, "Initial purchase"},
    {LineKind::Expansion, "Expansion"},
    {LineKind::Installation, "Installation"},
    {LineKind::Refresh, "Refresh at end of life"},
    {LineKind::Recabling, "Re-cabling for the new tier"},
    {LineKind::RecablingLabour, "Re-cabling labour: switch-to-switch links"},
    {LineKind::PowerAndCooling, "Power and cooling"},
    {LineKind::SupportContract, "Support contract"},
    {LineKind::FabricManagement, "Fabric management software"},
    {LineKind::SwitchOsLicences, "Switch OS licences and support"},
    {LineKind::Sharp, "SHARP in-network reduction"},
    {LineKind::Engineers, "Engineers"},
    {LineKind::RoceHiringPremium, "RoCE hiring premium"},
    {LineKind::RoceTraining, "RoCE training"},
    {LineKind::TuningHelp, "External PFC/ECN/DCQCN tuning help"},
    {LineKind::StallUntilRestarted, "Stall until restarted"},
    {LineKind::CheckpointRollback, "Checkpoint rollback"},
    {LineKind::RebuildRisk, "Rebuild risk"},
    {LineKind::RebuildDowntime, "Rebuild risk: cluster downtime"},
    {LineKind::ResidualValue, "Residual value"},
    {LineKind::IdleCompute, "Idle compute"},
    {LineKind::ValueLost, "Value lost"},
}};

// The subjects after the equipment, whose names are Equipment's.
constexpr std::array<std::pair<LineSubject, std::string_view>, 15> kSubjects{{
    {LineSubject::FabricEngineers, "network engineers of the fabric"},
    {LineSubject::SwitchFailures, "switch failures"},
    {LineSubject::LinkFailures, "link failures"},
    {LineSubject::NicPortFailures, "NIC port failures"},
    {LineSubject::RoceConfigTunedShare, "RoCE configuration incidents (tuned share of the year)"},
    {LineSubject::RoceConfigUntunedShare,
     "RoCE configuration incidents (untuned share of the year)"},
    {LineSubject::RoceConfigAfterExpansion, "RoCE configuration incidents after the expansion"},
    {LineSubject::RoceConfigMixedBatches, "RoCE configuration incidents from mixed switch batches"},
    {LineSubject::InfiniBandBaselineLoss, "InfiniBand baseline loss"},
    {LineSubject::RoceNotYetTuned, "RoCE not yet tuned"},
    {LineSubject::TunedRoce, "tuned RoCE"},
    {LineSubject::MixedSwitchBatches, "mixed switch batches or brands"},
    {LineSubject::CrossLeafCongestion, "cross-leaf congestion from oversubscription"},
    {LineSubject::EcmpCollisions, "ECMP flow collisions"},
    {LineSubject::UpperTierQueueing, "queueing at the tiers above the leaf"},
}};

// The tables are in enum order from `first`, so a name is one index away (checked by
// LineLabelTest).
template <typename Enum, std::size_t N>
std::string_view nameIn(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value,
                        Enum first)
{
    const auto index = static_cast<std::size_t>(static_cast<int>(value) - static_cast<int>(first));
    return index < N && table[index].first == value ? table[index].second : std::string_view();
}

} // namespace

std::string_view englishName(LineKind kind)
{
    return nameIn(kKinds, kind, LineKind::InitialPurchase);
}

std::string_view englishName(LineSubject subject)
{
    if (subject == LineSubject::None)
        return {};
    if (const std::optional<Equipment> bought = equipmentOf(subject))
        return englishName(*bought);
    return nameIn(kSubjects, subject, LineSubject::FabricEngineers);
}

bool isWhole(LineKind kind)
{
    switch (kind) {
    case LineKind::RecablingLabour:
    case LineKind::FabricManagement:
    case LineKind::SwitchOsLicences:
    case LineKind::Sharp:
    case LineKind::TuningHelp:
    case LineKind::RebuildDowntime:
        return true;
    default:
        return false;
    }
}

std::string englishLabel(const LineLabel& label)
{
    std::string text(englishName(label.kind));
    if (isWhole(label.kind))
        return text;
    text += ": ";
    text += englishName(label.subject);
    if (label.kind == LineKind::ResidualValue)
        text += " bought in year " + std::to_string(label.boughtYear);
    return text;
}

} // namespace fabrictco
