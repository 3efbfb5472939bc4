// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ParameterText.h"

#include <map>
#include <string>

namespace fabrictco::ui {

namespace {
struct Text
{
    QString label;
    QString description;
};

std::map<std::string, Text> table()
{
    using T = ParameterText;
    return {
        {"gpu_hour_value",
         {T::tr("Value of a GPU-hour"), T::tr("All-in cost of an owned GPU-hour, or the rental "
                                              "price: what an idle GPU-hour is worth.")}},
        {"utilisation",
         {T::tr("GPU utilisation"),
          T::tr("Share of the hours in which the GPUs run useful jobs.")}},
        {"discount_rate",
         {T::tr("Discount rate"), T::tr("Annual discount rate for the net present value.")}},
        {"growth.annual", {T::tr("Node growth"), T::tr("Annual growth of the node count.")}},
        {"price_trend.annual",
         {T::tr("Hardware price trend"), T::tr("Annual change of hardware prices for later "
                                               "purchases (−5 % = 5 % cheaper each year).")}},
        {"fx.usd_cny",
         {T::tr("Exchange rate"),
          T::tr("Yuan per US dollar, used for every conversion between CNY and USD.")}},
        {"power.pue",
         {T::tr("PUE"), T::tr("Power usage effectiveness of the data centre: cooling and losses on "
                              "top of IT power.")}},
        {"power.price_kwh", {T::tr("Electricity price"), T::tr("Price of one kilowatt-hour.")}},
        {"staff.salary",
         {T::tr("Engineer cost"), T::tr("Loaded annual cost of one network engineer.")}},
        {"staff.consultant_day_rate",
         {T::tr("Consultant day rate"),
          T::tr("Day rate of external RoCE tuning help (PFC, ECN, DCQCN).")}},
        {"incident.checkpoint_rollback_hours",
         {T::tr("Checkpoint rollback"),
          T::tr("Work lost per incident by restarting from the last checkpoint.")}},
        {"workload.jitter_sensitivity",
         {T::tr("Jitter sensitivity"), T::tr("Share of the fabric's efficiency loss that becomes "
                                             "idle GPU time for this workload.")}},
        {"workload.affected_share",
         {T::tr("GPUs hit per incident"), T::tr("Share of the GPUs stalled by one network incident "
                                                "(one large job spanning the cluster: 100 %).")}},
        {"team.staff_multiplier",
         {T::tr("RoCE staffing multiplier"),
          T::tr("Multiplier on the engineers a RoCE fabric needs, by the team's RDMA expertise.")}},
        {"team.tuning_years",
         {T::tr("Years to tune RoCE"), T::tr("Years until this team has RoCE fully tuned (PFC, "
                                             "ECN, DCQCN); 0 = tuned from day one.")}},
        {"team.hiring_lead_months",
         {T::tr("Hiring lead time"),
          T::tr("Months to hire RoCE specialists; tuning starts that much later.")}},
        {"team.hiring_premium",
         {T::tr("Specialist pay premium"),
          T::tr("Salary premium for the RoCE specialists the team has to hire.")}},
        {"team.training_per_fte",
         {T::tr("Training per engineer"),
          T::tr("One-time RoCE training per network engineer, in the first year.")}},
        {"team.external_help_days",
         {T::tr("External help"), T::tr("Days of external RoCE tuning help in the first year (half "
                                        "as many in the second).")}},
        {"team.config_repair_hours",
         {T::tr("Config incident repair"),
          T::tr("Hours this team needs to find and fix a RoCE configuration incident.")}},
        {"team.rearch_multiplier",
         {T::tr("Rebuild risk multiplier"), T::tr("Multiplier on the chance that a RoCE fabric is "
                                                  "torn out, by the team's expertise.")}},
        {"price.nic", {T::tr("NIC price"), T::tr("Price of one single-port NIC (one per rail).")}},
        {"price.switch", {T::tr("Switch price"), T::tr("Price of one switch.")}},
        {"price.cable_copper",
         {T::tr("Copper cable price"), T::tr("Price of one copper direct-attach cable.")}},
        {"price.cable_optical",
         {T::tr("Optical cable price"),
          T::tr("Price of one optical fibre or active optical cable.")}},
        {"price.transceiver",
         {T::tr("Transceiver price"), T::tr("Price of one optical transceiver module.")}},
        {"hardware.installation_share",
         {T::tr("Installation"),
          T::tr("Installation and cabling labour as a share of each hardware purchase.")}},
        {"hardware.recabling_per_link",
         {T::tr("Re-cabling per link"),
          T::tr("Labour to re-cable one switch-to-switch link when growth forces a third tier.")}},
        {"hardware.life_years",
         {T::tr("Hardware life"),
          T::tr("Service life of network hardware; it is bought again at this age.")}},
        {"hardware.residual_share",
         {T::tr("Residual value"),
          T::tr("Share of the straight-line book value credited at the end of the horizon.")}},
        {"power.switch_watts", {T::tr("Switch power"), T::tr("Typical power draw of one switch.")}},
        {"power.nic_watts", {T::tr("NIC power"), T::tr("Typical power draw of one NIC port.")}},
        {"power.transceiver_watts",
         {T::tr("Transceiver power"), T::tr("Typical power draw of one optical module.")}},
        {"licence.fabric_mgmt_per_node",
         {T::tr("Fabric management licence"),
          T::tr("Fabric-management software (UFM class) per node and year.")}},
        {"licence.nos_per_switch",
         {T::tr("Switch OS licence"),
          T::tr("Switch operating-system licence and its support, per switch and year.")}},
        {"support.share",
         {T::tr("Support contract"),
          T::tr("Vendor support per year as a share of the installed hardware's price.")}},
        {"staff.base_fte",
         {T::tr("Base engineers"), T::tr("Engineers a fabric of this kind needs at any size.")}},
        {"staff.fte_per_100_nodes",
         {T::tr("Engineers per 100 nodes"), T::tr("Engineers added per 100 nodes.")}},
        {"staff.fte_per_100_nodes_squared",
         {T::tr("Engineers per (100 nodes)²"),
          T::tr("Engineers added per (100 nodes) squared: management effort grows faster than the "
                "fabric.")}},
        {"ib.efficiency_loss",
         {T::tr("InfiniBand efficiency loss"),
          T::tr("InfiniBand's share of collective throughput lost to jitter and congestion.")}},
        {"roce.efficiency_loss_untuned",
         {T::tr("RoCE loss, untuned"),
          T::tr("RoCE's throughput loss before PFC, ECN and DCQCN are tuned.")}},
        {"roce.efficiency_loss_tuned",
         {T::tr("RoCE loss, tuned"), T::tr("RoCE's throughput loss once tuned.")}},
        {"roce.mixed_batch_loss",
         {T::tr("Loss per extra switch batch"),
          T::tr("Extra RoCE loss for each additional switch brand, batch or firmware line.")}},
        {"roce.switch_batches",
         {T::tr("Switch batches mixed"),
          T::tr("Switch brands, batches or major firmware lines mixed in the RoCE fabric (1 = "
                "uniform, as the article advises).")}},
        {"roce.config_incidents_per_switch",
         {T::tr("RoCE config incidents"), T::tr("Configuration incidents (PFC storms, deadlocks, "
                                                "threshold mismatches) per switch and year.")}},
        {"incident.switch_failure_rate",
         {T::tr("Switch failure rate"), T::tr("Switch failures per switch and year.")}},
        {"incident.link_failure_rate",
         {T::tr("Link failure rate"), T::tr("Cable or transceiver failures per link and year.")}},
        {"incident.nic_failure_rate",
         {T::tr("NIC failure rate"), T::tr("NIC failures per NIC port and year.")}},
        {"incident.repair_hours",
         {T::tr("Stall per failure"),
          T::tr("Hours jobs stall per component failure (detection, vendor support, restart).")}},
        {"rearch.annual_probability",
         {T::tr("Rebuild probability"),
          T::tr("Chance per year that the fabric is torn out and rebuilt.")}},
        {"rearch.rebuild_factor",
         {T::tr("Rebuild cost"),
          T::tr("Cost of a rebuild as a multiple of the installed hardware's price.")}},
        {"rearch.downtime_days",
         {T::tr("Rebuild downtime"),
          T::tr("Days the cluster is down while the fabric is rebuilt.")}},
    };
}

const Text* find(const std::string& key)
{
    // Rebuilt per call so a language switch takes effect; the table is small.
    static thread_local std::map<std::string, Text> cache;
    cache = table();
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
    return text ? text->description : QString::fromStdString(spec.description);
}

int ParameterText::displayFactor(const ParameterSpec& spec)
{
    return spec.kind == ParameterKind::Fraction ? 100 : 1;
}

QString ParameterText::unit(const ParameterSpec& spec, const Currency& currency)
{
    const QString code = QString::fromStdString(currency.code());
    const std::string& u = spec.unit;
    if (spec.kind == ParameterKind::Fraction)
        return u == "per year" ? tr("% per year") : tr("%");
    if (spec.kind == ParameterKind::Money) {
        if (u == "per GPU-hour")
            return tr("%1 per GPU-hour").arg(code);
        if (u == "per kWh")
            return tr("%1 per kWh").arg(code);
        if (u == "per FTE-year")
            return tr("%1 per engineer-year").arg(code);
        if (u == "per FTE")
            return tr("%1 per engineer").arg(code);
        if (u == "per day")
            return tr("%1 per day").arg(code);
        if (u == "per NIC port")
            return tr("%1 per NIC port").arg(code);
        if (u == "per switch")
            return tr("%1 per switch").arg(code);
        if (u == "per cable")
            return tr("%1 per cable").arg(code);
        if (u == "per module")
            return tr("%1 per module").arg(code);
        if (u == "per link")
            return tr("%1 per link").arg(code);
        if (u == "per node-year")
            return tr("%1 per node-year").arg(code);
        if (u == "per switch-year")
            return tr("%1 per switch-year").arg(code);
        return code;
    }
    if (u == "CNY per USD")
        return tr("CNY per USD");
    if (u == "h")
        return tr("h");
    if (u == "W")
        return tr("W");
    if (u == "years")
        return tr("years");
    if (u == "months")
        return tr("months");
    if (u == "days")
        return tr("days");
    if (u == "FTE")
        return tr("engineers");
    if (u == "per switch-year")
        return tr("per switch-year");
    if (u == "per link-year")
        return tr("per link-year");
    if (u == "per NIC-year")
        return tr("per NIC-year");
    return QString::fromStdString(u);
}

QString ParameterText::confidence(Confidence confidence)
{
    switch (confidence) {
    case Confidence::Published:
        return tr("published");
    case Confidence::Estimate:
        return tr("estimate — replace with a quote");
    case Confidence::Derived:
        return tr("derived from published figures");
    case Confidence::Quote:
        return tr("vendor quote");
    case Confidence::User:
        return tr("your own figure");
    }
    return {};
}

} // namespace fabrictco::ui
