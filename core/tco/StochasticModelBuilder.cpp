// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/StochasticModelBuilder.h"

#include "core/model/ScenarioValidator.h"
#include "core/money/ExactProduct.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/MonomialCostFunction.h"

#include <map>
#include <utility>

namespace fabrictco {

namespace {

bool isUncertain(const ResolvedParameter& p)
{
    return p.spec->uncertain && p.uncertainty.shape != DistributionShape::Fixed;
}

using InputId = std::pair<std::string, std::string>; // (planId or "", key)

} // namespace

StochasticModel compileStochasticModel(const std::vector<PlanCostModel>& models)
{
    // 1. The uncertain inputs the terms use, shared ones first, each group sorted by key.
    std::map<std::string, const ResolvedParameter*> shared;
    std::vector<std::map<std::string, const ResolvedParameter*>> perPlan(models.size());
    for (std::size_t i = 0; i < models.size(); ++i) {
        for (const CostTerm& term : models[i].terms) {
            for (const TermFactor& factor : term.factors) {
                if (!factor.isParameter())
                    continue;
                const ResolvedParameter& p = models[i].parameters.at(factor.key);
                if (!isUncertain(p))
                    continue;
                if (p.planId.empty())
                    shared.emplace(factor.key, &p);
                else
                    perPlan[i].emplace(factor.key, &p);
            }
        }
    }
    StochasticModel result;
    std::map<InputId, std::uint32_t> index;
    const auto addInput = [&](const std::string& planId, const ResolvedParameter& p) {
        index[{planId, p.spec->key}] = static_cast<std::uint32_t>(result.inputs.size());
        result.inputs.push_back(
            UncertainInput{p.spec->key, planId, p.uncertainty.shape, p.uncertainty.low.toDouble(),
                           p.value.value.toDouble(), p.uncertainty.high.toDouble()});
    };
    for (const auto& [key, p] : shared)
        addInput("", *p);
    for (std::size_t i = 0; i < models.size(); ++i) {
        for (const auto& [key, p] : perPlan[i])
            addInput(models[i].planId, *p);
    }

    // 2. Each plan's terms as monomials; terms with the same inputs and exponents are merged.
    for (const PlanCostModel& model : models) {
        const Decimal discountBase = Decimal(1) + model.parameters.value("discount_rate");
        std::map<std::vector<std::pair<std::uint32_t, std::int32_t>>, double> merged;
        double constant = 0;
        for (const CostTerm& term : model.terms) {
            // The coefficient is computed exactly and converted to double once.
            ExactProduct coefficient(std::int64_t(1));
            std::map<std::uint32_t, std::int32_t> exponents;
            for (const TermFactor& f : term.factors) {
                const ResolvedParameter* p = f.isParameter() ? &model.parameter(f) : nullptr;
                if (p && isUncertain(*p)) {
                    exponents[index.at({p->planId, f.key})] += f.exponent;
                    continue;
                }
                const Decimal& value = p ? p->value.value : f.value;
                if (f.exponent >= 0)
                    coefficient.timesPower(value, f.exponent);
                else
                    coefficient.dividedByPower(value, -f.exponent);
            }
            coefficient.dividedByPower(discountBase, term.year - 1);
            std::vector<std::pair<std::uint32_t, std::int32_t>> signature;
            for (const auto& [input, exponent] : exponents) {
                if (exponent != 0)
                    signature.emplace_back(input, exponent);
            }
            if (signature.empty())
                constant += coefficient.toDouble();
            else
                merged[signature] += coefficient.toDouble();
        }
        std::vector<MonomialCostFunction::Monomial> monomials;
        std::vector<MonomialCostFunction::Factor> factors;
        for (const auto& [signature, coefficient] : merged) {
            monomials.push_back({coefficient, static_cast<std::uint32_t>(factors.size()),
                                 static_cast<std::uint32_t>(signature.size())});
            for (const auto& [input, exponent] : signature)
                factors.push_back({input, exponent});
        }
        result.planIds.push_back(model.planId);
        result.plans.push_back(std::make_shared<MonomialCostFunction>(
            constant, std::move(monomials), std::move(factors)));
    }
    return result;
}

StochasticModel buildStochasticModel(const Scenario& scenario, const Catalog& catalog,
                                     int firstYearNodes)
{
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw TcoError(ScenarioValidator::describe(problems));
    std::vector<PlanCostModel> models;
    models.reserve(scenario.plans.size());
    for (const PlanSpec& plan : scenario.plans)
        models.push_back(CostModelBuilder::build(scenario, plan, catalog, firstYearNodes));
    return compileStochasticModel(models);
}

} // namespace fabrictco
