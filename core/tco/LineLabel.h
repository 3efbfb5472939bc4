// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Equipment.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace fabrictco {

/// What a cost line pays for ("Expansion"), as data. presentation/LineItemText words it in the
/// reader's language; englishLabel() is the engine's own English, as the CLI's tables, CSV and
/// JSON print it.
enum class LineKind : std::uint8_t
{
    InitialPurchase,
    Expansion,
    Installation,
    Refresh,
    Recabling,
    RecablingLabour, ///< whole: "Re-cabling labour: switch-to-switch links"
    PowerAndCooling,
    SupportContract,
    FabricManagement, ///< whole
    SwitchOsLicences, ///< whole
    Sharp,            ///< whole
    Engineers,
    RoceHiringPremium,
    RoceTraining,
    TuningHelp, ///< whole
    StallUntilRestarted,
    CheckpointRollback,
    RebuildRisk,
    RebuildDowntime, ///< whole: "Rebuild risk: cluster downtime"
    ResidualValue,
    IdleCompute, ///< jitter priced as idle GPU time
    ValueLost,   ///< jitter priced per node-year
};

/// On what a line's kind applies: equipment, staff, incidents or a cause of jitter.
enum class LineSubject : std::uint8_t
{
    None,
    /// The equipment bought, kEquipmentCount values from here (subjectOf, equipmentOf).
    FirstEquipment,
    FabricEngineers = FirstEquipment + kEquipmentCount,
    SwitchFailures,
    LinkFailures,
    NicPortFailures,
    RoceConfigTunedShare,
    RoceConfigUntunedShare,
    RoceConfigAfterExpansion,
    RoceConfigMixedBatches,
    InfiniBandBaselineLoss,
    RoceNotYetTuned,
    TunedRoce,
    MixedSwitchBatches,
    CrossLeafCongestion,
    EcmpCollisions,
    UpperTierQueueing,
};

using LineSubjectEquipment = EquipmentRange<LineSubject, LineSubject::FirstEquipment>;
/// The subject of a line that pays for `equipment` ("Initial purchase: leaf switches").
constexpr LineSubject subjectOf(Equipment equipment)
{
    return LineSubjectEquipment::of(equipment);
}
/// The equipment a line pays for; none for the other subjects.
constexpr std::optional<Equipment> equipmentOf(LineSubject subject)
{
    return LineSubjectEquipment::equipmentOf(subject);
}

struct LineLabel
{
    LineKind kind = LineKind::InitialPurchase;
    LineSubject subject = LineSubject::None;
    /// ResidualValue: the year the equipment was bought; 0 otherwise.
    int boughtYear = 0;

    bool operator==(const LineLabel&) const = default;
};

/// The kind alone for a kind marked "whole" above, "<kind>: <subject>" otherwise, with
/// " bought in year N" for a residual value: "Residual value: leaf switches bought in year 2".
std::string englishLabel(const LineLabel& label);
std::string_view englishName(LineKind kind);
std::string_view englishName(LineSubject subject);
/// True for the kinds whose English names the whole line (they take no subject).
bool isWhole(LineKind kind);

} // namespace fabrictco
