// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/OperatingCostTerms.h"

#include "core/money/ExactProduct.h"
#include "core/tco/FactorRounding.h"
#include "core/tco/HardwareCostTerms.h"
#include "core/tco/JitterCostTerms.h"

#include <boost/multiprecision/cpp_dec_float.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace fabrictco {

void OperatingCostTerms::append(ModelContext& context)
{
    for (int year = 1; year <= context.years(); ++year) {
        appendStaff(context, year);
        JitterCostTerms::append(context, year);
        appendIncidents(context, year);
        appendRearchitecture(context, year);
    }
}

OperatingCostTerms::Fraction OperatingCostTerms::untunedShare(const Decimal& tuningYears,
                                                              const Decimal& hiringLeadMonths,
                                                              int year)
{
    // In months: M = 12 x tuning years + lead months; open share at mid-year y is
    // (M - 12y + 6) / M, clamped to [0, 1]. Kept as a fraction so nothing is rounded here.
    const Decimal months = tuningYears.times(12) + hiringLeadMonths;
    if (months.isZero() || months.isNegative())
        return {Decimal(0), Decimal(1)};
    const Decimal open = months - Decimal(12 * std::int64_t(year)) + Decimal(6);
    if (open.isNegative() || open.isZero())
        return {Decimal(0), Decimal(1)};
    if (open >= months)
        return {Decimal(1), Decimal(1)};
    return {open, months};
}

Decimal OperatingCostTerms::staffScaleFactor(std::int64_t nodes, std::int64_t reference,
                                             const Decimal& exponent)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    if (nodes == reference || nodes < 1 || reference < 1)
        return Decimal(1);
    // The 50-digit power was a sixth of the risk pipeline's time (issue 42): every model of a
    // sweep and of the sensitivity analysis asks again for the same sizes and exponent. Kept
    // per thread, so no lock, and bounded.
    using Key = std::tuple<std::int64_t, std::int64_t, std::string>;
    thread_local std::map<Key, Decimal> known;
    Key key{nodes, reference, exponent.toString()};
    if (const auto it = known.find(key); it != known.end())
        return it->second;
    // (n / reference)^exponent, rounded to four places like the straggler factor.
    const Decimal rounded = FactorRounding::rounded(
        std::pow(double(nodes) / double(reference), exponent.toDouble()), [&] {
            return boost::multiprecision::pow(Real(nodes) / Real(reference),
                                              Real(std::get<2>(key)));
        });
    if (known.size() >= 4096)
        known.clear();
    known.emplace(std::move(key), rounded);
    return rounded;
}

void OperatingCostTerms::appendStaff(ModelContext& context, int year)
{
    // Engineers per fabric: staff.fte_at_reference at the reference size (128 nodes), times
    // (n / reference)^exponent at every size, with an exponent below one: operators add
    // automation, not engineers per link, so the engineers per 1,000 GPUs fall as the fabric
    // grows. One curve for every size: a kink at the reference size (a share in proportion
    // below it) made the cheaper fabric flip back and forth around 128 nodes. For RoCE the team's multiplier sets the level;
    // training and outside help are its ramp. InfiniBand bundles that expertise into the
    // vendor's service, so its staff does not depend on the team's RoCE skills.
    const std::int64_t nodes = context.nodes(year);
    const std::int64_t reference = context.value("staff.reference_nodes").toInt64();
    const bool roce = context.isRoce();
    const auto fte = [&](CostTerm& term) {
        term.param("staff.fte_at_reference");
        if (nodes != reference) {
            term.times(staffScaleFactor(nodes, reference, context.value("staff.scale_exponent")),
                       {FactorNoun::StaffScaleFactor, nodes});
        }
        if (roce)
            term.param("team.staff_multiplier");
    };
    CostTerm salary =
        context.term(CostCategory::Staff, year, {LineKind::Engineers, LineSubject::FabricEngineers});
    fte(salary);
    context.money(salary, "staff.salary");
    if (roce) {
        CostTerm premium = salary;
        premium.what = {LineKind::RoceHiringPremium, LineSubject::FabricEngineers};
        premium.param("team.hiring_premium");
        context.add(std::move(premium));
    }
    context.add(std::move(salary));
    if (roce && year == 1) {
        CostTerm training = context.term(CostCategory::Staff, year,
                                         {LineKind::RoceTraining, LineSubject::FabricEngineers});
        fte(training);
        context.money(training, "team.training_per_fte");
        context.add(std::move(training));
    }
    if (roce && year <= 2) {
        // Outside tuning help is sized like the staff: a pilot below the reference size needs
        // that share of it (a one-switch fabric has few PFC/ECN settings to tune).
        CostTerm help = context.term(CostCategory::Staff, year, {LineKind::TuningHelp});
        help.param("team.external_help_days");
        if (nodes < reference) {
            help.times(nodes, FactorNoun::Nodes);
            help.times(Decimal(reference), FactorNoun::ReferenceFabricNodes, -1);
        }
        if (year == 2)
            help.times(Decimal(2), FactorNoun::HalfAsMuchInYear2, -1);
        context.money(help, "staff.consultant_day_rate");
        context.add(std::move(help));
    }
}

