// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ParameterText.h"

#include "core/model/ParameterRegistry.h"
#include "core/money/ComputedFigure.h"
#include "core/tco/ExpectedValues.h"
#include "presentation/MoneyFormat.h"
#include "translations/I18n.h"

#include <map>
#include <string>

namespace fabrictco {

namespace {
struct Text
{
    QString label;
    QString description;
};

std::map<std::string, Text> table()
{
    return {
        {"gpu_hour_value",
         {ParameterText::tr("Value of a GPU-hour"),
          ParameterText::tr("All-in cost of an owned GPU-hour, or the rental "
                            "price: what an idle GPU-hour is worth.")}},
        {"utilisation",
         {ParameterText::tr("GPU utilisation"),
          ParameterText::tr("Share of the hours in which the GPUs run useful jobs.")}},
        {"discount_rate",
         {ParameterText::tr("Discount rate"),
          ParameterText::tr("Annual discount rate for the net present value.")}},
        {"growth.annual",
         {ParameterText::tr("Node growth"), ParameterText::tr("Annual growth of the node count.")}},
        {"price_trend.annual",
         {ParameterText::tr("Hardware price trend"),
          ParameterText::tr("Annual change of hardware prices for later "
                            "purchases (−5 % = 5 % cheaper each year).")}},
        {"fx.usd_cny",
         {ParameterText::tr("Exchange rate"),
          ParameterText::tr("Yuan per US dollar, used for every conversion between CNY and USD.")}},
        {"power.pue",
         {ParameterText::tr("PUE"),
          ParameterText::tr("Power usage effectiveness of the data centre: cooling and losses on "
                            "top of IT power.")}},
        {"power.price_kwh",
         {ParameterText::tr("Electricity price"),
          ParameterText::tr("Price of one kilowatt-hour.")}},
        {"staff.reference_nodes",
         {ParameterText::tr("Reference fabric size"),
          ParameterText::tr("Fabric size at which the engineers per fabric are given; other "
                            "sizes scale from it.")}},
        {"staff.scale_exponent",
         {ParameterText::tr("Staff scale exponent"),
          ParameterText::tr("Engineers grow with (nodes / reference size) to this power: below "
                            "1, each added node needs less staff (automation, not engineers per "
                            "link).")}},
        {"staff.salary",
         {ParameterText::tr("Engineer cost"),
          ParameterText::tr("Loaded annual cost of one network engineer.")}},
        {"staff.consultant_day_rate",
         {ParameterText::tr("Consultant day rate"),
          ParameterText::tr("Day rate of external RoCE tuning help (PFC, ECN, DCQCN).")}},
        {"incident.checkpoint_rollback_hours",
         {ParameterText::tr("Checkpoint rollback"),
          ParameterText::tr("Work lost per incident by restarting from the last checkpoint.")}},
        {"workload.node_year_value",
         {ParameterText::tr("Value of a node-year"),
          ParameterText::tr(
              "What a node-year of this workload's output is worth when jitter "
              "costs more than idle GPU time: latency-dependent trading revenue "
              "(HFT), a storage node's throughput. It also prices incident stalls and "
              "rebuild downtime. 0 = priced as idle GPU-hours.")}},
        {"workload.jitter_sensitivity",
         {ParameterText::tr("Jitter sensitivity"),
          ParameterText::tr("Share of the fabric's efficiency loss that becomes "
                            "idle GPU time for this workload.")}},
        {"incident.largest_job_gpus",
         {ParameterText::tr("Largest job"),
          ParameterText::tr(
              "GPUs of the largest job a network incident can stall; a larger "
              "cluster runs several jobs, so an incident stalls at most this many.")}},
        {"workload.affected_share",
         {ParameterText::tr("Largest job's share"),
          ParameterText::tr("Share of the cluster the largest job spans; an incident stalls that "
                            "job (one large job spanning the cluster: 100 %).")}},
        {"team.staff_multiplier",
         {ParameterText::tr("RoCE staffing multiplier"),
          ParameterText::tr(
              "Multiplier on the engineers a RoCE fabric needs, by the team's RDMA expertise.")}},
        {"team.tuning_years",
         {ParameterText::tr("Years to tune RoCE"),
          ParameterText::tr("Years until this team has RoCE fully tuned (PFC, "
                            "ECN, DCQCN); 0 = tuned from day one.")}},
        {"team.hiring_lead_months",
         {ParameterText::tr("Hiring lead time"),
          ParameterText::tr("Months to hire RoCE specialists; tuning starts that much later.")}},
        {"team.hiring_premium",
         {ParameterText::tr("Specialist pay premium"),
          ParameterText::tr("Salary premium for the RoCE specialists the team has to hire.")}},
        {"team.training_per_fte",
         {ParameterText::tr("Training per engineer"),
          ParameterText::tr("One-time RoCE training per network engineer, in the first year.")}},
        {"team.external_help_days",
         {ParameterText::tr("External help"),
          ParameterText::tr("Days of external RoCE tuning help in the first year (half "
                            "as many in the second).")}},
        {"team.config_repair_hours",
         {ParameterText::tr("Config incident repair"),
          ParameterText::tr(
              "Hours this team needs to find and fix a RoCE configuration incident.")}},
        {"team.rearch_multiplier",
         {ParameterText::tr("Rebuild risk multiplier"),
          ParameterText::tr("Multiplier on the chance that a RoCE fabric is "
                            "torn out, by the team's expertise.")}},
        {"price.nic",
         {ParameterText::tr("NIC price"),
          ParameterText::tr("Price of one single-port NIC (one per rail).")}},
        {"price.switch",
         {ParameterText::tr("Switch price"), ParameterText::tr("Price of one switch.")}},
        {"price.fabric_element",
         {ParameterText::tr("Fabric element price"),
          ParameterText::tr("Price of one cell switch of a scheduled Ethernet fabric.")}},
        {"price.cable_copper",
         {ParameterText::tr("Copper cable price"),
          ParameterText::tr("Price of one copper direct-attach cable.")}},
        {"price.cable_aec",
         {ParameterText::tr("Active copper cable price"),
          ParameterText::tr("Price of one active electrical (retimed copper) cable.")}},
        {"price.cable_aoc",
         {ParameterText::tr("Active optical cable price"),
          ParameterText::tr("Price of one active optical cable, both ends built in.")}},
        {"price.cable_optical",
         {ParameterText::tr("Optical cable price"),
          ParameterText::tr("Price of one optical fibre patch cable between two modules.")}},
        {"price.transceiver",
         {ParameterText::tr("Transceiver price"),
          ParameterText::tr("Price of one optical transceiver module.")}},
        {"hardware.installation_share",
         {ParameterText::tr("Installation"),
          ParameterText::tr(
              "Installation and cabling labour as a share of each hardware purchase.")}},
        {"hardware.recabling_per_link",
         {ParameterText::tr("Re-cabling per link"),
          ParameterText::tr(
              "Labour to re-cable one switch-to-switch link when growth forces a third tier.")}},
        {"hardware.life_years",
         {ParameterText::tr("Hardware life"),
          ParameterText::tr("Service life of network hardware; it is bought again at this age.")}},
        {"hardware.residual_share",
         {ParameterText::tr("Residual value"),
          ParameterText::tr("Resale value at the end of the horizon, as a share of the "
                            "straight-line book value.")}},
        {"power.switch_watts",
         {ParameterText::tr("Switch power"),
          ParameterText::tr("Typical power draw of one switch.")}},
        {"power.fabric_element_watts",
         {ParameterText::tr("Fabric element power"),
          ParameterText::tr("Typical power draw of one cell switch of a scheduled fabric.")}},
        {"power.nic_watts",
         {ParameterText::tr("NIC power"),
          ParameterText::tr("Typical power draw of one NIC port.")}},
        {"power.transceiver_watts",
         {ParameterText::tr("Transceiver power"),
          ParameterText::tr("Typical power draw of one optical module.")}},
        {"power.aec_watts",
         {ParameterText::tr("Active copper cable power"),
          ParameterText::tr("Typical power draw of one active electrical cable, both ends.")}},
        {"power.aoc_watts",
         {ParameterText::tr("Active optical cable power"),
          ParameterText::tr("Typical power draw of one active optical cable, both ends.")}},
        {"licence.fabric_mgmt_per_endpoint",
         {ParameterText::tr("Fabric management licence"),
          ParameterText::tr("Fabric-management software (UFM class) per managed endpoint (NIC "
                            "port) and year: an 8-rail node is 8 endpoints.")}},
        {"licence.nos_per_switch",
         {ParameterText::tr("Switch OS licence"),
          ParameterText::tr(
              "Switch operating-system licence and its support, per switch and year.")}},
        {"support.share",
         {ParameterText::tr("Support contract"),
          ParameterText::tr(
              "Vendor support per year as a share of the installed hardware's price.")}},
        {"staff.fte_at_reference",
         {ParameterText::tr("Engineers at the reference size"),
          ParameterText::tr("Network engineers (full-time equivalents) a fabric of this kind "
                            "needs at the reference size, before the team's multiplier.")}},
        {"efficiency_loss",
         {ParameterText::tr("InfiniBand efficiency loss"),
          ParameterText::tr(
              "InfiniBand's share of collective throughput lost to jitter and congestion.")}},
        {"efficiency_loss_untuned",
         {ParameterText::tr("RoCE loss, untuned"),
          ParameterText::tr("RoCE's throughput loss before PFC, ECN and DCQCN are tuned.")}},
        {"efficiency_loss_tuned",
         {ParameterText::tr("RoCE loss, tuned"),
          ParameterText::tr("RoCE's throughput loss once tuned.")}},
        {"mixed_batch_loss",
         {ParameterText::tr("Loss per extra switch batch"),
          ParameterText::tr(
              "Extra RoCE loss for each additional switch brand, batch or firmware line.")}},
        {"switch_batches",
         {ParameterText::tr("Switch batches mixed"),
          ParameterText::tr(
              "Switch brands, batches or major firmware lines mixed in the RoCE fabric (1 = "
              "uniform, as the article advises).")}},
        {"adaptive_routing",
         {ParameterText::tr("Adaptive routing"),
          ParameterText::tr("1 when the fabric spreads flows by adaptive routing or packet "
                            "spraying (InfiniBand; Spectrum-X with BlueField-3 NICs), 0 for "
                            "ECMP hashing.")}},
        {"sharp",
         {ParameterText::tr("SHARP in-network reduction"),
          ParameterText::tr("1 when the InfiniBand fabric reduces collectives in the switches "
                            "(SHARP), 0 otherwise.")}},
        {"licence.sharp_per_node",
         {ParameterText::tr("SHARP licence"),
          ParameterText::tr("SHARP in-network reduction licence per node and year, when the "
                            "plan uses SHARP.")}},
        {"congestion.reference_endpoints",
         {ParameterText::tr("Reference collective size"),
          ParameterText::tr("Collective size at which the efficiency losses are quoted; larger "
                            "collectives lose more to stragglers, smaller ones less.")}},
        {"congestion.reference_link_gbps",
         {ParameterText::tr("Link speed of the quoted losses"),
          ParameterText::tr("Link speed per GPU of the clusters the efficiency losses were "
                            "measured on: 400 for H100-class GPUs with one 400G NIC each; 800 "
                            "for GPUs with an 800G NIC each. A plan with faster links per GPU "
                            "exposes less communication and loses less; slower links lose "
                            "more.")}},
        {"congestion.exposed_comm_share",
         {ParameterText::tr("Exposed communication"),
          ParameterText::tr("Share of a training step spent waiting on the network at the "
                            "quoted link speed. The smaller it is, the more closely the losses "
                            "follow the bandwidth per GPU; at 100 % the link speed changes "
                            "nothing.")}},
        {"congestion.oversubscription_loss",
         {ParameterText::tr("Loss from oversubscription"),
          ParameterText::tr("Efficiency loss of the traffic that leaves a leaf through "
                            "oversubscribed uplinks, at the limit of r:1 (scaled by 1 − 1/r).")}},
        {"congestion.ecmp_loss",
         {ParameterText::tr("Loss from ECMP collisions"),
          ParameterText::tr("Efficiency loss of the traffic that leaves a leaf from ECMP flow "
                            "collisions, on a fabric without adaptive routing or packet "
                            "spraying. Tuning does not close it.")}},
        {"congestion.hop_loss",
         {ParameterText::tr("Loss per tier above the leaf"),
          ParameterText::tr("Efficiency loss of the traffic that leaves a leaf, per switch tier "
                            "above the leaf.")}},
        {"congestion.sharp_remaining",
         {ParameterText::tr("Loss left with SHARP"),
          ParameterText::tr("Share of the jitter and congestion loss left when SHARP reduces in "
                            "the network.")}},
        {"config_incidents_per_year",
         {ParameterText::tr("RoCE config incidents"),
          ParameterText::tr("Configuration incidents (PFC storms, deadlocks, threshold "
                            "mismatches) a tuned RoCE fabric has a year.")}},
        {"config_incidents_untuned_factor",
         {ParameterText::tr("Config incidents before tuning"),
          ParameterText::tr("How many times more configuration incidents the fabric has "
                            "before its tuning is done.")}},
        {"config_incidents_per_expansion",
         {ParameterText::tr("Config incidents per expansion"),
          ParameterText::tr("Configuration incidents after each expansion of the fabric.")}},
        {"config_incidents_per_extra_batch",
         {ParameterText::tr("Config incidents per extra batch"),
          ParameterText::tr("Configuration incidents a year for each additional switch "
                            "brand, batch or firmware line.")}},
        {"incident.switch_failure_rate",
         {ParameterText::tr("Switch failure rate"),
          ParameterText::tr("Switch failures per switch and year.")}},
        {"incident.link_failure_rate",
         {ParameterText::tr("Link failure rate"),
          ParameterText::tr("Cable or transceiver failures per link and year.")}},
        {"incident.nic_failure_rate",
         {ParameterText::tr("NIC failure rate"),
          ParameterText::tr("NIC failures per NIC port and year.")}},
        {"incident.repair_hours",
         {ParameterText::tr("Stall per failure"),
          ParameterText::tr("Hours jobs stall per component failure until they run again around it "
                            "(detection, isolation, restart).")}},
        {"rearch.annual_probability",
         {ParameterText::tr("Rebuild probability"),
          ParameterText::tr("Chance per year that the fabric is torn out and rebuilt.")}},
        {"rearch.rebuild_factor",
         {ParameterText::tr("Rebuild cost"),
          ParameterText::tr("Cost of a rebuild as a multiple of the installed hardware's price.")}},
        {"rearch.downtime_days",
         {ParameterText::tr("Rebuild downtime"),
          ParameterText::tr("Days the cluster is down while the fabric is rebuilt.")}},
    };
}

const Text* find(const std::string& key)
{
    // Made again only when the language has changed since (i18n is the one way to change it).
    static thread_local std::map<std::string, Text> cache;
    static thread_local QString cachedLanguage;
    if (cache.empty() || cachedLanguage != i18n::currentLanguage()) {
        cache = table();
        cachedLanguage = i18n::currentLanguage();
    }
    const auto it = cache.find(key);
    return it == cache.end() ? nullptr : &it->second;
}
} // namespace

QString ParameterText::label(const ParameterSpec& spec)
{
    const Text* text = find(spec.key);
    return text ? text->label : QString::fromStdString(spec.key);
}

QString ParameterText::description(const ParameterSpec& spec)
{
    const Text* text = find(spec.key);
    return text ? text->description : QString::fromStdString(spec.key);
}

QString ParameterText::valueText(const ResolvedParameter& parameter,
                                 const Currency& scenarioCurrency, const QLocale& locale)
{
    const ParameterSpec& spec = *parameter.spec;
    const Decimal shown = parameter.value.value.times(displayFactor(spec));
    const QString number = MoneyFormat(locale).formatExact(shown);
    const QString u = unit(spec, parameter.value.currency.value_or(scenarioCurrency));
    if (u.isEmpty())
        return number;
    //: A value and its unit: "28,000 USD per switch", "8.5 %".
    return tr("%1 %2").arg(number, u);
}

QString ParameterText::pricedValueText(const ResolvedParameter& parameter,
                                       const Currency& scenarioCurrency, const QLocale& locale)
{
    // A range's mean as its field shows it (ComputedFigure); a firm figure to its last digit.
    const Decimal priced = pricedDisplayValue(parameter);
    const bool firm =
        parameter.source == ValueSource::Quote || parameter.source == ValueSource::Override;
    const QString number =
        firm ? MoneyFormat(locale).formatExact(priced) : computedText(priced, locale);
    const QString u =
        unit(*parameter.spec, parameter.value.currency.value_or(scenarioCurrency));
    return u.isEmpty() ? number : tr("%1 %2").arg(number, u);
}

QString ParameterText::computedText(const Decimal& value, const QLocale& locale)
{
    const auto figure = ComputedFigure::of(value);
    return figure ? QStringLiteral("≈") +
                        MoneyFormat(locale).formatDecimal(figure->rounded, figure->places)
                  : MoneyFormat(locale).formatExact(value);
}

Decimal ParameterText::pricedDisplayValue(const ResolvedParameter& parameter)
{
    return expectedValue(parameter, kDefaultRounding).times(displayFactor(*parameter.spec));
}

QString ParameterText::pricingText(const ResolvedParameter& parameter, const QLocale& locale,
                                   Reader reader)
{
    const ParameterSpec& spec = *parameter.spec;
    if (!spec.uncertain)
        return {};
    const Uncertainty& range = parameter.uncertainty;
    if (range.shape == DistributionShape::Fixed) {
        if (parameter.source != ValueSource::Override && parameter.source != ValueSource::Quote)
            return {};
        return reader == Reader::Window
                   ? tr("Firm: priced as given, and the risk analysis does not vary it. For a "
                        "range, use the value's menu.")
                   : tr("Firm: priced as given, and the risk analysis does not vary it.");
    }
    const int factor = displayFactor(spec);
    const MoneyFormat format(locale);
    const auto shown = [&](const Decimal& value) {
        return format.formatExact(value.times(factor));
    };
    //: %1 the mean the tables price (rounded), %2 low, %3 high, %4 the most likely value.
    return tr("Priced at its expected value, %1 (range %2 to %3, most likely %4); the risk "
              "analysis draws it from that range.")
        .arg(computedText(pricedDisplayValue(parameter), locale), shown(range.low),
             shown(range.high), shown(parameter.value.value));
}

int ParameterText::displayFactor(const ParameterSpec& spec)
{
    return spec.kind == ParameterKind::Fraction ? 100 : 1;
}

QString ParameterText::unit(const ParameterSpec& spec, const Currency& currency)
{
    return unit(spec, QString::fromStdString(currency.code()));
}

QString ParameterText::unit(const ParameterSpec& spec, const QString& code)
{
    using U = ParameterUnit;
    if (spec.kind == ParameterKind::Fraction)
        return spec.unit == U::PerYear ? tr("% per year") : tr("%");
    if (spec.kind == ParameterKind::Money) {
        switch (spec.unit) {
        case U::PerGpuHour:
            return tr("%1 per GPU-hour").arg(code);
        case U::PerKwh:
            return tr("%1 per kWh").arg(code);
        case U::PerFteYear:
            return tr("%1 per engineer-year").arg(code);
        case U::PerFte:
            return tr("%1 per engineer").arg(code);
        case U::PerDay:
            return tr("%1 per day").arg(code);
        case U::PerNicPort:
            return tr("%1 per NIC port").arg(code);
        case U::PerSwitch:
            return tr("%1 per switch").arg(code);
        case U::PerFabricElement:
            return tr("%1 per fabric element").arg(code);
        case U::PerCable:
            return tr("%1 per cable").arg(code);
        case U::PerModule:
            return tr("%1 per module").arg(code);
        case U::PerLink:
            return tr("%1 per link").arg(code);
        case U::PerNodeYear:
            return tr("%1 per node-year").arg(code);
        case U::PerEndpointYear:
            //: Money per managed endpoint (a NIC port the fabric manager manages) and year.
            return tr("%1 per endpoint-year").arg(code);
        case U::PerSwitchYear:
            return tr("%1 per switch-year").arg(code);
        default:
            return code;
        }
    }
    switch (spec.unit) {
    case U::None:
        return {};
    case U::CnyPerUsd:
        return tr("CNY per USD");
    case U::Multiplier:
        return tr("×", "a multiplier");
    case U::TimesHardware:
        return tr("× hardware price");
    case U::TimesItPower:
        return tr("× IT power");
    case U::Hours:
        return tr("h");
    case U::Watts:
        return tr("W");
    case U::Years:
        return tr("years");
    case U::Months:
        return tr("months");
    case U::Days:
        return tr("days");
    case U::Fte:
        //: Full-time equivalents: "1 FTE", "2.5 FTE" (a count of engineers, fractions allowed).
        return tr("FTE");
    case U::PerSwitchYear:
        return tr("per switch-year");
    case U::PerLinkYear:
        return tr("per link-year");
    case U::PerNicYear:
        return tr("per NIC-year");
    case U::PerFabricYear:
        return tr("per fabric-year");
    case U::PerExpansion:
        return tr("per expansion");
    case U::PerBatchYear:
        return tr("per batch-year");
    case U::Nodes:
        return tr("nodes");
    case U::Endpoints:
        return tr("endpoints");
    case U::Gpus:
        return tr("GPUs");
    case U::Exponent:
        return tr("power of the size ratio");
    case U::GbPerSecond:
        return tr("Gb/s");
    default:
        break;
    }
    const std::string_view name = parameterUnitName(spec.unit);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

QString ParameterText::label(std::string_view key)
{
    if (const ParameterSpec* spec = ParameterRegistry::instance().find(key))
        return label(*spec);
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

} // namespace fabrictco
