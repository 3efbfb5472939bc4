// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/RetiredParameters.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/Uncertainty.h"

namespace fabrictco {

namespace {

struct Retired
{
    const char* key;
    const char* why; ///< what replaced it, for the note
};

constexpr Retired kRetired[] = {
    {"roce.config_incidents_per_switch",
     "RoCE configuration incidents are now counted per fabric, not per switch "
     "(config_incidents_per_year, config_incidents_untuned_factor, "
     "config_incidents_per_expansion, config_incidents_per_extra_batch; core/MODEL.md "
     "3.6)"},
    {"staff.base_fte", "staff now grows with the fabric to a power below one "
                       "(staff.fte_at_reference, staff.reference_nodes, staff.scale_exponent; "
                       "core/MODEL.md 3.4)"},
    {"staff.fte_per_100_nodes",
     "staff now grows with the fabric to a power below one "
     "(staff.fte_at_reference, staff.scale_exponent; core/MODEL.md 3.4)"},
    {"staff.fte_per_100_nodes_squared",
     "staff no longer grows with the square of the fabric (staff.fte_at_reference, "
     "staff.scale_exponent; core/MODEL.md 3.4)"},
    {"staff.base_full_nodes", "the reference size is staff.reference_nodes (core/MODEL.md 3.4)"},
    {"licence.fabric_mgmt_per_node",
     "fabric-management software is licensed per managed endpoint, each NIC port "
     "(licence.fabric_mgmt_per_endpoint; core/MODEL.md 3.2)"},
};

std::string describe(const std::string& scope, const std::string& key, const ParameterValue* value,
                     const Uncertainty* range)
{
    std::string text = "Kept from an earlier version: " + scope + " set " + key;
    if (value != nullptr)
        text += " = " + value->value.toString() +
                (value->currency ? " " + value->currency->code() : "");
    if (range != nullptr)
        text += std::string(value != nullptr ? ", " : " to ") + "range " + range->low.toString() +
                " to " + range->high.toString() + " (" +
                std::string(distributionShapeId(range->shape)) + ")";
    return text + ".";
}

template <typename Owner>
void retireFrom(Owner& owner, const std::string& scope, std::vector<std::string>& notes)
{
    for (const Retired& retired : kRetired) {
        const auto value = owner.overrides.find(retired.key);
        const auto range = owner.uncertainty.find(retired.key);
        const bool hasValue = value != owner.overrides.end();
        const bool hasRange = range != owner.uncertainty.end();
        if (!hasValue && !hasRange)
            continue;
        notes.push_back(describe(scope, retired.key, hasValue ? &value->second : nullptr,
                                 hasRange ? &range->second : nullptr) +
                        " It no longer applies: " + retired.why + ".");
        if (hasValue)
            owner.overrides.erase(value);
        if (hasRange)
            owner.uncertainty.erase(range);
    }
}

template <typename Map> int renameIn(Map& map)
{
    int moved = 0;
    for (auto it = map.begin(); it != map.end();) {
        const std::string_view now = ParameterRegistry::currentKey(it->first);
        if (now == it->first) {
            ++it;
            continue;
        }
        map.emplace(std::string(now), it->second); // keeps a value set under the new name
        it = map.erase(it);
        ++moved;
    }
    return moved;
}

} // namespace

int renameParameters(Scenario& scenario)
{
    int moved = renameIn(scenario.overrides) + renameIn(scenario.uncertainty);
    for (PlanSpec& plan : scenario.plans)
        moved += renameIn(plan.overrides) + renameIn(plan.uncertainty);
    return moved;
}

namespace {

/// A vendor quote for a retired item ("ib.licence.fabric_mgmt_per_node") moves into the notes
/// too: the document would otherwise be refused for a quote of an item no longer priced.
void retireQuotes(Scenario& scenario, std::vector<std::string>& notes)
{
    auto& quotes = scenario.quotes;
    for (auto it = quotes.begin(); it != quotes.end();) {
        const Retired* retired = nullptr;
        for (const Retired& candidate : kRetired) {
            const std::string key = candidate.key;
            if (it->itemKey == key || it->itemKey.ends_with("." + key) ||
                it->itemKey.ends_with(":" + key))
                retired = &candidate;
        }
        if (retired == nullptr) {
            ++it;
            continue;
        }
        notes.push_back("Kept from an earlier version: a quote from " + it->vendor + " for " +
                        it->itemKey + " = " + it->unitPrice.toString() + " " +
                        it->unitPrice.currency().code() + " (" + it->quoteDate +
                        "). It no longer applies: " + retired->why + ".");
        it = quotes.erase(it);
    }
}

} // namespace

std::vector<std::string> retireParameters(Scenario& scenario)
{
    std::vector<std::string> notes;
    retireFrom(scenario, "the scenario", notes);
    for (PlanSpec& plan : scenario.plans)
        retireFrom(plan, "plan " + plan.id, notes);
    retireQuotes(scenario, notes);
    for (const std::string& note : notes) {
        if (!scenario.metadata.notes.empty())
            scenario.metadata.notes += "\n";
        scenario.metadata.notes += note;
    }
    return notes;
}

} // namespace fabrictco
