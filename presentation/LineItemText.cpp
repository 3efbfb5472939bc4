// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/LineItemText.h"

#include "presentation/EquipmentText.h"

namespace fabrictco {

QString LineItemText::kind(LineKind kind)
{
    switch (kind) {
    case LineKind::InitialPurchase:
        return tr("Initial purchase");
    case LineKind::Expansion:
        return tr("Expansion");
    case LineKind::Installation:
        return tr("Installation");
    case LineKind::Refresh:
        return tr("Refresh at end of life");
    case LineKind::Recabling:
        return tr("Re-cabling for the new tier");
    case LineKind::RecablingLabour:
        return tr("Re-cabling labour: switch-to-switch links");
    case LineKind::PowerAndCooling:
        return tr("Power and cooling");
    case LineKind::SupportContract:
        return tr("Support contract");
    case LineKind::FabricManagement:
        return tr("Fabric management software");
    case LineKind::SwitchOsLicences:
        return tr("Switch OS licences and support");
    case LineKind::Sharp:
        return tr("SHARP in-network reduction");
    case LineKind::Engineers:
        return tr("Engineers");
    case LineKind::RoceHiringPremium:
        return tr("RoCE hiring premium");
    case LineKind::RoceTraining:
        return tr("RoCE training");
    case LineKind::TuningHelp:
        return tr("External PFC/ECN/DCQCN tuning help");
    case LineKind::StallUntilRestarted:
        return tr("Stall until restarted");
    case LineKind::CheckpointRollback:
        return tr("Checkpoint rollback");
    case LineKind::RebuildRisk:
        return tr("Rebuild risk");
    case LineKind::RebuildDowntime:
        return tr("Rebuild risk: cluster downtime");
    case LineKind::ResidualValue:
        return tr("Residual value");
    case LineKind::IdleCompute:
        //: Jitter priced as idle GPU time (training, HPC).
        return tr("Idle compute");
    case LineKind::ValueLost:
        //: Jitter priced per node-year: HFT's latency-dependent revenue, storage throughput.
        return tr("Value lost");
    }
    return QString::fromUtf8(englishName(kind).data(), qsizetype(englishName(kind).size()));
}

QString LineItemText::subject(LineSubject subject)
{
    if (const std::optional<Equipment> bought = equipmentOf(subject))
        return EquipmentText::name(*bought);
    switch (subject) {
    case LineSubject::None:
    case LineSubject::FirstEquipment: // above
        return {};
    case LineSubject::FabricEngineers:
        return tr("network engineers of the fabric");
    case LineSubject::SwitchFailures:
        return tr("%1 failures").arg(tr("switch"));
    case LineSubject::LinkFailures:
        return tr("%1 failures").arg(tr("link"));
    case LineSubject::NicPortFailures:
        return tr("%1 failures").arg(tr("NIC port"));
    case LineSubject::RoceConfigTunedShare:
        return tr("RoCE configuration incidents (tuned share of the year)");
    case LineSubject::RoceConfigUntunedShare:
        return tr("RoCE configuration incidents (untuned share of the year)");
    case LineSubject::RoceConfigAfterExpansion:
        return tr("RoCE configuration incidents after the expansion");
    case LineSubject::RoceConfigMixedBatches:
        return tr("RoCE configuration incidents from mixed switch batches");
    case LineSubject::InfiniBandBaselineLoss:
        return tr("InfiniBand baseline loss");
    case LineSubject::RoceNotYetTuned:
        return tr("RoCE not yet tuned");
    case LineSubject::TunedRoce:
        return tr("tuned RoCE");
    case LineSubject::MixedSwitchBatches:
        return tr("mixed switch batches or brands");
    case LineSubject::CrossLeafCongestion:
        return tr("cross-leaf congestion from oversubscription");
    case LineSubject::EcmpCollisions:
        return tr("ECMP flow collisions");
    case LineSubject::UpperTierQueueing:
        return tr("queueing at the tiers above the leaf");
    }
    return QString::fromUtf8(englishName(subject).data(), qsizetype(englishName(subject).size()));
}

QString LineItemText::label(const LineLabel& label)
{
    const QString what = kind(label.kind);
    if (isWhole(label.kind))
        return what;
    QString on = subject(label.subject);
    if (label.kind == LineKind::ResidualValue)
        on = tr("%1 bought in year %2").arg(on, QString::number(label.boughtYear));
    //: A cost line: what is paid for, then on what, e.g. "Expansion: leaf switches".
    return tr("%1: %2").arg(what, on);
}

} // namespace fabrictco
