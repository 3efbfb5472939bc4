// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Presets.h"
#include "core/model/Scenario.h"
#include "core/money/Currency.h"
#include "core/money/RoundingMode.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/RecommendationEngine.h"
#include "core/tco/BuildablePlans.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/TcoResult.h"

#include <QJsonArray>
#include <QString>
#include <QTextStream>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fabrictco::cli {

class CliOptions;

/// What the risk commands (risk, sweep, sensitivity, recommend) need from a scenario: the
/// StochasticModel at any first-year node count and the deterministic category NPVs, both from
/// the TCO engine. Keeps the commands independent of how scenarios are stored and priced.
struct RiskScenario
{
    std::string name; ///< example name or file path, for headings
    int firstYearNodes = 0;
    int lastYearNodes = 0;
    int gpusPerNode = 8;
    int horizonYears = 5;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    Workload workload = Workload::LlmTraining;
    TeamExpertise team = TeamExpertise::NoRdma;
    /// The recommended plan and the runner-up by expected NPV: the pair every risk command
    /// compares.
    ComparedPlans plans;
    /// The scenario, its catalog and its cost table, for RiskPipeline::run.
    std::shared_ptr<const Scenario> scenario;
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<const TcoResult> tco;
    /// The document's scenario, plans left out included: the sweep prices each plan at the
    /// sizes where it can be built (RiskPipelineOptions::sweptScenario).
    std::shared_ptr<const Scenario> wholeScenario;
    /// The model with the scenario's first-year node count replaced by `nodes`, of the plans
    /// that can be built at that size (BuildablePlans::stochasticModelAt).
    StochasticModelFactory modelAt;
    /// The plans of wholeScenario that can be built at `nodes` (BuildablePlans::buildableAt).
    std::function<std::vector<std::string>(int nodes)> buildableAt;
    /// The exact tornado of the compared pair at the scenario's own size (exactSensitivity).
    std::function<SensitivityResult()> sensitivity;
    /// Every plan's expected NPV as `tco` shows it, in plan order.
    std::vector<PlanNpv> planNpvs;
    /// Ids of the document's plans that cannot be built for the cluster: not priced (they are
    /// not in `scenario`), said in a note (priceBuildablePlans).
    std::vector<std::string> leftOut;
    /// `leftOut` for the --json outputs ("plans_left_out"): a script learns which plans have no
    /// figures, not only by their absence.
    QJsonArray leftOutJson() const;
    /// Every plan's name (its id when it has none), for the words of the recommendation.
    std::map<std::string, QString> planNames;
    /// Loaded from a bundled example (--example), whose texts ExampleText translates.
    bool fromExample = false;
    /// NPV per TCO category of the compared pair at the scenario's own size, as `tco` shows it.
    std::function<std::vector<CategoryNpv>()> categories;
};

/// Declares FILE and --example NAME on `options`.
void addScenarioArguments(CliOptions& options);

/// Prices the plans of `scenario` that can be built for its cluster (BuildablePlans), and says
/// on `notes` which are left out and why. DataError when none can be priced, saying why.
PricedPlans priceBuildablePlans(const Scenario& scenario, const Catalog& catalog,
                                QTextStream& notes);

/// Loads the scenario named by FILE or --example (exactly one; default: the default example),
/// with the horizon replaced by `years` when given; its plans that cannot be built for the
/// cluster are left out, said on `notes`. UsageError for a bad combination or unknown example,
/// DataError for a file or catalog that cannot be used or a cluster no plan can be built for.
RiskScenario loadRiskScenario(const CliOptions& options, QTextStream& notes,
                              std::optional<int> years = std::nullopt);

} // namespace fabrictco::cli