void OperatingCostTerms::appendIncidents(ModelContext& context, int year)
{
    const Bom& bom = context.bom(year);
    // Each incident stalls the affected GPUs until the job runs again (detection and restart, or
    // the team's diagnosis of a configuration incident) plus the work lost since the last
    // checkpoint, paid at the value of a GPU-hour while they would have been busy. The count part
    // of every line is kept too: tco --json reports the expected incidents a year.
    //
    // An incident stalls the job that uses the failed part, not the building: the largest job
    // spans workload.affected_share of the cluster, but never more than
    // incident.largest_job_gpus; a larger cluster runs several jobs. So the stalled share is
    // the smaller of the two, and the value lost to incidents grows with the largest job, not
    // with the square of the cluster. Which of the two applies is decided at the share's mean.
    const std::int64_t gpus = context.gpus(year);
    const std::int64_t largestJob = context.value("incident.largest_job_gpus").toInt64();
    const bool jobCapped =
        gpus > 0 &&
        ExactProduct(context.value("workload.affected_share")).times(gpus).rounded(9, kDefaultRounding) >
            Decimal(largestJob);
    const auto addStalls = [&](const CostTerm& count, LineSubject what, const char* stallKey) {
        context.addIncidentCount(count);
        for (const char* hours : {stallKey, "incident.checkpoint_rollback_hours"}) {
            const bool restart = std::string_view(hours) == stallKey;
            CostTerm t = count;
            t.category = CostCategory::Incidents;
            t.what = {restart ? LineKind::StallUntilRestarted : LineKind::CheckpointRollback, what};
            t.param(hours);
            context.capacityHour(t, year);
            if (jobCapped) {
                t.times(largestJob, FactorNoun::LargestJobGpus);
                t.times(Decimal(gpus), FactorNoun::ClusterGpus, -1);
            } else {
                t.param("workload.affected_share");
            }
            t.param("utilisation");
            context.add(std::move(t));
        }
    };
    const std::array<std::tuple<std::int64_t, FactorNoun, LineSubject, const char*>, 3> components{{
        {bom.switches.total(), nounOf(Equipment::Switches), LineSubject::SwitchFailures,
         "incident.switch_failure_rate"},
        {bom.links.total(), FactorNoun::Links, LineSubject::LinkFailures,
         "incident.link_failure_rate"},
        {bom.nics, nounOf(Equipment::NicPorts), LineSubject::NicPortFailures,
         "incident.nic_failure_rate"},
    }};
    for (const auto& [count, what, failed, rate] : components) {
        // The count of incidents; addStalls turns it into the stall and rollback lines.
        CostTerm failures =
            context.term(CostCategory::Incidents, year, {LineKind::StallUntilRestarted, failed});
        failures.times(count, what);
        failures.param(rate);
        addStalls(failures, failed, "incident.repair_hours");
    }
    if (!context.isRoce())
        return;

    // RoCE configuration incidents (PFC storms, deadlocks, threshold mismatches) follow what
    // causes them, per fabric: the fabric's settings until and after tuning, each expansion, and
    // every extra switch brand, batch or firmware line. Not per switch: each one can stall the
    // whole fabric, so a per-switch rate would grow with the square of the cluster.
    const Fraction open = untunedShare(context.value("team.tuning_years"),
                                       context.value("team.hiring_lead_months"), year);
    const auto incidents = [&](LineSubject what) {
        return context.term(CostCategory::Incidents, year, {LineKind::StallUntilRestarted, what});
    };
    CostTerm tuned = incidents(LineSubject::RoceConfigTunedShare);
    tuned.param("config_incidents_per_year");
    tuned.times(open.denominator - open.numerator, FactorNoun::TunedShare);
    tuned.times(open.denominator, FactorNoun::OfTheTuningTime, -1);
    addStalls(tuned, LineSubject::RoceConfigTunedShare, "team.config_repair_hours");

    CostTerm untuned = incidents(LineSubject::RoceConfigUntunedShare);
    untuned.param("config_incidents_per_year");
    untuned.param("config_incidents_untuned_factor");
    untuned.times(open.numerator, FactorNoun::UntunedShare);
    untuned.times(open.denominator, FactorNoun::OfTheTuningTime, -1);
    addStalls(untuned, LineSubject::RoceConfigUntunedShare, "team.config_repair_hours");

    if (year > 1 && bom.switches.total() > context.bom(year - 1).switches.total()) {
        CostTerm expansion = incidents(LineSubject::RoceConfigAfterExpansion);
        expansion.times(1, FactorNoun::ExpansionThisYear);
        expansion.param("config_incidents_per_expansion");
        addStalls(expansion, LineSubject::RoceConfigAfterExpansion, "team.config_repair_hours");
    }
    const std::int64_t extraBatches = context.value("switch_batches").toInt64() - 1;
    if (extraBatches > 0) {
        CostTerm mixed = incidents(LineSubject::RoceConfigMixedBatches);
        mixed.times(extraBatches, FactorNoun::ExtraSwitchBatches);
        mixed.param("config_incidents_per_extra_batch");
        addStalls(mixed, LineSubject::RoceConfigMixedBatches, "team.config_repair_hours");
    }
}

