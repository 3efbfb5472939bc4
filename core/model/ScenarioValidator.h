// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterSpec.h"
#include "core/model/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// One thing wrong with a scenario, naming the field ("cluster.horizonYears",
/// "plans[1].overrides.price.switch", "quotes[0].currency").
struct ValidationProblem
{
    std::string field;
    std::string message;
    friend bool operator==(const ValidationProblem&, const ValidationProblem&) = default;
};

/// Checks a scenario before it is saved or computed: cluster inputs, plan ids and names, that
/// override and uncertainty keys exist with the right scope and values in the registry's range,
/// currencies, quotes. Returns every problem (empty = valid); never throws.
class ScenarioValidator
{
public:
    static constexpr int kMaxNodes = 100000;
    static constexpr int kMaxGpusPerNode = 64;
    static constexpr int kMaxHorizonYears = 10;

    static std::vector<ValidationProblem> validate(const Scenario& scenario);

    /// Checks one parameter value as an override of the given scope would be checked; `field` is
    /// used in the problems. For the CLI's `set KEY=VALUE`.
    static std::vector<ValidationProblem> checkParameter(const std::string& field,
                                                         std::string_view key,
                                                         const ParameterValue& value,
                                                         ParameterScope scope);

    /// One line per problem, "field: message", joined with "; ".
    static std::string describe(const std::vector<ValidationProblem>& problems);
};

} // namespace fabrictco
