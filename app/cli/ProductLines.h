// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/PlanSpec.h"

#include <QJsonObject>
#include <QString>

namespace fabrictco::cli {

/// How `show` and `bom` name a plan's switch, NIC and optics.
class ProductLines
{
public:
    /// "switch ib-ndr-qm9700 (InfiniBand NDR 64 x 400G (QM9700 class)); NIC ...; optics ..."
    /// with "custom" for a class the plan does not pick, or "custom hardware (own radix, link
    /// speed and generic catalog prices)". Ids the catalog does not know are shown as they are.
    static QString text(const PlanSpec& plan, const Catalog& catalog);
    /// {"switch": id, "nic": id, "optics": id}, "" for custom.
    static QJsonObject json(const PlanSpec& plan);
};

} // namespace fabrictco::cli
