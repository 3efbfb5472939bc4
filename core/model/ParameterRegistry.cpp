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
    case ParameterUnit::PerCable:
        return "per cable";
    case ParameterUnit::PerModule:
        return "per module";
    case ParameterUnit::PerLink:
        return "per link";
    case ParameterUnit::PerNodeYear:
        return "per node-year";
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
    const char* description;
};

// The single list of model inputs. Bounds are sanity limits that catch typos (a PUE of 14, a
// 150 % share), not opinions about what is realistic; the catalog holds the realistic values.
const Row kRows[] = {
    // Cluster economics (scenario-wide).
    {"gpu_hour_value", S, K::Money, U::PerGpuHour, "0", "10000", true, false,
     "Value of one GPU-hour: the all-in cost of an owned GPU-hour or the rental price"},
    {"utilisation", S, K::Fraction, U::None, "0", "1", true, false,
     "Share of the hours in which the GPUs run useful jobs"},
    {"discount_rate", S, K::Fraction, U::PerYear, "0", "1", false, false,
     "Annual discount rate for the net present value"},
    {"growth.annual", S, K::Fraction, U::PerYear, "0", "10", false, false,
     "Annual growth of the node count when no explicit schedule is given"},
    {"price_trend.annual", S, K::Fraction, U::PerYear, "-0.5", "0.5", false, false,
     "Annual change of hardware prices for later purchases (-0.05 = 5 % cheaper each year)"},
    {"fx.usd_cny", S, K::Number, U::CnyPerUsd, "0.01", "100", true, false,
     "Exchange rate: yuan per US dollar, used for every conversion between CNY and USD"},
    {"power.pue", S, K::Number, U::TimesItPower, "1", "3", true, false,
     "Power usage effectiveness of the data centre (cooling and losses on top of IT power)"},
    {"power.price_kwh", S, K::Money, U::PerKwh, "0", "100", true, false,
     "Electricity price per kilowatt-hour"},
    {"staff.base_full_nodes", S, K::Count, U::Nodes, "1", "1000000", false, false,
     "Fabric size from which the base staff is needed in full; smaller fabrics need that share"},
    {"staff.salary", S, K::Money, U::PerFteYear, "0", "100000000", true, false,
     "Loaded annual cost of one network engineer"},
    {"staff.consultant_day_rate", S, K::Money, U::PerDay, "0", "1000000", true, false,
     "Day rate of external RoCE tuning help (PFC, ECN, DCQCN)"},
    {"incident.checkpoint_rollback_hours", S, K::Hours, U::Hours, "0", "1000", true, false,
     "Work lost per incident by restarting from the last checkpoint"},
    // The article's first question: the workload.
    {"workload.jitter_sensitivity", S, K::Fraction, U::None, "0", "1", true, true,
     "Share of the fabric's efficiency loss that becomes idle GPU time for this workload"},
    {"workload.affected_share", S, K::Fraction, U::None, "0", "1", true, true,
     "Share of the GPUs stalled by one network incident (one large job spans the cluster: 1)"},
    {"workload.node_year_value", S, K::Money, U::PerNodeYear, "0", "1000000000", true, true,
     "Value of one node-year of this workload's output when jitter costs more than idle GPU "
     "time: trading revenue that depends on latency (HFT), a storage node's throughput; it also "
     "prices incident stalls and rebuild downtime; 0 = priced as idle GPU-hours"},
    // Congestion and jitter from the design and the scale (MODEL.md 3.5).
    {"congestion.reference_endpoints", S, K::Count, U::Endpoints, "2", "100000000", false, false,
     "Collective size at which the efficiency losses are quoted; larger collectives lose more "
     "to stragglers, smaller ones less"},
    {"congestion.oversubscription_loss", S, K::Fraction, U::None, "0", "1", true, false,
     "Efficiency loss of the traffic that leaves a leaf through oversubscribed uplinks, at the "
     "limit of r:1 (scaled by 1 - 1/r)"},
    {"congestion.ecmp_loss", S, K::Fraction, U::None, "0", "1", true, false,
     "Efficiency loss of the traffic that leaves a leaf from ECMP flow collisions, on a fabric "
     "without adaptive routing or packet spraying"},
    {"congestion.hop_loss", S, K::Fraction, U::None, "0", "1", true, false,
     "Efficiency loss of the traffic that leaves a leaf, per switch tier above the leaf"},
    {"congestion.sharp_remaining", S, K::Fraction, U::None, "0", "1", true, false,
     "Share of the jitter and congestion loss left when SHARP reduces in the network"},
    // The article's second question: the team.
    {"team.staff_multiplier", S, K::Number, U::Multiplier, "0.1", "10", true, true,
     "Multiplier on the engineers a RoCE fabric needs, by the team's RDMA expertise"},
    {"team.tuning_years", S, K::Years, U::Years, "0", "10", false, true,
     "Years until this team has RoCE fully tuned (PFC, ECN, DCQCN); 0 = tuned from day one"},
    {"team.hiring_lead_months", S, K::Months, U::Months, "0", "36", false, true,
     "Months to hire RoCE specialists; tuning maturity starts that much later"},
    {"team.hiring_premium", S, K::Fraction, U::None, "0", "5", true, true,
     "Salary premium for RoCE specialists the team has to hire"},
    {"team.training_per_fte", S, K::Money, U::PerFte, "0", "10000000", true, true,
     "One-time RoCE training per network engineer, in the first year"},
    {"team.external_help_days", S, K::Number, U::Days, "0", "1000", true, true,
     "Days of external RoCE tuning help in the first year (half as many in the second)"},
    {"team.config_repair_hours", S, K::Hours, U::Hours, "0", "1000", true, true,
     "Hours this team needs to find and fix a RoCE configuration incident"},
    {"team.rearch_multiplier", S, K::Number, U::Multiplier, "0", "100", true, true,
     "Multiplier on the chance a RoCE fabric is torn out, by the team's expertise"},
    // Hardware prices and terms (per plan; the catalog has IB and RoCE values).
    {"price.nic", P, K::Money, U::PerNicPort, "0", "10000000", true, false,
     "Price of one single-port NIC (one per rail)"},
    {"price.switch", P, K::Money, U::PerSwitch, "0", "100000000", true, false,
     "Price of one switch"},
    {"price.cable_copper", P, K::Money, U::PerCable, "0", "10000000", true, false,
     "Price of one copper direct-attach cable"},
    {"price.cable_aec", P, K::Money, U::PerCable, "0", "10000000", true, false,
     "Price of one active electrical (retimed copper) cable"},
    {"price.cable_aoc", P, K::Money, U::PerCable, "0", "10000000", true, false,
     "Price of one active optical cable, both ends built in"},
    {"price.cable_optical", P, K::Money, U::PerCable, "0", "10000000", true, false,
     "Price of one optical fibre patch cable between two modules"},
    {"price.transceiver", P, K::Money, U::PerModule, "0", "10000000", true, false,
     "Price of one optical transceiver module"},
    {"hardware.installation_share", P, K::Fraction, U::None, "0", "1", true, false,
     "Installation and cabling labour as a share of each hardware purchase"},
    {"hardware.recabling_per_link", P, K::Money, U::PerLink, "0", "10000000", true, false,
     "Labour to re-cable one switch-to-switch link when growth forces a third tier"},
    {"hardware.life_years", P, K::Count, U::Years, "1", "15", false, false,
     "Service life of network hardware; it is bought again when it reaches this age"},
    {"hardware.residual_share", P, K::Fraction, U::None, "0", "1", false, false,
     "Share of the straight-line book value credited at the end of the horizon"},
    {"power.switch_watts", P, K::Watts, U::Watts, "0", "100000", true, false,
     "Typical power draw of one switch"},
    {"power.nic_watts", P, K::Watts, U::Watts, "0", "10000", true, false,
     "Typical power draw of one NIC port"},
    {"power.transceiver_watts", P, K::Watts, U::Watts, "0", "10000", true, false,
     "Typical power draw of one optical module"},
    {"power.aec_watts", P, K::Watts, U::Watts, "0", "10000", true, false,
     "Typical power draw of one active electrical cable, both ends"},
    {"power.aoc_watts", P, K::Watts, U::Watts, "0", "10000", true, false,
     "Typical power draw of one active optical cable, both ends"},
    {"licence.fabric_mgmt_per_node", P, K::Money, U::PerNodeYear, "0", "10000000", true, false,
     "Fabric-management software (UFM class) per node and year"},
    {"licence.nos_per_switch", P, K::Money, U::PerSwitchYear, "0", "10000000", true, false,
     "Switch operating-system licence and its support per switch and year"},
    {"support.share", P, K::Fraction, U::PerYear, "0", "1", true, false,
     "Vendor support contract per year as a share of the installed hardware's price"},
    {"staff.base_fte", P, K::Number, U::Fte, "0", "1000", true, false,
     "Engineers a fabric of this kind needs at any size"},
    {"staff.fte_per_100_nodes", P, K::Number, U::Fte, "0", "1000", true, false,
     "Engineers added per 100 nodes"},
    {"staff.fte_per_100_nodes_squared", P, K::Number, U::Fte, "0", "1000", true, false,
     "Engineers added per (100 nodes) squared: management effort grows faster than the fabric"},
    {"efficiency_loss", P, K::Fraction, U::None, "0", "1", true, false,
     "Share of collective throughput lost to jitter and congestion on InfiniBand (RoCE plans "
     "use the untuned and tuned losses)"},
    {"efficiency_loss_untuned", P, K::Fraction, U::None, "0", "1", true, false,
     "RoCE's throughput loss before PFC, ECN and DCQCN are tuned"},
    {"efficiency_loss_tuned", P, K::Fraction, U::None, "0", "1", true, false,
     "RoCE's throughput loss once tuned"},
    {"mixed_batch_loss", P, K::Fraction, U::None, "0", "1", true, false,
     "Extra RoCE loss for each additional switch brand, batch or firmware line"},
    {"adaptive_routing", P, K::Count, U::None, "0", "1", false, false,
     "1 when the fabric spreads flows by adaptive routing or packet spraying (InfiniBand; "
     "Spectrum-X with BlueField-3 NICs), 0 for ECMP hashing"},
    {"sharp", P, K::Count, U::None, "0", "1", false, false,
     "1 when the InfiniBand fabric reduces collectives in the switches (SHARP), 0 otherwise"},
    {"licence.sharp_per_node", P, K::Money, U::PerNodeYear, "0", "10000000", true, false,
     "SHARP in-network reduction licence per node and year (InfiniBand, when SHARP is used)"},
    {"switch_batches", P, K::Count, U::None, "1", "20", false, false,
     "Switch brands, batches or major firmware lines mixed in the RoCE fabric (1 = uniform)"},
    {"config_incidents_per_year", P, K::Rate, U::PerFabricYear, "0", "100", true, false,
     "RoCE configuration incidents (PFC storms, deadlocks, threshold mismatches) a tuned fabric "
     "has a year"},
    {"config_incidents_untuned_factor", P, K::Number, U::Multiplier, "1", "100", true, false,
     "How many times more configuration incidents a RoCE fabric has before its tuning is done"},
    {"config_incidents_per_expansion", P, K::Rate, U::PerExpansion, "0", "100", true, false,
     "RoCE configuration incidents after each expansion of the fabric (new switches, new "
     "settings)"},
    {"config_incidents_per_extra_batch", P, K::Rate, U::PerBatchYear, "0", "100", true, false,
     "RoCE configuration incidents a year for each additional switch brand, batch or firmware "
     "line"},
    {"incident.switch_failure_rate", P, K::Rate, U::PerSwitchYear, "0", "100", true, false,
     "Switch failures per switch and year"},
    {"incident.link_failure_rate", P, K::Rate, U::PerLinkYear, "0", "100", true, false,
     "Cable or transceiver failures per link and year"},
    {"incident.nic_failure_rate", P, K::Rate, U::PerNicYear, "0", "100", true, false,
     "NIC failures per NIC port and year"},
    {"incident.repair_hours", P, K::Hours, U::Hours, "0", "1000", true, false,
     "Hours jobs stall per component failure until they run again around it (detection, "
     "isolation, restart)"},
    {"rearch.annual_probability", P, K::Fraction, U::PerYear, "0", "1", true, false,
     "Chance per year that the fabric is torn out and rebuilt"},
    {"rearch.rebuild_factor", P, K::Number, U::TimesHardware, "0", "10", true, false,
     "Cost of a rebuild as a multiple of the installed hardware's price"},
    {"rearch.downtime_days", P, K::Number, U::Days, "0", "365", true, false,
     "Days the cluster is down while the fabric is rebuilt"},
};

} // namespace

