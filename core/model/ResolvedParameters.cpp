// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ResolvedParameters.h"

#include "core/model/ParameterRegistry.h"

namespace fabrictco {

std::string_view valueSourceId(ValueSource source)
{
    switch (source) {
    case ValueSource::Override:
        return "override";
    case ValueSource::Quote:
        return "quote";
    case ValueSource::Preset:
        return "preset";
    case ValueSource::Product:
        return "product";
    case ValueSource::Catalog:
        return "catalog";
    }
    return "catalog";
}

ResolvedParameters::ResolvedParameters(Currency scenarioCurrency, Map values)
    : m_currency(scenarioCurrency), m_values(std::move(values))
{
    index();
}

ResolvedParameters::ResolvedParameters(const ResolvedParameters& other)
    : m_currency(other.m_currency), m_values(other.m_values)
{
    index();
}

// Moving a std::map keeps its nodes, so the index stays valid.
ResolvedParameters::ResolvedParameters(ResolvedParameters&& other) noexcept = default;
ResolvedParameters& ResolvedParameters::operator=(ResolvedParameters&& other) noexcept = default;

ResolvedParameters& ResolvedParameters::operator=(const ResolvedParameters& other)
{
    if (this != &other) {
        m_currency = other.m_currency;
        m_values = other.m_values;
        index();
    }
    return *this;
}

void ResolvedParameters::index()
{
    const ParameterRegistry& registry = ParameterRegistry::instance();
    m_byIndex.assign(registry.all().size(), nullptr);
    for (const auto& [key, parameter] : m_values) {
        if (registry.contains(key))
            m_byIndex[registry.indexOf(key)] = &parameter;
    }
}

const ResolvedParameter& ResolvedParameters::at(std::string_view key) const
{
    const auto it = m_values.find(key);
    if (it == m_values.end())
        throw ResolutionError("parameter \"" + std::string(key) + "\" has no value",
                              std::string(key));
    return it->second;
}

void ResolvedParameters::setValue(std::string_view key, const Decimal& value)
{
    at(key); // the error when it is not resolved
    m_values.find(key)->second.value.value = value;
}

void ResolvedParameters::setTypedValue(std::string_view key, const Decimal& value)
{
    at(key);
    ResolvedParameter& parameter = m_values.find(key)->second;
    parameter.value.value = value;
    parameter.uncertainty = {};
}

int ResolvedParameters::fxExponent(std::string_view key) const
{
    const ResolvedParameter& p = at(key);
    if (!p.value.currency || *p.value.currency == m_currency)
        return 0;
    return p.value.currency->code() == "USD" ? 1 : -1;
}

Decimal ResolvedParameters::valueInScenarioCurrency(std::string_view key, RoundingMode mode) const
{
    const int exponent = fxExponent(key);
    const Decimal& v = value(key);
    if (exponent == 0)
        return v;
    const Decimal& rate = value("fx.usd_cny");
    return exponent > 0 ? v.multiply(rate, mode) : v.divide(rate, mode);
}

} // namespace fabrictco
