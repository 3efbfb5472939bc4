// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/MonomialCostFunction.h"

namespace fabrictco {

double MonomialCostFunction::npv(std::span<const double> inputs) const
{
    double sum = m_constant;
    const Factor* factors = m_factors.data();
    for (const Monomial& m : m_monomials) {
        double product = m.coefficient;
        for (std::uint32_t f = 0; f < m.factorCount; ++f) {
            const Factor& factor = factors[m.firstFactor + f];
            const double x = inputs[factor.input];
            // Exponents are small integers (almost always 1; -1 for a currency conversion).
            switch (factor.exponent) {
            case 1:
                product *= x;
                break;
            case -1:
                product /= x;
                break;
            case 2:
                product *= x * x;
                break;
            default: {
                double power = 1;
                const int n = factor.exponent < 0 ? -factor.exponent : factor.exponent;
                for (int i = 0; i < n; ++i)
                    power *= x;
                product = factor.exponent < 0 ? product / power : product * power;
            }
            }
        }
        sum += product;
    }
    return sum;
}

} // namespace fabrictco
