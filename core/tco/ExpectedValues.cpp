// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ExpectedValues.h"

#include "core/model/ParameterSpec.h"

namespace fabrictco {

Decimal expectedValue(const ResolvedParameter& parameter, RoundingMode mode)
{
    const Decimal& mostLikely = parameter.value.value;
    if (!parameter.spec || !parameter.spec->uncertain)
        return mostLikely;
    const Uncertainty& range = parameter.uncertainty;
    switch (range.shape) {
    case DistributionShape::Fixed:
        return mostLikely;
    case DistributionShape::Triangular:
        return (range.low + mostLikely + range.high).divide(Decimal(3), mode);
    case DistributionShape::Pert:
        return (range.low + mostLikely.times(4) + range.high).divide(Decimal(6), mode);
    }
    return mostLikely;
}

ResolvedParameters atExpectedValues(const ResolvedParameters& parameters, RoundingMode mode)
{
    ResolvedParameters::Map values = parameters.all();
    for (auto& [key, parameter] : values)
        parameter.value.value = expectedValue(parameter, mode);
    return ResolvedParameters(parameters.scenarioCurrency(), std::move(values));
}

} // namespace fabrictco
