// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Closed-form stand-ins for the TCO engine's StochasticModel, shared by the risk tests and the
// benchmark, so the risk engine is tested against answers that can be worked out by hand.

#include "core/risk/StochasticModel.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace fabrictco::test {

/// NPV = constant + sum of coefficient_i * input_i.
class LinearPlan : public PlanCostFunction
{
public:
    LinearPlan(double constant, std::vector<double> coefficients)
        : m_constant(constant), m_coefficients(std::move(coefficients))
    {
    }
    double npv(std::span<const double> inputs) const override
    {
        double total = m_constant;
        for (std::size_t i = 0; i < m_coefficients.size() && i < inputs.size(); ++i)
            total += m_coefficients[i] * inputs[i];
        return total;
    }

private:
    double m_constant;
    std::vector<double> m_coefficients;
};

/// Any function of the inputs (tests only: std::function is fine off the hot path).
class FunctionPlan : public PlanCostFunction
{
public:
    explicit FunctionPlan(std::function<double(std::span<const double>)> function)
        : m_function(std::move(function))
    {
    }
    double npv(std::span<const double> inputs) const override { return m_function(inputs); }

private:
    std::function<double(std::span<const double>)> m_function;
};

inline UncertainInput input(std::string key, DistributionShape shape, double low, double mostLikely,
                            double high, std::string planId = {})
{
    return UncertainInput{std::move(key), std::move(planId), shape, low, mostLikely, high};
}

inline StochasticModel
model(std::vector<UncertainInput> inputs,
      std::vector<std::pair<std::string, std::shared_ptr<const PlanCostFunction>>> plans)
{
    StochasticModel result;
    result.inputs = std::move(inputs);
    for (auto& [id, plan] : plans) {
        result.planIds.push_back(id);
        result.plans.push_back(plan);
    }
    return result;
}

inline std::shared_ptr<const PlanCostFunction> linear(double constant,
                                                      std::vector<double> coefficients)
{
    return std::make_shared<LinearPlan>(constant, std::move(coefficients));
}

} // namespace fabrictco::test
