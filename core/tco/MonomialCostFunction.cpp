// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/MonomialCostFunction.h"

#include "core/common/Sanitizers.h"

#include <algorithm>

namespace fabrictco {

namespace {

/// product × x^exponent, as both evaluations compute it. Exponents are small integers (almost
/// always 1; -1 for a currency conversion).
inline double withFactor(double product, double x, int exponent)
{
    switch (exponent) {
    case 1:
        return product * x;
    case -1:
        return product / x;
    case 2:
        return product * (x * x);
    default: {
        double power = 1;
        const int n = exponent < 0 ? -exponent : exponent;
        for (int i = 0; i < n; ++i)
            power *= x;
        return exponent < 0 ? product / power : product * power;
    }
    }
}

/// Applies one factor to every trial of a block. The common exponents get loops of their own,
/// with the exponent a constant, so the compiler turns each into a few vector instructions.
template <int Exponent> inline void applyToBlock(double* products, const double* column)
{
    for (std::size_t t = 0; t < PlanCostFunction::kBlockTrials; ++t)
        products[t] = withFactor(products[t], column[t], Exponent);
}

/// npvBlock's loops, compiled twice: for AVX2 where the processor has it (four trials an
/// instruction instead of two; a fifth of a sweep's time is here, issue 42) and for any x86-64.
/// Each trial is its own lane, computed by the same operations in the same order, and neither
/// version may fuse a multiply and an add ("avx2" does not enable FMA), so both give the same
/// bits: the figures do not depend on the processor.
/// (Not in the sanitizer builds: the compiler instruments the function that picks the version,
/// which the dynamic loader runs before the sanitizer's runtime is up, and ThreadSanitizer's
/// test program crashed before main.)
#if defined(__x86_64__) && !defined(FABRICTCO_SANITIZED)
#define FABRICTCO_ALSO_FOR_AVX2 __attribute__((target_clones("avx2", "default")))
#else
#define FABRICTCO_ALSO_FOR_AVX2 // other processors and sanitizer builds: one version
#endif
FABRICTCO_ALSO_FOR_AVX2 void
evaluateBlock(double constant, std::span<const MonomialCostFunction::Monomial> monomials,
              const MonomialCostFunction::Factor* factors, std::span<const double* const> columns,
              double* out)
{
    constexpr std::size_t n = PlanCostFunction::kBlockTrials;
    double sums[n];
    std::fill_n(sums, n, constant);
    for (const MonomialCostFunction::Monomial& m : monomials) {
        double products[n];
        std::fill_n(products, n, m.coefficient);
        for (std::uint32_t f = 0; f < m.factorCount; ++f) {
            const MonomialCostFunction::Factor& factor = factors[m.firstFactor + f];
            const double* column = columns[factor.input];
            switch (factor.exponent) {
            case 1:
                applyToBlock<1>(products, column);
                break;
            case -1:
                applyToBlock<-1>(products, column);
                break;
            default:
                for (std::size_t t = 0; t < n; ++t)
                    products[t] = withFactor(products[t], column[t], factor.exponent);
            }
        }
        for (std::size_t t = 0; t < n; ++t)
            sums[t] += products[t];
    }
    std::copy_n(sums, n, out);
}

} // namespace

double MonomialCostFunction::npv(std::span<const double> inputs) const
{
    double sum = m_constant;
    const Factor* factors = m_factors.data();
    for (const Monomial& m : m_monomials) {
        double product = m.coefficient;
        for (std::uint32_t f = 0; f < m.factorCount; ++f) {
            const Factor& factor = factors[m.firstFactor + f];
            product = withFactor(product, inputs[factor.input], factor.exponent);
        }
        sum += product;
    }
    return sum;
}

void MonomialCostFunction::npvBlock(std::span<const double* const> columns,
                                    std::span<double, kBlockTrials> out) const
{
    evaluateBlock(m_constant, m_monomials, m_factors.data(), columns, out.data());
}

} // namespace fabrictco
