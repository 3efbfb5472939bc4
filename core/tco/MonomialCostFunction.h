// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/StochasticModel.h"

#include <cstdint>
#include <vector>

namespace fabrictco {

/// A plan's NPV as a sum of monomials in the uncertain inputs:
/// npv(x) = constant + Σ_m coefficient_m × Π x_i^e_i.
/// Coefficients already hold the exact constants, the certain inputs and the discount factors
/// summed over years and terms, so one evaluation is a few dozen multiply-adds. Immutable and
/// allocation-free in npv().
class MonomialCostFunction : public PlanCostFunction
{
public:
    struct Factor
    {
        std::uint32_t input = 0;
        std::int32_t exponent = 1;
    };
    struct Monomial
    {
        double coefficient = 0;
        std::uint32_t firstFactor = 0;
        std::uint32_t factorCount = 0;
    };

    MonomialCostFunction(double constant, std::vector<Monomial> monomials,
                         std::vector<Factor> factors)
        : m_constant(constant), m_monomials(std::move(monomials)), m_factors(std::move(factors))
    {
    }

    double npv(std::span<const double> inputs) const override;
    /// Monomial by monomial down the block's columns; each trial's operations are npv()'s, in
    /// its order, so the figures are the same bit for bit.
    void npvBlock(std::span<const double* const> columns,
                  std::span<double, kBlockTrials> out) const override;

    double constant() const { return m_constant; }
    const std::vector<Monomial>& monomials() const { return m_monomials; }
    const std::vector<Factor>& factors() const { return m_factors; }

private:
    double m_constant;
    std::vector<Monomial> m_monomials;
    std::vector<Factor> m_factors;
};

} // namespace fabrictco
