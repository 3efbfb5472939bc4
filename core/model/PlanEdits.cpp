// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PlanEdits.h"

#include "core/model/DefaultProducts.h"
#include "core/model/PlanColours.h"
#include "core/model/ScenarioValidator.h"

#include <QString>

#include <algorithm>

namespace fabrictco {

namespace {

/// A line break or another control character: a name must fit on one line.
bool breaksTheLine(const std::string& name)
{
    const QString text = QString::fromStdString(name);
    return std::any_of(text.begin(), text.end(), [](QChar c) {
        return c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
               c == QChar::ParagraphSeparator;
    });
}

} // namespace

std::string PlanEdits::trimmedName(const std::string& name)
{
    const auto first = name.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return name.substr(first, name.find_last_not_of(" \t") - first + 1);
}

PlanEdits::NameCheck PlanEdits::checkName(const Scenario& scenario, const std::string& name,
                                          const std::string& planId)
{
    const std::string wanted = trimmedName(name);
    if (wanted.empty())
        return {NameProblem::Empty, {}};
    if (breaksTheLine(wanted))
        return {NameProblem::NotOneLine, {}};
    if (QString::fromStdString(wanted).toUcs4().size() >
        qsizetype(ScenarioValidator::kMaxPlanNameCharacters))
        return {NameProblem::TooLong, {}};
    const QString folded = QString::fromStdString(wanted).toCaseFolded();
    for (const PlanSpec& plan : scenario.plans)
        if (plan.id != planId &&
            QString::fromStdString(trimmedName(plan.name)).toCaseFolded() == folded)
            return {NameProblem::Taken, plan.id};
    return {};
}

std::string PlanEdits::newPlanName(const Scenario& scenario, Fabric fabric,
                                   const std::function<std::string(int n)>& words)
{
    const auto ofFabric = std::count_if(scenario.plans.begin(), scenario.plans.end(),
                                        [&](const PlanSpec& p) { return p.fabric() == fabric; });
    for (int n = int(ofFabric) + 1;; ++n) {
        std::string candidate = words(n);
        if (checkName(scenario, candidate, {}).problem == NameProblem::None)
            return candidate;
    }
}

const PlanSpec& PlanEdits::add(Scenario& scenario, Fabric fabric, const std::string& id,
                               const std::string& name)
{
    PlanSpec plan;
    const auto sameFabric = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                         [&](const PlanSpec& p) { return p.fabric() == fabric; });
    if (sameFabric != scenario.plans.end()) {
        plan.design = sameFabric->design;
        plan.products = sameFabric->products;
    } else {
        plan.products = DefaultProducts::forFabric(fabric);
        plan.design.switchRadix = DefaultProducts::radixFor(fabric);
    }
    plan.design.fabric = fabric;
    plan.design.nodes = scenario.cluster.nodes;
    plan.id = id;
    plan.name = trimmedName(name);
    plan.colourSlot = PlanColours::freeSlot(scenario, fabric);
    scenario.plans.push_back(std::move(plan));
    return scenario.plans.back();
}

std::optional<std::size_t> PlanEdits::remove(Scenario& scenario, const std::string& planId)
{
    const auto it = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                 [&](const PlanSpec& p) { return p.id == planId; });
    if (it == scenario.plans.end() || scenario.plans.size() == 1)
        return std::nullopt;
    const auto index = std::size_t(it - scenario.plans.begin());
    scenario.plans.erase(it);
    return index;
}

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
                           [&](const PlanSpec& p) { return trimmedName(p.name) == candidate; });
    };
    const std::string base = trimmedName(original);
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
