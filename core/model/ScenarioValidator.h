// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/FieldPath.h"
#include "core/model/ParameterSpec.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// What is wrong, as a code; ValidationProblem::args hold the figures its words need.
enum class ValidationCode
{
    Other,               ///< only the English message says
    OutOfRange,          ///< args: lowest, highest[, value given]
    NotWhole,            ///< args: value given
    UnknownParameter,    ///< args: [key]
    WrongScope,          ///< args: the parameter's own scope ("scenario", "plan")
    NoUncertainty,       ///< the parameter cannot carry uncertainty
    LowAboveHigh,        ///< args: low, high
    Design,              ///< no fabric can be built: args: the design field
    NeedsCurrency,       ///< an amount of money without its currency
    UnsupportedCurrency, ///< args: [the code given]
    TakesNoCurrency,     ///< a currency on what is not money
    YearsListed,         ///< args: the horizon in years
    FirstYearNodes,      ///< the first year's nodes differ from cluster.nodes
    UnsupportedRounding,
    NoPlans,
    BadId,          ///< args: the id given
    DuplicateId,    ///< args: the id
    NameLength,     ///< a plan name outside 1 to kMaxPlanNameCharacters characters: args: the most
    BadProductId,   ///< args: the id given
    SharpOnRoce,    ///< SHARP asked of a RoCE plan
    NotPricedItem,  ///< args: the quote's item key
    ProductNotInPlan, ///< a quote for a product its plan does not use: args: plan id, product id
    Negative,       ///< a price below zero
    AboveMaximum,   ///< args: the highest accepted
    BadDate,        ///< not YYYY-MM-DD
    BadDateOrEmpty, ///< neither YYYY-MM-DD nor empty
    // A catalog item's own problems (Catalog::entryProblem):
    SetByPresets,   ///< the workload and team presets set this input, not the catalog
    LowAboveValue,  ///< args: low
    HighBelowValue, ///< args: high
    NoSource,       ///< a catalog item without its source
    BadCatalogDate, ///< args: the date given; must be YYYY, YYYY-MM or YYYY-MM-DD
    NoWidth,        ///< a triangular or PERT range whose low equals its high: args: the bound
};

/// One thing wrong with a scenario, naming the field ("cluster.horizonYears",
/// "plans[1].overrides.price.switch", "quotes[0].currency"). `message` is the engine's English
/// (the CLI prints it); presentation/ValidationText words `code` and `args` in either language.
struct ValidationProblem
{
    std::string field; ///< FieldPath::text(), as files, the CLI and JSON show it
    std::string message;
    ValidationCode code = ValidationCode::Other;
    std::vector<std::string> args;
    friend bool operator==(const ValidationProblem&, const ValidationProblem&) = default;

    /// Where the problem is, as data (the window words it from this).
    FieldPath path() const { return FieldPath::parse(field); }
};

/// Checks a scenario before it is saved or computed: cluster inputs, plan ids and names, that
/// override and uncertainty keys exist with the right scope and values in the registry's range,
/// currencies, quotes. Returns every problem (empty = valid); never throws.
class ScenarioValidator
{
public:
    /// A plan's name, in characters (characterCount), for the window, `set` and `plan` alike.
    static constexpr std::size_t kMaxPlanNameCharacters = 200;

    static std::vector<ValidationProblem> validate(const Scenario& scenario);

    /// Checks one parameter value as an override of the given scope would be checked; `field` is
    /// used in the problems. For the CLI's `set KEY=VALUE`.
    static std::vector<ValidationProblem> checkParameter(const std::string& field,
                                                         std::string_view key,
                                                         const ParameterValue& value,
                                                         ParameterScope scope);

    /// Checks a value against its parameter's range (and wholeness, for counts).
    static std::optional<ValidationProblem>
    checkValue(const std::string& field, const ParameterSpec& spec, const Decimal& value);

    /// One line per problem, "field: message", joined with "; ".
    static std::string describe(const std::vector<ValidationProblem>& problems);
};

} // namespace fabrictco
