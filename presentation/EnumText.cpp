// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EnumText.h"

namespace fabrictco {

QString EnumText::fabric(Fabric fabric)
{
    switch (fabric) {
    case Fabric::InfiniBand:
        return tr("InfiniBand");
    case Fabric::RoCE:
        return tr("RoCE (Ethernet)");
    }
    return {};
}

QString EnumText::workload(Workload workload)
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

QString EnumText::workloadHint(Workload workload)
{
    // One sentence per workload, so that every choice says something of its own.
    switch (workload) {
    case Workload::LlmTraining:
        return tr("Thousands of GPUs wait for the slowest link at every step of the training: "
                  "jitter stalls the whole job, and the article leans towards InfiniBand.");
    case Workload::Hpc:
        return tr("Tightly coupled simulations exchange small messages all the time: latency "
                  "and its jitter set the pace, and the article leans towards InfiniBand.");
    case Workload::Hft:
        return tr("Microseconds of delay cost real money: the article leans towards InfiniBand, "
                  "or a specialised low-latency Ethernet.");
    case Workload::DistributedStorage:
        return tr("Throughput matters more than the odd microsecond of jitter: RoCE deserves a "
                  "serious evaluation.");
    case Workload::Rendering:
        return tr("Frames are rendered independently and tolerate jitter; bandwidth per dollar "
                  "decides: RoCE deserves a serious evaluation.");
    case Workload::InternetBackend:
        return tr("Services already run on Ethernet and tolerate occasional jitter: RoCE fits "
                  "the existing network and team.");
    }
    return {};
}

QString EnumText::team(TeamExpertise team)
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

QString EnumText::teamHint(TeamExpertise team)
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

QString EnumText::confidence(Confidence confidence, CatalogLayer layer, bool isPrice)
{
    if (confidence == Confidence::Quote && layer == CatalogLayer::Organisation)
        //: The confidence of a price in the organisation's catalog file, marked "quote" there:
        //: a price the organisation negotiated company-wide, not a quote in this document. For
        //: a figure other than a price (a product's watts): the organisation's own figure.
        return isPrice ? tr("negotiated price") : tr("organisation's figure");
    switch (confidence) {
    case Confidence::Published:
        return tr("published");
    case Confidence::Estimate:
        return tr("estimate");
    case Confidence::Derived:
        return tr("derived");
    case Confidence::Quote:
        return tr("vendor quote");
    case Confidence::User:
        return tr("your own figure");
    }
    return {};
}

QString EnumText::confidenceHint(Confidence confidence, CatalogLayer layer, bool isPrice)
{
    if (confidence == Confidence::Quote && layer == CatalogLayer::Organisation)
        return isPrice ? tr("A price your organisation negotiated, from its catalog file; a "
                            "vendor quote in this document replaces it.")
                       : tr("Your organisation's figure, from its catalog file.");
    switch (confidence) {
    case Confidence::Published:
        return tr("A public, citable figure.");
    case Confidence::Estimate:
        return tr("An estimate: replace it with a quote.");
    case Confidence::Derived:
        return tr("Derived from published figures.");
    case Confidence::Quote:
        return tr("From a vendor's quote.");
    case Confidence::User:
        return tr("Entered by you.");
    }
    return {};
}

QString EnumText::quoteStatus(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Valid:
        return tr("valid");
    case QuoteStatus::Expiring:
        //: A quote whose validity ends within 30 days.
        return tr("expiring");
    case QuoteStatus::Expired:
        return tr("expired");
    case QuoteStatus::Open:
        break;
    }
    return tr("no validity stated");
}

QString EnumText::valueSource(ValueSource source)
{
    switch (source) {
    case ValueSource::Override:
        return tr("set by hand");
    case ValueSource::Quote:
        return tr("vendor quote");
    case ValueSource::Preset:
        return tr("preset");
    case ValueSource::Product:
        return tr("chosen product");
    case ValueSource::Catalog:
        return tr("catalog");
    }
    return {};
}

QString EnumText::rounding(RoundingMode mode)
{
    switch (mode) {
    case RoundingMode::HalfEven:
        return tr("Half to even (banker's rounding)");
    case RoundingMode::HalfUp:
        return tr("Half away from zero");
    case RoundingMode::HalfDown:
        return tr("Half toward zero");
    case RoundingMode::TowardZero:
        return tr("Toward zero (truncate)");
    case RoundingMode::AwayFromZero:
        return tr("Away from zero");
    case RoundingMode::Floor:
        return tr("Down (toward negative infinity)");
    case RoundingMode::Ceiling:
        return tr("Up (toward positive infinity)");
    }
    return {};
}

} // namespace fabrictco