ParameterRegistry::ParameterRegistry()
{
    for (const Row& row : kRows) {
        m_specs.push_back(ParameterSpec{row.key, row.scope, row.kind, row.unit,
                                        Decimal::parse(row.minimum), Decimal::parse(row.maximum),
                                        row.uncertain, row.description, row.fromPreset});
    }
    std::sort(m_specs.begin(), m_specs.end(),
              [](const ParameterSpec& a, const ParameterSpec& b) { return a.key < b.key; });
}

const ParameterRegistry& ParameterRegistry::instance()
{
    static const ParameterRegistry registry;
    return registry;
}

const ParameterSpec* ParameterRegistry::find(std::string_view key) const
{
    const auto it =
        std::lower_bound(m_specs.begin(), m_specs.end(), key,
                         [](const ParameterSpec& s, std::string_view k) { return s.key < k; });
    return it != m_specs.end() && it->key == key ? &*it : nullptr;
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
        return "must be from " + spec.minimum.toString() + " to " + spec.maximum.toString() +
               " (got " + value.toString() + ")";
    }
    return {};
}

std::optional<Fabric> ParameterRegistry::onlyForFabric(std::string_view key)
{
    if (key == "sharp" || key == "licence.sharp_per_node")
        return Fabric::InfiniBand;
    return std::nullopt;
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
