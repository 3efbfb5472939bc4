// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/StochasticModelBuilder.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/MonomialCostFunction.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <map>
#include <utility>

namespace fabrictco {

namespace {

bool isUncertain(const ResolvedParameter& p)
{
    return p.spec->uncertain && p.uncertainty.shape != DistributionShape::Fixed;
}

constexpr std::uint32_t kNone = ~std::uint32_t(0);

} // namespace

StochasticModel compileStochasticModel(std::vector<PlanCostModel> models, ExpectedNpvs expected)
{
    // 1. The uncertain inputs the terms use, shared ones first, each group sorted by key: in
    // registry order, which is the keys' (ParameterRegistry sorts them), so no map of keys.
    const std::size_t registrySize = ParameterRegistry::instance().all().size();
    std::vector<const ResolvedParameter*> shared(registrySize, nullptr);
    std::vector<std::vector<const ResolvedParameter*>> perPlan(
        models.size(), std::vector<const ResolvedParameter*>(registrySize, nullptr));
    for (std::size_t i = 0; i < models.size(); ++i) {
        for (const CostTerm& term : models[i].terms) {
            for (const TermFactor& factor : term.factors) {
                if (!factor.isParameter())
                    continue;
                const ResolvedParameter& p = models[i].parameter(factor);
                if (!isUncertain(p))
                    continue;
                const std::size_t at = ParameterRegistry::instance().indexOf(*p.spec);
                const ResolvedParameter*& first = (p.planId.empty() ? shared : perPlan[i])[at];
                if (!first)
                    first = &p; // a shared input as the first plan that uses it resolved it
            }
        }
    }
    StochasticModel result;
    // Input position by registry index: one table for shared inputs, one per plan.
    std::vector<std::uint32_t> sharedIndex(registrySize, kNone);
    std::vector<std::vector<std::uint32_t>> planIndex(
        models.size(), std::vector<std::uint32_t>(registrySize, kNone));
    const auto addInput = [&](std::size_t plan, const std::string& planId, std::size_t at,
                              const ResolvedParameter& p) {
        (planId.empty() ? sharedIndex : planIndex[plan])[at] =
            static_cast<std::uint32_t>(result.inputs.size());
        result.inputs.push_back(
            UncertainInput{p.spec->key, planId, p.uncertainty.shape, p.uncertainty.low.toDouble(),
                           p.value.value.toDouble(), p.uncertainty.high.toDouble()});
    };
    for (std::size_t at = 0; at < registrySize; ++at)
        if (shared[at])
            addInput(0, "", at, *shared[at]);
    for (std::size_t i = 0; i < models.size(); ++i)
        for (std::size_t at = 0; at < registrySize; ++at)
            if (perPlan[i][at])
                addInput(i, models[i].planId, at, *perPlan[i][at]);

    // 2. Each plan's terms as monomials; terms with the same inputs and exponents are merged.
    // Coefficients are products of a handful of factors: doubles keep them to ~1e-15 relative,
    // far below the cent, and keep a sweep's per-point build cheap.
    const auto power = [](double x, int e) {
        double product = 1;
        for (int i = 0; i < (e < 0 ? -e : e); ++i)
            product *= x;
        return e < 0 ? 1 / product : product;
    };
    for (std::size_t m = 0; m < models.size(); ++m) {
        PlanCostModel& model = models[m];
        const double discountBase = 1 + model.parameters.value("discount_rate").toDouble();
        std::vector<double> discount(std::size_t(model.horizonYears()) + 1, 1.0);
        for (std::size_t y = 2; y < discount.size(); ++y)
            discount[y] = discount[y - 1] / discountBase;
        std::map<std::vector<std::pair<std::uint32_t, std::int32_t>>, double> merged;
        double constant = 0;
        std::vector<std::pair<std::uint32_t, std::int32_t>> signature;
        for (const CostTerm& term : model.terms) {
            double coefficient = discount.at(std::size_t(term.year));
            signature.clear();
            for (const TermFactor& f : term.factors) {
                const ResolvedParameter* p = f.isParameter() ? &model.parameter(f) : nullptr;
                if (p && isUncertain(*p)) {
                    const std::uint32_t input =
                        (p->planId.empty() ? sharedIndex : planIndex[m])[std::size_t(f.index)];
                    auto it = std::find_if(signature.begin(), signature.end(),
                                           [&](const auto& entry) { return entry.first == input; });
                    if (it == signature.end())
                        signature.emplace_back(input, f.exponent);
                    else
                        it->second += f.exponent;
                    continue;
                }
                coefficient *= power((p ? p->value.value : f.value).toDouble(), f.exponent);
            }
            std::erase_if(signature, [](const auto& entry) { return entry.second == 0; });
            std::sort(signature.begin(), signature.end());
            if (signature.empty())
                constant += coefficient;
            else
                merged[signature] += coefficient;
        }
        std::vector<MonomialCostFunction::Monomial> monomials;
        std::vector<MonomialCostFunction::Factor> factors;
        for (const auto& [inputs, coefficient] : merged) {
            monomials.push_back({coefficient, static_cast<std::uint32_t>(factors.size()),
                                 static_cast<std::uint32_t>(inputs.size())});
            for (const auto& [input, exponent] : inputs)
                factors.push_back({input, exponent});
        }
        result.planIds.push_back(model.planId);
        result.plans.push_back(std::make_shared<MonomialCostFunction>(
            constant, std::move(monomials), std::move(factors)));
        if (expected == ExpectedNpvs::Skipped)
            continue;
        // The table's figure for this plan, exactly as TcoEngine::evaluate prices it, so the
        // risk figures (means, the sweep's ranking) are the table's and not an estimate of it.
        // (The inputs above point into the models' parameters: they are all read by now.)
        model.parameters = atExpectedValues(model.parameters, model.rounding);
        const PlanResult priced = TcoEngine::evaluateModel(model, false);
        result.expectedNpvs.push_back(priced.npv);
        // Every plan grows the same cluster: one divisor for all.
        result.gpuMonths = priced.gpuMonths;
    }
    return result;
}

StochasticModelSizes::StochasticModelSizes(const Scenario& scenario, const Catalog& catalog)
    : m_scenario(scenario), m_problems(ScenarioValidator::validate(scenario))
{
    // Prepared even when the scenario is invalid: without the plan at fault it may be valid.
    // A plan's inputs do not depend on the other plans, so it is prepared once for any of them.
    m_plans.reserve(scenario.plans.size());
    for (const PlanSpec& plan : scenario.plans) {
        Plan& prepared = m_plans.emplace_back();
        try {
            prepared.prepared = CostModelBuilder::prepare(scenario, plan, catalog);
        } catch (...) {
            prepared.error = std::current_exception();
        }
    }
}

StochasticModel StochasticModelSizes::at(int firstYearNodes,
                                         const std::vector<std::string>& leftOut) const
{
    const auto isLeftOut = [&](const PlanSpec& plan) {
        return std::find(leftOut.begin(), leftOut.end(), plan.id) != leftOut.end();
    };
    if (leftOut.empty()) {
        if (!m_problems.empty())
            throw TcoError(m_problems);
    } else {
        // As buildStochasticModel checks the scenario it is given: the one without them.
        Scenario rest = m_scenario;
        std::erase_if(rest.plans, isLeftOut);
        if (auto problems = ScenarioValidator::validate(rest); !problems.empty())
            throw TcoError(std::move(problems));
    }
    std::vector<PlanCostModel> models;
    models.reserve(m_plans.size());
    for (std::size_t i = 0; i < m_plans.size(); ++i) {
        const PlanSpec& plan = m_scenario.plans[i];
        if (isLeftOut(plan))
            continue;
        if (m_plans[i].error)
            std::rethrow_exception(m_plans[i].error);
        models.push_back(
            CostModelBuilder::build(m_scenario, plan, *m_plans[i].prepared, firstYearNodes));
    }
    return compileStochasticModel(std::move(models));
}

StochasticModel buildStochasticModel(const Scenario& scenario, const Catalog& catalog,
                                     int firstYearNodes)
{
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw TcoError(problems);
    std::vector<PlanCostModel> models;
    models.reserve(scenario.plans.size());
    for (const PlanSpec& plan : scenario.plans)
        models.push_back(CostModelBuilder::build(scenario, plan, catalog, firstYearNodes));
    return compileStochasticModel(std::move(models));
}

} // namespace fabrictco
