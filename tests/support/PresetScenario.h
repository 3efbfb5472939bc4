// SPDX-License-Identifier: GPL-3.0-or-later
// The llm-training example's IB and RoCE plans under any answers to the article's three
// questions: the preset grid the calibration page and the property tests walk.
#pragma once

#include "core/model/Examples.h"
#include "core/model/PresetDefaults.h"
#include "core/model/Presets.h"
#include "tests/support/TestData.h"

namespace fabrictco::test {

inline Scenario presetScenario(Workload workload, TeamExpertise team, const ScalePreset& scale)
{
    Scenario scenario = Examples::load("llm-training", dataDir());
    scenario.workload = workload;
    scenario.team = team;
    scenario.cluster.nodes = scale.nodes;
    scenario.cluster.nodesByYear.clear();
    scenario.overrides["growth.annual"] = ParameterValue{scale.annualGrowth, {}};
    return scenario;
}

} // namespace fabrictco::test
