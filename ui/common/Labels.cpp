// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Labels.h"

namespace fabrictco::ui {

QString Labels::fabric(Fabric fabric)
{
    switch (fabric) {
    case Fabric::InfiniBand:
        return tr("InfiniBand");
    case Fabric::RoCE:
        return tr("RoCE (RDMA over Ethernet)");
    }
    return {};
}

QString Labels::category(CostCategory category)
{
    switch (category) {
    case CostCategory::Hardware:
        return tr("Hardware");
    case CostCategory::Licensing:
        return tr("Licences and support");
    case CostCategory::Power:
        return tr("Power");
    case CostCategory::Staff:
        return tr("Staff");
    case CostCategory::Jitter:
        return tr("Idle compute (jitter)");
    case CostCategory::Incidents:
        return tr("Incidents");
    case CostCategory::Rearchitecture:
        return tr("Rebuild risk");
    }
    return {};
}

QString Labels::workload(Workload workload)
{
    switch (workload) {
    case Workload::LlmTraining:
        return tr("Large-model training");
    case Workload::Hpc:
        return tr("Scientific computing (CFD, climate)");
    case Workload::Hft:
        return tr("High-frequency trading");
    case Workload::DistributedStorage:
        return tr("Distributed storage (Ceph)");
    case Workload::Rendering:
        return tr("Video rendering");
    case Workload::InternetBackend:
        return tr("Internet back-end services");
    }
    return {};
}

QString Labels::workloadHint(Workload workload)
{
    switch (workload) {
    case Workload::LlmTraining:
    case Workload::Hpc:
    case Workload::Hft:
        return tr("Hours of stalled training or microseconds of delay cost real money: the "
                  "article leans towards InfiniBand.");
    case Workload::DistributedStorage:
    case Workload::Rendering:
    case Workload::InternetBackend:
        return tr("Occasional microsecond jitter is tolerated and bandwidth per dollar matters: "
                  "RoCE deserves a serious evaluation.");
    }
    return {};
}

QString Labels::team(TeamExpertise team)
{
    switch (team) {
    case TeamExpertise::NoRdma:
        return tr("No RDMA experience");
    case TeamExpertise::SomeRdma:
        return tr("Some RDMA / RoCE experience");
    case TeamExpertise::StrongRoce:
        return tr("A \"network doctor\": runs PFC, ECN and DCQCN");
    }
    return {};
}

QString Labels::teamHint(TeamExpertise team)
{
    switch (team) {
    case TeamExpertise::NoRdma:
        return tr("Without someone who can tune lossless Ethernet, RoCE carries a high risk; "
                  "InfiniBand bundles that expertise into the vendor's service.");
    case TeamExpertise::SomeRdma:
        return tr("RoCE is possible, but budget for tuning time and the vendor's help.");
    case TeamExpertise::StrongRoce:
        return tr("The team can read switch logs with the vendor: RoCE's risk is manageable.");
    }
    return {};
}

} // namespace fabrictco::ui
