// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios the model tests share: the llm-training example's IB and RoCE plans under any
// answers to the article's three questions (the preset grid the calibration page and the
// property tests walk), the same example with a copy of a plan, and its RoCE plan alone on
// given products.
#pragma once

#include "core/model/Examples.h"
#include "core/model/PresetDefaults.h"
#include "core/model/Presets.h"
#include "core/model/ProductSelection.h"
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

/// The llm-training example with a second RoCE offer, "roce-x" ("RoCE, Spectrum-X"), on
/// Spectrum-X switches where the white-box plan "roce" has Tomahawk 5: two offers of one fabric
/// with different products (issue 35's quotes per product and per plan).
inline Scenario withSpectrumOffer()
{
    Scenario scenario = Examples::load("llm-training", dataDir());
    PlanSpec spectrum = scenario.plans.at(1);
    spectrum.id = "roce-x";
    spectrum.name = "RoCE, Spectrum-X";
    spectrum.products.switchId = "roce-sn5600";
    scenario.plans.push_back(spectrum);
    return scenario;
}

/// The hft example (its InfiniBand plan is the cheaper) with an exact copy of its InfiniBand
/// plan ("ib-copy", "IB copy"): the two must tie in every figure, as the recommended plan and
/// the runner-up.
inline Scenario withInfiniBandCopy()
{
    Scenario scenario = Examples::load("hft", dataDir());
    PlanSpec copy = scenario.plans.front();
    copy.id = "ib-copy";
    copy.name = "IB copy";
    scenario.plans.push_back(copy);
    return scenario;
}

/// The llm-training example's RoCE plan alone on `products` (128 nodes x 8 rails), one year,
/// no growth: year-1 purchases only.
inline Scenario roceOnly(const Catalog& catalog, PlanProducts products)
{
    Scenario s = Examples::load("llm-training", dataDir());
    s.plans.erase(s.plans.begin());
    s.cluster.horizonYears = 1;
    s.overrides.erase("growth.annual");
    s.plans.front().products = std::move(products);
    ProductSelection::apply(s.plans.front(), catalog);
    return s;
}

} // namespace fabrictco::test
