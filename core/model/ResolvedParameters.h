// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/ParameterSpec.h"
#include "core/model/ParameterValue.h"
#include "core/model/Uncertainty.h"

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Where an effective value came from, highest precedence first.
enum class ValueSource
{
    Override, ///< set by the user in the scenario or plan
    Quote,    ///< a vendor quote in the scenario
    Preset,   ///< the workload or team preset
    Product,  ///< the switch, NIC or optics product the plan picked from the catalog
    Catalog,  ///< the catalog's generic entry (fabric-specific before generic)
};
/// "override", "quote", "preset", "product", "catalog"
std::string_view valueSourceId(ValueSource source);

/// A parameter has no value from any source, or a value that cannot be used.
class ResolutionError : public std::runtime_error
{
public:
    /// `key`: the parameter without a value, if that is the trouble.
    explicit ResolutionError(const std::string& message, std::string key = {})
        : std::runtime_error(message), m_key(std::move(key))
    {
    }
    const std::string& key() const { return m_key; }

private:
    std::string m_key;
};

/// The effective value of one parameter for one plan, with its provenance.
struct ResolvedParameter
{
    const ParameterSpec* spec = nullptr;
    /// In the currency of its source (a USD catalog price stays USD in a CNY scenario); the cost
    /// model converts with fx.usd_cny inside each term so the exchange rate can be uncertain.
    ParameterValue value;
    ValueSource source = ValueSource::Catalog;
    /// For people: "catalog: <source>, <date> (estimate)", "quote: <vendor>, <date> (<origin>)",
    /// "product: <name> (<id>): <source>, <date> (estimate)", "override", "preset: team none".
    std::string provenance;
    std::optional<Confidence> confidence;
    /// Effective range for the risk engine, in the value's units; Fixed when none applies.
    Uncertainty uncertainty;
    /// "" for scenario parameters (shared by every plan), else the plan's id.
    std::string planId;
    /// The value of the next source down, which this one replaces: the quote or default under
    /// the user's own value, the default under a quote or preset. Null for a default nothing
    /// replaces. Its own `replaced` is null and its uncertainty Fixed.
    std::shared_ptr<const ResolvedParameter> replaced;
};

/// Effective values of every registered parameter for one plan of a scenario.
class ResolvedParameters
{
public:
    /// Values by key; std::less<> lets look-ups by string_view avoid building a string.
    using Map = std::map<std::string, ResolvedParameter, std::less<>>;

    ResolvedParameters(Currency scenarioCurrency, Map values);
    ResolvedParameters(const ResolvedParameters& other);
    ResolvedParameters(ResolvedParameters&& other) noexcept;
    ResolvedParameters& operator=(const ResolvedParameters& other);
    ResolvedParameters& operator=(ResolvedParameters&& other) noexcept;
    ~ResolvedParameters() = default;

    Currency scenarioCurrency() const { return m_currency; }
    /// Throws ResolutionError naming the key when it is not resolved.
    const ResolvedParameter& at(std::string_view key) const;
    const Decimal& value(std::string_view key) const { return at(key).value.value; }
    /// By ParameterRegistry::indexOf(key); nullptr when not resolved. No string comparison.
    const ResolvedParameter* byIndex(std::size_t registryIndex) const
    {
        return registryIndex < m_byIndex.size() ? m_byIndex[registryIndex] : nullptr;
    }
    const Map& all() const { return m_values; }
    /// Sets `key`'s value in place, keeping its unit, currency and provenance: the sensitivity
    /// analysis moves one input at a time and puts it back. Throws ResolutionError naming the key
    /// when it is not resolved.
    void setValue(std::string_view key, const Decimal& value);
    /// Sets `key` as a value typed by the user: `value`, and no range to draw from (a typed or
    /// quoted value is priced as given). Throws ResolutionError when it is not resolved.
    void setTypedValue(std::string_view key, const Decimal& value);

    /// Power of fx.usd_cny that converts the parameter into the scenario currency:
    /// 0 (same currency or not money), +1 (USD value, CNY scenario), -1 (CNY value, USD scenario).
    int fxExponent(std::string_view key) const;
    /// For display: the value in the scenario currency, rounded to nine decimals.
    Decimal valueInScenarioCurrency(std::string_view key, RoundingMode mode) const;

private:
    void index();

    Currency m_currency;
    Map m_values;
    std::vector<const ResolvedParameter*> m_byIndex; ///< into m_values' nodes, rebuilt on copy
};

} // namespace fabrictco
