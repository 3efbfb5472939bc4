// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/ParameterSpec.h"

#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fabrictco {

/// Raised when a parameter key is not one the model knows.
class UnknownParameterError : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

/// Every named input of the cost model, in one place: the catalog, the presets, the overrides,
/// the validator, the CLI and the documentation all refer to parameters by these keys.
class ParameterRegistry
{
public:
    /// The model's registry (immutable, built once).
    static const ParameterRegistry& instance();

    /// nullptr when the key is unknown.
    const ParameterSpec* find(std::string_view key) const;
    /// Throws UnknownParameterError naming the key.
    const ParameterSpec& at(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != nullptr; }
    /// Position of the key in all(); throws UnknownParameterError. Lets hot loops index arrays
    /// instead of comparing strings.
    std::size_t indexOf(std::string_view key) const
    {
        return std::size_t(&at(key) - m_specs.data());
    }
    /// The same for a spec of this registry, without looking its key up.
    std::size_t indexOf(const ParameterSpec& spec) const
    {
        return std::size_t(&spec - m_specs.data());
    }
    /// The one fabric a parameter means something for ("sharp": InfiniBand's in-network
    /// reduction; "efficiency_loss_tuned": RoCE's loss once tuned), or nullopt when plans of
    /// both fabrics read it.
    static std::optional<Fabric> onlyForFabric(std::string_view key);
    /// The switch a parameter means something only with ("licence.sharp_per_node" and
    /// "congestion.sharp_remaining": "sharp"), or empty when it always applies.
    static std::string_view onlyWithSwitch(std::string_view key);
    /// The key a parameter has now: older keys that carried the fabric in their name
    /// ("ib.efficiency_loss", "roce.switch_batches") map to today's ("efficiency_loss",
    /// "switch_batches"), so documents and commands written with them keep working. Any other key
    /// is returned as it is.
    static std::string_view currentKey(std::string_view key);
    /// All parameters, sorted by key.
    const std::vector<ParameterSpec>& all() const { return m_specs; }

    /// Checks a value against the parameter's kind and bounds; returns an empty string when it is
    /// acceptable, else a one-line problem ("must be from 1 to 3", "must be a whole number").
    std::string checkValue(const ParameterSpec& spec, const Decimal& value) const;

    ParameterRegistry(const ParameterRegistry&) = delete; // m_indexByKey views its own keys
    ParameterRegistry& operator=(const ParameterRegistry&) = delete;

private:
    ParameterRegistry();
    std::vector<ParameterSpec> m_specs;
    /// Position in m_specs by key (the keys are m_specs' own strings): every cost term looks its
    /// inputs up by key, and a binary search of string comparisons was a fourteenth of building
    /// a model (issue 42).
    std::unordered_map<std::string_view, std::size_t> m_indexByKey;
};

} // namespace fabrictco
