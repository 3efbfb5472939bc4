// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ComparisonComputer.h"

#include "charts/ChartDataBuilder.h"
#include "core/bom/BomCalculator.h"
#include "core/model/ProductSelection.h"
#include "core/model/QuoteUsage.h"
#include "core/model/QuoteValidity.h"
#include "core/tco/BuildablePlans.h"
#include "core/tco/GrowthLimits.h"

#include <QDate>

#include <algorithm>

namespace fabrictco::ui {

namespace {

/// No plan can be priced: say which cannot be built, or else why the engine stopped.
void noteWhyNoCosts(ComparisonData& data, const std::exception_ptr& whyNot)
{
    // Plans too small for the cluster: a sentence for each, with what would make it fit
    // (ResultWords), every plan's, not only those refused in the first year.
    if (data.scenario && data.catalog &&
        !GrowthLimits::find(*data.scenario, *data.catalog).empty()) {
        data.notes.push_back({ResultNote::Kind::CostsUnavailable, {}, 0, whyNot});
        return;
    }
    // A plan that cannot be built has its own message (beside its field and in the summary):
    // the engine's, about the same design, would say it again in English.
    ResultNote unbuilt;
    unbuilt.kind = ResultNote::Kind::PlanCannotBeBuilt;
    for (const PlanSummary& plan : data.plans)
        if (!plan.problemField().isEmpty())
            unbuilt.plans << plan.plan.name;
    if (!unbuilt.plans.isEmpty())
        data.notes.push_back(std::move(unbuilt));
    else
        data.notes.push_back({ResultNote::Kind::CostsUnavailable, {}, 0, whyNot});
}

} // namespace

ComparisonData ComparisonComputer::compute(const Scenario& scenario,
                                           std::shared_ptr<const Catalog> catalog,
                                           const std::exception_ptr& catalogError)
{
    ComparisonData data;
    data.currency = scenario.cluster.currency;
    data.catalog = catalog;
    data.scenario = std::make_shared<const Scenario>(scenario);
    data.pricedScenario = data.scenario;
    const std::vector<ChartPlan> identities = ChartDataBuilder::plans(scenario);
    for (std::size_t p = 0; p < scenario.plans.size(); ++p) {
        const PlanSpec& spec = scenario.plans[p];
        PlanSummary plan;
        plan.planId = spec.id;
        plan.plan = identities[p];
        // The BOM check first: its error names the design field, so the editor can show it.
        try {
            // The picked products decide radix, link speed and optics; without a catalog no
            // product is known, which is the catalog's fault (its note), not the plan's.
            FabricDesign design =
                catalog && !catalogError ? ProductSelection::design(spec, *catalog) : spec.design;
            design.nodes = scenario.cluster.nodes;
            plan.bom = BomCalculator::calculate(design);
        } catch (const ProductError& error) {
            plan.productFault = error.fault();
        } catch (const BomError& error) {
            plan.bomError = error;
        }
        data.plans.push_back(std::move(plan));
    }
    if (catalogError || !catalog) {
        data.notes.push_back({ResultNote::Kind::CatalogUnavailable, {}, 0, catalogError});
        return data;
    }
    TcoResult result;
    try {
        PricedPlans priced = BuildablePlans::price(scenario, *catalog);
        result = std::move(priced.tco);
        if (!priced.leftOut.empty()) {
            ResultNote note;
            note.kind = ResultNote::Kind::PlansLeftOut;
            for (const PlanSummary& plan : data.plans)
                if (std::find(priced.leftOut.begin(), priced.leftOut.end(), plan.planId) !=
                    priced.leftOut.end())
                    note.plans << plan.plan.name;
            data.notes.push_back(std::move(note));
            data.pricedScenario = std::make_shared<const Scenario>(std::move(priced.scenario));
        }
    } catch (...) {
        noteWhyNoCosts(data, std::current_exception());
        return data;
    }
    for (PlanSummary& summary : data.plans) {
        const PlanResult* plan = result.plan(summary.planId);
        if (!plan)
            continue;
        summary.horizonTco = plan->total.total;
        summary.npv = plan->npv;
        summary.costPerGpuMonth = plan->costPerGpuMonth;
        if (!plan->years.empty() && !summary.bom)
            summary.bom = plan->years.front().bom;
    }
    for (std::size_t p = 0; p < result.plans.size(); ++p) {
        const PlanResult& plan = result.plans[p];
        const auto named =
            std::find_if(data.plans.begin(), data.plans.end(),
                         [&](const PlanSummary& s) { return s.planId == plan.planId; });
        const QString name = named != data.plans.end() ? named->plan.name : QString();
        for (const YearResult& year : plan.years)
            for (CostCategory category : allCostCategories())
                data.costTable.push_back({name, year.year, year.nominal[category],
                                          year.discounted[category], p, category});
    }
    // A figure priced by an expired quote may no longer be what the vendor charges.
    const auto uses = QuoteUsage::of(scenario);
    for (std::size_t q = 0; q < scenario.quotes.size(); ++q) {
        const Quote& quote = scenario.quotes[q];
        const bool priced =
            std::any_of(uses[q].begin(), uses[q].end(),
                        [](const QuoteUsage::Use& u) { return !u.shadowedByTypedValue; });
        if (priced && QuoteValidity::status(quote, QDate::currentDate()) == QuoteStatus::Expired)
            data.notes.push_back({ResultNote::Kind::QuoteExpired, QString(), q});
    }
    data.cumulative = ChartDataBuilder::cumulativeTco(result);
    data.categories = ChartDataBuilder::costByCategory(result);
    data.tco = std::make_shared<const TcoResult>(std::move(result));
    return data;
}

} // namespace fabrictco::ui
