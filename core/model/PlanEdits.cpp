// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PlanEdits.h"

#include "core/model/PlanColours.h"

#include <algorithm>

namespace fabrictco {

namespace {

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::string PlanEdits::uniqueId(const Scenario& scenario, const std::string& base)
{
    if (!scenario.plan(base))
        return base;
    for (int n = 2;; ++n) {
        std::string candidate = base + "-" + std::to_string(n);
        if (!scenario.plan(candidate))
            return candidate;
    }
}

std::string PlanEdits::copyName(const Scenario& scenario, const std::string& original,
                                const CopyWords& words)
{
    const auto taken = [&scenario](const std::string& candidate) {
        return std::any_of(scenario.plans.begin(), scenario.plans.end(),
                           [&](const PlanSpec& p) { return trimmed(p.name) == candidate; });
    };
    const std::string base = trimmed(original);
    std::string candidate = words(base, 1);
    for (int n = 2; taken(candidate); ++n)
        candidate = words(base, n);
    return candidate;
}

const PlanSpec* PlanEdits::duplicate(Scenario& scenario, const std::string& planId,
                                     const std::string& newId, const std::string& name)
{
    const auto original = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                       [&](const PlanSpec& p) { return p.id == planId; });
    if (original == scenario.plans.end())
        return nullptr;
    PlanSpec copy = *original;
    copy.id = newId;
    copy.name = name;
    copy.colourSlot = PlanColours::freeSlot(scenario, copy.fabric());
    return &*scenario.plans.insert(original + 1, std::move(copy));
}

} // namespace fabrictco
