// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ParameterRegistry.h"

#include <algorithm>
#include <utility>

namespace fabrictco {

std::string_view parameterScopeId(ParameterScope scope)
{
    return scope == ParameterScope::Scenario ? "scenario" : "plan";
}

std::string_view parameterKindId(ParameterKind kind)
{
    switch (kind) {
    case ParameterKind::Count:
        return "count";
    case ParameterKind::Number:
        return "number";
    case ParameterKind::Fraction:
        return "fraction";
    case ParameterKind::Money:
        return "money";
    case ParameterKind::Hours:
        return "hours";
    case ParameterKind::Watts:
        return "watts";
    case ParameterKind::Years:
        return "years";
    case ParameterKind::Months:
        return "months";
    case ParameterKind::Rate:
        return "rate";
    }
    return "number";
}

std::string_view parameterUnitName(ParameterUnit unit)
{
    switch (unit) {
    case ParameterUnit::None:
        return "";
    case ParameterUnit::PerYear:
        return "per year";
    case ParameterUnit::PerGpuHour:
        return "per GPU-hour";
    case ParameterUnit::PerKwh:
        return "per kWh";
    case ParameterUnit::PerFteYear:
        return "per FTE-year";
    case ParameterUnit::PerFte:
        return "per FTE";
    case ParameterUnit::PerDay:
        return "per day";
    case ParameterUnit::PerNicPort:
        return "per NIC port";
    case ParameterUnit::PerSwitch:
        return "per switch";
    case ParameterUnit::PerFabricElement:
        return "per fabric element";
    case ParameterUnit::PerCable:
        return "per cable";
    case ParameterUnit::PerModule:
        return "per module";
    case ParameterUnit::PerLink:
        return "per link";
    case ParameterUnit::PerNodeYear:
        return "per node-year";
    case ParameterUnit::PerEndpointYear:
        return "per endpoint-year";
    case ParameterUnit::PerSwitchYear:
        return "per switch-year";
    case ParameterUnit::PerLinkYear:
        return "per link-year";
    case ParameterUnit::PerNicYear:
        return "per NIC-year";
    case ParameterUnit::PerFabricYear:
        return "per fabric-year";
    case ParameterUnit::PerExpansion:
        return "per expansion";
    case ParameterUnit::PerBatchYear:
        return "per batch-year";
    case ParameterUnit::CnyPerUsd:
        return "CNY per USD";
    case ParameterUnit::Multiplier:
        return "x";
    case ParameterUnit::TimesHardware:
        return "x hardware";
    case ParameterUnit::TimesItPower:
        return "x IT power";
    case ParameterUnit::Hours:
        return "h";
    case ParameterUnit::Watts:
        return "W";
    case ParameterUnit::Years:
        return "years";
    case ParameterUnit::Months:
        return "months";
    case ParameterUnit::Days:
        return "days";
    case ParameterUnit::Fte:
        return "FTE";
    case ParameterUnit::Nodes:
        return "nodes";
    case ParameterUnit::Endpoints:
        return "endpoints";
    case ParameterUnit::Gpus:
        return "GPUs";
    case ParameterUnit::Exponent:
        return "power";
    case ParameterUnit::GbPerSecond:
        return "Gb/s";
    }
    return "";
}

namespace {

constexpr auto S = ParameterScope::Scenario;
constexpr auto P = ParameterScope::Plan;
using K = ParameterKind;
using U = ParameterUnit;

struct Row
{
    const char* key;
    ParameterScope scope;
    ParameterKind kind;
    ParameterUnit unit;
    const char* minimum;
    const char* maximum;
    bool uncertain;
    bool fromPreset;
};

// The single list of model inputs. Bounds are sanity limits that catch typos (a PUE of 14, a
// 150 % share), not opinions about what is realistic; the catalog holds the realistic values.
const Row kRows[] = {
    // Cluster economics (scenario-wide).
    {"gpu_hour_value", S, K::Money, U::PerGpuHour, "0", "10000", true, false},
    {"utilisation", S, K::Fraction, U::None, "0", "1", true, false},
    {"discount_rate", S, K::Fraction, U::PerYear, "0", "1", false, false},
    {"growth.annual", S, K::Fraction, U::PerYear, "0", "10", false, false},
    {"price_trend.annual", S, K::Fraction, U::PerYear, "-0.5", "0.5", false, false},
    {"fx.usd_cny", S, K::Number, U::CnyPerUsd, "0.01", "100", true, false},
    {"power.pue", S, K::Number, U::TimesItPower, "1", "3", true, false},
    {"power.price_kwh", S, K::Money, U::PerKwh, "0", "100", true, false},
    {"staff.reference_nodes", S, K::Count, U::Nodes, "1", "1000000", false, false},
    {"staff.scale_exponent", S, K::Number, U::Exponent, "0", "1", false, false},
    {"staff.salary", S, K::Money, U::PerFteYear, "0", "100000000", true, false},
    {"staff.consultant_day_rate", S, K::Money, U::PerDay, "0", "1000000", true, false},
    {"incident.checkpoint_rollback_hours", S, K::Hours, U::Hours, "0", "1000", true, false},
    {"incident.largest_job_gpus", S, K::Count, U::Gpus, "1", "10000000", false, false},
    // The article's first question: the workload.
    {"workload.jitter_sensitivity", S, K::Fraction, U::None, "0", "1", true, true},
    {"workload.affected_share", S, K::Fraction, U::None, "0", "1", true, true},
    {"workload.node_year_value", S, K::Money, U::PerNodeYear, "0", "1000000000", true, true},
    // Congestion and jitter from the design and the scale (MODEL.md 3.5).
    {"congestion.reference_endpoints", S, K::Count, U::Endpoints, "2", "100000000", false, false},
    {"congestion.reference_link_gbps", S, K::Count, U::GbPerSecond, "1", "3200", false, false},
    {"congestion.exposed_comm_share", S, K::Fraction, U::None, "0", "1", false, false},
    {"congestion.oversubscription_loss", S, K::Fraction, U::None, "0", "1", true, false},
    {"congestion.ecmp_loss", S, K::Fraction, U::None, "0", "1", true, false},
    {"congestion.hop_loss", S, K::Fraction, U::None, "0", "1", true, false},
    {"congestion.sharp_remaining", S, K::Fraction, U::None, "0", "1", true, false},
    // The article's second question: the team.
    {"team.staff_multiplier", S, K::Number, U::Multiplier, "0.1", "10", true, true},
    {"team.tuning_years", S, K::Years, U::Years, "0", "10", false, true},
    {"team.hiring_lead_months", S, K::Months, U::Months, "0", "36", false, true},
    {"team.hiring_premium", S, K::Fraction, U::None, "0", "5", true, true},
    {"team.training_per_fte", S, K::Money, U::PerFte, "0", "10000000", true, true},
    {"team.external_help_days", S, K::Number, U::Days, "0", "1000", true, true},
    {"team.config_repair_hours", S, K::Hours, U::Hours, "0", "1000", true, true},
    {"team.rearch_multiplier", S, K::Number, U::Multiplier, "0", "100", true, true},
    // Hardware prices and terms (per plan; the catalog has IB and RoCE values).
    {"price.nic", P, K::Money, U::PerNicPort, "0", "10000000", true, false},
    {"price.switch", P, K::Money, U::PerSwitch, "0", "100000000", true, false},
    {"price.cable_copper", P, K::Money, U::PerCable, "0", "10000000", true, false},
    {"price.cable_aec", P, K::Money, U::PerCable, "0", "10000000", true, false},
    {"price.cable_aoc", P, K::Money, U::PerCable, "0", "10000000", true, false},
    {"price.cable_optical", P, K::Money, U::PerCable, "0", "10000000", true, false},
    {"price.transceiver", P, K::Money, U::PerModule, "0", "10000000", true, false},
    {"price.fabric_element", P, K::Money, U::PerFabricElement, "0", "100000000", true, false},
    {"hardware.installation_share", P, K::Fraction, U::None, "0", "1", true, false},
    {"hardware.recabling_per_link", P, K::Money, U::PerLink, "0", "10000000", true, false},
    {"hardware.life_years", P, K::Count, U::Years, "1", "15", false, false},
    {"hardware.residual_share", P, K::Fraction, U::None, "0", "1", true, false},
    {"power.switch_watts", P, K::Watts, U::Watts, "0", "100000", true, false},
    {"power.fabric_element_watts", P, K::Watts, U::Watts, "0", "100000", true, false},
    {"power.nic_watts", P, K::Watts, U::Watts, "0", "10000", true, false},
    {"power.transceiver_watts", P, K::Watts, U::Watts, "0", "10000", true, false},
    {"power.aec_watts", P, K::Watts, U::Watts, "0", "10000", true, false},
    {"power.aoc_watts", P, K::Watts, U::Watts, "0", "10000", true, false},
    {"licence.fabric_mgmt_per_endpoint", P, K::Money, U::PerEndpointYear, "0", "10000000", true,
     false},
    {"licence.nos_per_switch", P, K::Money, U::PerSwitchYear, "0", "10000000", true, false},
    {"support.share", P, K::Fraction, U::PerYear, "0", "1", true, false},
    {"staff.fte_at_reference", P, K::Number, U::Fte, "0", "1000", true, false},
    {"efficiency_loss", P, K::Fraction, U::None, "0", "1", true, false},
    {"efficiency_loss_untuned", P, K::Fraction, U::None, "0", "1", true, false},
    {"efficiency_loss_tuned", P, K::Fraction, U::None, "0", "1", true, false},
    {"mixed_batch_loss", P, K::Fraction, U::None, "0", "1", true, false},
    {"adaptive_routing", P, K::Count, U::None, "0", "1", false, false},
    {"sharp", P, K::Count, U::None, "0", "1", false, false},
    {"licence.sharp_per_node", P, K::Money, U::PerNodeYear, "0", "10000000", true, false},
    {"switch_batches", P, K::Count, U::None, "1", "20", false, false},
    {"config_incidents_per_year", P, K::Rate, U::PerFabricYear, "0", "100", true, false},
    {"config_incidents_untuned_factor", P, K::Number, U::Multiplier, "1", "100", true, false},
    {"config_incidents_per_expansion", P, K::Rate, U::PerExpansion, "0", "100", true, false},
    {"config_incidents_per_extra_batch", P, K::Rate, U::PerBatchYear, "0", "100", true, false},
    {"incident.switch_failure_rate", P, K::Rate, U::PerSwitchYear, "0", "100", true, false},
    {"incident.link_failure_rate", P, K::Rate, U::PerLinkYear, "0", "100", true, false},
    {"incident.nic_failure_rate", P, K::Rate, U::PerNicYear, "0", "100", true, false},
    {"incident.repair_hours", P, K::Hours, U::Hours, "0", "1000", true, false},
    {"rearch.annual_probability", P, K::Fraction, U::PerYear, "0", "1", true, false},
    {"rearch.rebuild_factor", P, K::Number, U::TimesHardware, "0", "10", true, false},
    {"rearch.downtime_days", P, K::Number, U::Days, "0", "365", true, false},
};

} // namespace

ParameterRegistry::ParameterRegistry()
{
    for (const Row& row : kRows) {
        m_specs.push_back(ParameterSpec{row.key, row.scope, row.kind, row.unit,
                                        Decimal::parse(row.minimum), Decimal::parse(row.maximum),
                                        row.uncertain, row.fromPreset});
    }
    std::sort(m_specs.begin(), m_specs.end(),
              [](const ParameterSpec& a, const ParameterSpec& b) { return a.key < b.key; });
    m_indexByKey.reserve(m_specs.size());
    for (std::size_t i = 0; i < m_specs.size(); ++i)
        m_indexByKey.emplace(m_specs[i].key, i);
}

const ParameterRegistry& ParameterRegistry::instance()
{
    static const ParameterRegistry registry;
    return registry;
}

const ParameterSpec* ParameterRegistry::find(std::string_view key) const
{
    const auto it = m_indexByKey.find(key);
    return it == m_indexByKey.end() ? nullptr : &m_specs[it->second];
}

const ParameterSpec& ParameterRegistry::at(std::string_view key) const
{
    if (const ParameterSpec* spec = find(key))
        return *spec;
    throw UnknownParameterError("unknown parameter \"" + std::string(key.substr(0, 60)) + "\"");
}

std::string ParameterRegistry::checkValue(const ParameterSpec& spec, const Decimal& value) const
{
    if (spec.kind == ParameterKind::Count && !value.isInteger())
        return "must be a whole number (got " + value.toString() + ")";
    if (value < spec.minimum || value > spec.maximum) {
        // "growth.annual=50" meant 50 %: a fraction says how it is written.
        const std::string hint =
            spec.kind == ParameterKind::Fraction ? "; it is a fraction: 0.5 means 50 %" : "";
        return "must be from " + spec.minimum.toString() + " to " + spec.maximum.toString() +
               " (got " + value.toString() + ")" + hint;
    }
    return {};
}

std::optional<Fabric> ParameterRegistry::onlyForFabric(std::string_view key)
{
    // Kept in step with the cost terms that read them (core/tco/JitterCostTerms.cpp and
    // OperatingCostTerms.cpp): a plan of the other fabric never reads these keys.
    static constexpr std::pair<std::string_view, Fabric> kOneFabric[] = {
        {"sharp", Fabric::InfiniBand},
        {"licence.sharp_per_node", Fabric::InfiniBand},
        {"congestion.sharp_remaining", Fabric::InfiniBand},
        {"efficiency_loss", Fabric::InfiniBand},
        {"efficiency_loss_untuned", Fabric::RoCE},
        {"efficiency_loss_tuned", Fabric::RoCE},
        {"mixed_batch_loss", Fabric::RoCE},
        {"switch_batches", Fabric::RoCE},
        {"config_incidents_per_year", Fabric::RoCE},
        {"config_incidents_untuned_factor", Fabric::RoCE},
        {"config_incidents_per_expansion", Fabric::RoCE},
        {"config_incidents_per_extra_batch", Fabric::RoCE},
    };
    for (const auto& [oneFabricKey, fabric] : kOneFabric)
        if (key == oneFabricKey)
            return fabric;
    return std::nullopt;
}

std::string_view ParameterRegistry::onlyWithSwitch(std::string_view key)
{
    // Kept in step with the cost terms: SHARP's licence and its remaining loss are read only
    // for a plan with SHARP on (HardwareCostTerms, JitterCostTerms).
    if (key == "licence.sharp_per_node" || key == "congestion.sharp_remaining")
        return "sharp";
    return {};
}

std::string_view ParameterRegistry::currentKey(std::string_view key)
{
    // Plan parameters that named their fabric: `set doc ib.ib.efficiency_loss` was a trap.
    static constexpr std::pair<std::string_view, std::string_view> kRenamed[] = {
        {"ib.efficiency_loss", "efficiency_loss"},
        {"roce.efficiency_loss_untuned", "efficiency_loss_untuned"},
        {"roce.efficiency_loss_tuned", "efficiency_loss_tuned"},
        {"roce.mixed_batch_loss", "mixed_batch_loss"},
        {"roce.switch_batches", "switch_batches"},
    };
    for (const auto& [old, now] : kRenamed)
        if (key == old)
            return now;
    return key;
}

} // namespace fabrictco
