// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterValue.h"
#include "core/model/PlanSpec.h"
#include "core/model/Presets.h"
#include "core/model/Quote.h"
#include "core/model/Uncertainty.h"
#include "core/money/Currency.h"
#include "core/money/RoundingMode.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Who wrote the scenario and when; shown on the report's cover.
struct ScenarioMetadata
{
    std::string title;
    std::string author;
    std::string organisation;
    std::string notes;
    std::string createdUtc; ///< ISO 8601, "2026-11-29T19:20:00Z"
    std::string modifiedUtc;
    std::string programVersion;
    friend bool operator==(const ScenarioMetadata&, const ScenarioMetadata&) = default;
};

/// The cluster every plan of the scenario serves.
struct ClusterInputs
{
    int nodes = 128; ///< compute nodes in year 1
    int gpusPerNode = 8;
    int horizonYears = 5; ///< 1..10
    /// Node count in each year of the horizon (size horizonYears). Empty: derived from `nodes`
    /// and the growth parameter.
    std::vector<int> nodesByYear;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    friend bool operator==(const ClusterInputs&, const ClusterInputs&) = default;
};

/// One cluster, its presets (the article's three questions) and the plans compared for it.
/// Everything a document saves; the catalog supplies what is not overridden here.
struct Scenario
{
    ScenarioMetadata metadata;
    Workload workload = Workload::LlmTraining;
    TeamExpertise team = TeamExpertise::NoRdma;
    ClusterInputs cluster;
    /// Scenario-scoped parameters set by the user, by ParameterRegistry key.
    std::map<std::string, ParameterValue> overrides;
    std::map<std::string, Uncertainty> uncertainty;
    std::vector<PlanSpec> plans;
    std::vector<Quote> quotes;
    friend bool operator==(const Scenario&, const Scenario&) = default;

    /// The plan with this id; nullptr when there is none.
    PlanSpec* plan(std::string_view id)
    {
        for (PlanSpec& candidate : plans)
            if (candidate.id == id)
                return &candidate;
        return nullptr;
    }
    const PlanSpec* plan(std::string_view id) const
    {
        return const_cast<Scenario*>(this)->plan(id);
    }
};

} // namespace fabrictco
