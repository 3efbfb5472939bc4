// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "core/analysis/PriceToBeatOdds.h"
#include "core/bom/Bom.h"
#include "core/bom/BomError.h"
#include "core/model/Catalog.h"
#include "core/model/ProductError.h"
#include "core/model/Scenario.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/tco/CostCategory.h"
#include "ui/results/ResultNote.h"

#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fabrictco {
struct TcoResult;
}

namespace fabrictco::ui {

/// One plan's headline figures. Absent figures are not computed yet (engine missing or the
/// risk run still going), never zero.
struct PlanSummary
{
    std::string planId;
    ChartPlan plan;
    std::optional<Bom> bom;
    /// Why there is no BOM: the design cannot be built (words: ResultWords::planProblem) ...
    std::optional<BomError> bomError;
    /// ... or the picked products do not fit together.
    std::optional<ProductFault> productFault;
    std::optional<Money> horizonTco; ///< nominal, over the horizon
    std::optional<Money> npv;
    std::optional<Money> costPerGpuMonth;
    std::optional<Money> p95; ///< 95th percentile of horizon NPV (Monte Carlo)
    /// Share of the trials in which it is the cheapest of all plans (Monte Carlo)
    std::optional<double> pCheapest;
    /// Expected NPV above the recommended plan's (zero for the recommended plan itself)
    std::optional<Money> marginToBest;
    /// Link speed, switch ports at that speed and the tiers in each year, when the plans differ
    /// in switch port count or link speed (hardware generation); with the NPV rebuilt at
    /// ComparisonData::equalGenerationLinkSpeedGbps from switches of
    /// ComparisonData::equalGenerationRadix ports on every plan (the second view).
    std::optional<PlanSwitches> switches;
    std::optional<Money> npvAtEqualGeneration;

    /// The design field the problem is in ("products" for products that do not fit); "" when
    /// the plan can be built.
    QString problemField() const
    {
        if (bomError)
            return QString::fromStdString(bomError->field());
        return productFault ? QStringLiteral("products") : QString();
    }
};

/// One cell of the year-by-year cost table.
struct CostRow
{
    QString plan; ///< the plan's name as the user typed it
    int year = 0;
    Money nominal = Money::zero(Currency::usd());
    Money discounted = Money::zero(Currency::usd());
    std::size_t planIndex = 0; ///< into ComparisonData::tco->plans, for the line items
    CostCategory costCategory = CostCategory::Hardware;
};

/// Everything the results side shows for one state of the scenario.
struct ComparisonData
{
    Currency currency = Currency::usd();
    std::vector<PlanSummary> plans;
    std::optional<CumulativeTcoData> cumulative;
    std::optional<CategoryCostData> categories;
    std::vector<CostRow> costTable;
    std::optional<GapSweepData> gap;
    std::optional<CostPerGpuMonthData> perGpuMonth;
    std::optional<CostRiskData> costRisk;
    /// The node-count sweep behind gap, perGpuMonth and costRisk: which plans it priced at
    /// which sizes (ResultWords::sweptWhere), worded when shown.
    std::shared_ptr<const SweepResult> sweep;
    std::optional<TornadoData> tornado;
    /// The two plans `tornado` compares (first minus second); the runner-up minus the
    /// recommended plan (RiskPipeline::sensitivity) until the user picks another in the window.
    std::string tornadoFirstPlanId;
    std::string tornadoSecondPlanId;
    /// The price to beat of the recommended plan and the runner-up with its odds (one per item),
    /// from the risk run.
    std::optional<PriceToBeatResult> priceToBeat;
    std::vector<PriceToBeatOdds> priceToBeatOdds;
    /// The risk run has answered and its price to beat is still being computed: `priceToBeat`
    /// is the previous run's (or absent), shown marked as updating.
    bool priceToBeatUpdating = false;
    std::exception_ptr priceToBeatError; ///< why it could not be computed, or null
    /// The recommended plan with its margin, probability and reasons (words: ResultWords).
    std::optional<Recommendation> recommendationResult;
    std::uint64_t riskTrials = 0; ///< the Monte Carlo trials behind the probabilities
    /// The risk figures and the recommendation are from before the latest edit: they are shown
    /// marked as updating until the new run answers.
    bool riskUpdating = false;
    std::string recommendedPlanId;
    /// The port count every plan is rebuilt from in the equal-generation view; 0: no such view
    /// (every plan's switches have one port count and its links one speed).
    int equalGenerationRadix = 0;
    int equalGenerationLinkSpeedGbps = 0; ///< the speed every plan is rebuilt at in that view
    /// The exact result behind the figures (line items with formulas), when computed.
    std::shared_ptr<const TcoResult> tco;
    /// The scenario the figures are of, for what the window computes on demand (another pair's
    /// tornado).
    std::shared_ptr<const Scenario> scenario;
    /// `scenario` without the plans that cannot be built (ResultNote::Kind::PlansLeftOut): the
    /// plans of `tco`, which the risk run and the figures computed on demand price.
    std::shared_ptr<const Scenario> pricedScenario;
    /// The catalog the figures come from: the bundled one with the document's own items.
    std::shared_ptr<const Catalog> catalog;
    /// What could not be computed and why (shown instead of the missing parts; words:
    /// ResultWords, made when drawn).
    std::vector<ResultNote> notes;
};

} // namespace fabrictco::ui
