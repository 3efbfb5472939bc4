// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/PlanCommands.h"

#include "core/model/ParameterResolver.h"
#include "core/model/PlanColours.h"
#include "core/model/PlanEdits.h"
#include "core/model/ProductSelection.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductText.h"
#include "ui/document/ChangeValueCommand.h"
#include "ui/document/ScenarioDocument.h"

#include <algorithm>

namespace fabrictco::ui {

std::string PlanCommands::addPlan(ScenarioDocument& document, Fabric fabric)
{
    Scenario after = document.scenario();
    const std::string name = PlanEdits::newPlanName(after, fabric, [fabric](int n) {
        return (fabric == Fabric::InfiniBand ? tr("InfiniBand plan %1") : tr("RoCE plan %1"))
            .arg(n)
            .toStdString();
    });
    const std::string id =
        PlanEdits::add(after, fabric, PlanEdits::uniqueId(after, std::string(fabricId(fabric))),
                       name)
            .id;
    document.replaceScenario([] { return tr("Add plan"); }, after);
    return id;
}

std::string PlanCommands::duplicatePlan(ScenarioDocument& document, const std::string& planId)
{
    Scenario after = document.scenario();
    const PlanSpec* source = after.plan(planId);
    if (source == nullptr)
        return {};
    // Named as `plan duplicate` names it, in the window's language: "X (copy)", "X (copy 2)".
    const std::string name =
        PlanEdits::copyName(after, source->name, [](const std::string& base, int n) {
            const QString original = QString::fromStdString(base);
            return (n == 1 ? tr("%1 (copy)").arg(original)
                           : tr("%1 (copy %2)").arg(original).arg(n))
                .toStdString();
        });
    const std::string copyId =
        PlanEdits::duplicate(after, planId, PlanEdits::uniqueId(after, planId), name)->id;
    document.replaceScenario([] { return tr("Duplicate plan"); }, after);
    return copyId;
}

std::string PlanCommands::removePlan(ScenarioDocument& document, const std::string& planId)
{
    Scenario after = document.scenario();
    const std::optional<std::size_t> index = PlanEdits::remove(after, planId);
    if (!index)
        return {};
    const std::string neighbour = after.plans[std::min(*index, after.plans.size() - 1)].id;
    document.replaceScenario([] { return tr("Remove plan"); }, after);
    return neighbour;
}

bool PlanCommands::renamePlan(ScenarioDocument& document, const std::string& planId,
                              const QString& name)
{
    if (PlanEdits::checkName(document.scenario(), name.toStdString(), planId).problem !=
        PlanEdits::NameProblem::None)
        return false;
    document.changeValue<std::string>(
        QStringLiteral("plan/%1/name").arg(QString::fromStdString(planId)),
        [] { return tr("Rename plan"); }, PlanEdits::trimmedName(name.toStdString()),
        [planId](const Scenario& s) {
            const PlanSpec* p = s.plan(planId);
            return p ? p->name : std::string();
        },
        [planId](Scenario& s, const std::string& n) {
            if (PlanSpec* p = s.plan(planId))
                p->name = n;
        });
    return true;
}

void PlanCommands::changePlan(ScenarioDocument& document, const std::string& planId,
                              const QString& field, UndoText text, const PlanSpec& after)
{
    document.changeValue<PlanSpec>(
        QStringLiteral("plan/%1/%2").arg(QString::fromStdString(planId), field), text, after,
        [planId](const Scenario& s) {
            const PlanSpec* p = s.plan(planId);
            return p ? *p : PlanSpec();
        },
        [planId](Scenario& s, const PlanSpec& plan) {
            if (PlanSpec* p = s.plan(planId))
                *p = plan;
        });
}

void PlanCommands::changeFabric(ScenarioDocument& document, const std::string& planId,
                                Fabric fabric)
{
    const PlanSpec* plan = document.scenario().plan(planId);
    if (plan == nullptr || !document.catalog())
        return;
    PlanSpec changed = ProductSelection::withFabric(*plan, fabric, *document.catalog());
    // The plan takes a colour of its new fabric's family, one no other plan has.
    if (fabric != plan->fabric())
        changed.colourSlot = PlanColours::freeSlot(document.scenario(), fabric, plan);
    changePlan(
        document, planId, QStringLiteral("fabric"), [] { return tr("Change fabric"); }, changed);
}

void PlanCommands::changeProduct(ScenarioDocument& document, const std::string& planId,
                                 ProductClass productClass, const std::string& productId)
{
    const PlanSpec* plan = document.scenario().plan(planId);
    if (plan == nullptr || !document.catalog())
        return;
    changePlan(
        document, planId, QString::fromUtf8(productClassId(productClass).data()),
        [productClass] { return tr("Change %1").arg(ProductText::className(productClass)); },
        ProductSelection::withProduct(*plan, productClass, productId, *document.catalog()));
}

void PlanCommands::setOverride(ScenarioDocument& document, const std::string& planId,
                               const ParameterSpec& parameter,
                               const std::optional<ParameterValue>& value)
{
    const std::string key = parameter.key;
    const bool reset = !value;
    const UndoText undoText = [key, reset] {
        const QString label = ParameterText::label(key);
        return reset ? tr("Reset %1").arg(label) : tr("Change %1").arg(label);
    };
    using Value = std::optional<ParameterValue>;
    // Each committed value and each reset is a step of its own: undo goes back through the
    // values the user saw computed, one at a time.
    if (planId.empty()) {
        document.changeValue<Value>(
            QStringLiteral("scenario/param/%1").arg(QString::fromStdString(key)), undoText, value,
            [key](const Scenario& s) -> Value {
                const auto it = s.overrides.find(key);
                return it == s.overrides.end() ? Value() : Value(it->second);
            },
            [key](Scenario& s, const Value& v) {
                if (v)
                    s.overrides[key] = *v;
                else
                    s.overrides.erase(key);
            },
            ScenarioDocument::UndoStep::Own);
        return;
    }
    document.changeValue<Value>(
        QStringLiteral("plan/%1/param/%2")
            .arg(QString::fromStdString(planId), QString::fromStdString(key)),
        undoText, value,
        [planId, key](const Scenario& s) -> Value {
            const PlanSpec* p = s.plan(planId);
            if (p == nullptr)
                return Value();
            const auto it = p->overrides.find(key);
            return it == p->overrides.end() ? Value() : Value(it->second);
        },
        [planId, key](Scenario& s, const Value& v) {
            PlanSpec* p = s.plan(planId);
            if (p == nullptr)
                return;
            if (v)
                p->overrides[key] = *v;
            else
                p->overrides.erase(key);
        },
        ScenarioDocument::UndoStep::Own);
}

void PlanCommands::commitParameter(ScenarioDocument& document, const std::string& planId,
                                   const ParameterSpec& parameter, const Decimal& displayed)
{
    const Scenario& scenario = document.scenario();
    const int factor = ParameterText::displayFactor(parameter);
    ParameterValue value{factor == 1 ? displayed
                                     : displayed.divide(Decimal(factor), kDefaultRounding),
                         std::nullopt};
    if (parameter.kind == ParameterKind::Money) {
        // Keep the currency the default is quoted in; the model converts with fx.usd_cny.
        value.currency = scenario.cluster.currency;
        const PlanSpec* plan = planId.empty()
                                   ? (scenario.plans.empty() ? nullptr : &scenario.plans.front())
                                   : scenario.plan(planId);
        if (plan != nullptr) {
            try {
                const auto resolved =
                    ParameterResolver::resolve(scenario, *plan, *document.catalog());
                if (const auto& c = resolved.at(parameter.key).value.currency)
                    value.currency = c;
            } catch (const std::exception&) {
            }
        }
    }
    setOverride(document, planId, parameter, value);
}

} // namespace fabrictco::ui
