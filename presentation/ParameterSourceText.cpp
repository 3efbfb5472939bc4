// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ParameterSourceText.h"

#include "presentation/EnumText.h"

namespace fabrictco {

QString ParameterSourceText::preset(const ParameterSpec& spec, const Scenario& scenario)
{
    // The rule ParameterResolver uses to pick the preset: workload.* from the workload's.
    if (spec.key.starts_with("workload."))
        return tr("Preset for the workload: %1").arg(EnumText::workload(scenario.workload));
    return tr("Preset for the team: %1").arg(EnumText::team(scenario.team));
}

QString ParameterSourceText::override()
{
    return tr("Entered in this document, replacing the default");
}

} // namespace fabrictco
