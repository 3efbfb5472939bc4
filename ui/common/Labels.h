// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/Presets.h"
#include "core/tco/CostCategory.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco::ui {

/// Words for the model's enums, in the current language. Core returns data; this names it.
class Labels
{
    Q_DECLARE_TR_FUNCTIONS(Labels)
public:
    static QString fabric(Fabric fabric);
    static QString category(CostCategory category);
    static QString workload(Workload workload);
    /// One line on why the article leans one way for this workload.
    static QString workloadHint(Workload workload);
    static QString team(TeamExpertise team);
    static QString teamHint(TeamExpertise team);
};

} // namespace fabrictco::ui
