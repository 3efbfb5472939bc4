// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/RetiredParameters.h"

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
     "(roce.config_incidents_per_year, roce.config_incidents_untuned_factor, "
     "roce.config_incidents_per_expansion, roce.config_incidents_per_extra_batch; core/MODEL.md "
     "3.6)"},
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

} // namespace

std::vector<std::string> retireParameters(Scenario& scenario)
{
    std::vector<std::string> notes;
    retireFrom(scenario, "the scenario", notes);
    for (PlanSpec& plan : scenario.plans)
        retireFrom(plan, "plan " + plan.id, notes);
    for (const std::string& note : notes) {
        if (!scenario.metadata.notes.empty())
            scenario.metadata.notes += "\n";
        scenario.metadata.notes += note;
    }
    return notes;
}

} // namespace fabrictco