void OperatingCostTerms::appendRearchitecture(ModelContext& context, int year)
{
    // Expected cost = annual probability x (rebuild of the installed hardware + downtime).
    const auto chance = [&](CostTerm& t) {
        t.param("rearch.annual_probability");
        if (context.isRoce())
            t.param("team.rearch_multiplier");
    };
    using H = HardwareCostTerms;
    const H::Counts now = H::counts(context.bom(year));
    const std::int64_t switches =
        now[H::LeafSwitch] + now[H::SpineSwitch] + now[H::CoreSwitch] + now[H::SpareSwitch];
    // Every item class of the bill of materials is rebuilt; the switch classes as one line. Active
    // cables get a line only when the plan has them, so other plans' tables stay as they were.
    // A scheduled fabric's elements are priced apart, so they are a line of their own.
    std::vector<std::pair<H::Item, std::int64_t>> groups{{H::LeafSwitch, switches}};
    if (const std::int64_t elements = now[H::FabricElement] + now[H::SpareFabricElement];
        elements > 0)
        groups.emplace_back(H::FabricElement, elements);
    for (int i = H::Nic; i < H::kItemCount; ++i) {
        const auto item = static_cast<H::Item>(i);
        const bool active = item == H::AecCable || item == H::AocCable;
        if (!active || now[item] > 0)
            groups.emplace_back(item, now[item]);
    }
    for (const auto& [item, count] : groups) {
        const Equipment counted = item == H::LeafSwitch ? Equipment::Switches : H::equipment(item);
        const FactorNoun what = nounOf(counted);
        const LineSubject on = subjectOf(counted);
        CostTerm t = context.term(CostCategory::Rearchitecture, year, {LineKind::RebuildRisk, on});
        chance(t);
        t.param("rearch.rebuild_factor");
        t.times(count, what);
        context.money(t, H::priceKey(item));
        context.priceTrend(t, year);
        context.add(std::move(t));
    }
    CostTerm downtime =
        context.term(CostCategory::Rearchitecture, year, {LineKind::RebuildDowntime});
    chance(downtime);
    downtime.param("rearch.downtime_days");
    downtime.times(24, FactorNoun::HoursPerDay);
    context.capacityHour(downtime, year);
    downtime.param("utilisation");
    context.add(std::move(downtime));
}

} // namespace fabrictco
