// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/ParameterSpec.h"
#include "core/model/Product.h"
#include "core/model/Scenario.h"
#include "ui/document/WordedCommand.h"

#include <QCoreApplication>

#include <optional>
#include <string>

namespace fabrictco::ui {

class ScenarioDocument;

/// The edits of a document's plans, each one undo step named in the window's language, as
/// Tiled puts a map's edits on its MapDocument: the views ask for an edit, the document is
/// changed only here. The naming and placing rules are core's PlanEdits, as for
/// `fabrictco-cli plan`.
class PlanCommands
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommands)
public:
    /// Adds a plan of `fabric` ("InfiniBand plan 3"); returns its id.
    static std::string addPlan(ScenarioDocument& document, Fabric fabric);
    /// Copies plan `planId` right after it ("X (copy)"); returns the copy's id, "" without
    /// such a plan.
    static std::string duplicatePlan(ScenarioDocument& document, const std::string& planId);
    /// Removes plan `planId`; returns the id of the plan now in its place (or the one before
    /// it), "" when it was not removed (no such plan, or the only one).
    static std::string removePlan(ScenarioDocument& document, const std::string& planId);
    /// Renames plan `planId` (one undo step per typing); false, and nothing changed, when the
    /// name cannot be a plan's (PlanEdits::checkName).
    static bool renamePlan(ScenarioDocument& document, const std::string& planId,
                           const QString& name);
    /// Replaces one plan (a product or fabric change moves several fields together, so undo
    /// restores them together); edits of one `field` merge.
    static void changePlan(ScenarioDocument& document, const std::string& planId,
                           const QString& field, UndoText text, const PlanSpec& after);
    /// The plan on `fabric`, with that fabric's products and a colour of its family.
    static void changeFabric(ScenarioDocument& document, const std::string& planId, Fabric fabric);
    /// The plan with product `productId` ("" for custom figures) of `productClass`.
    static void changeProduct(ScenarioDocument& document, const std::string& planId,
                              ProductClass productClass, const std::string& productId);
    /// Sets or (nullopt) removes the user's value of a parameter, as one undo step ("Change %1",
    /// or "Reset %1" for nullopt); planId "" for the shared assumptions.
    static void setOverride(ScenarioDocument& document, const std::string& planId,
                            const ParameterSpec& parameter,
                            const std::optional<ParameterValue>& value);
    /// The user's value typed as shown (percent for shares), kept in the currency the default
    /// is quoted in (the model converts with fx.usd_cny).
    static void commitParameter(ScenarioDocument& document, const std::string& planId,
                                const ParameterSpec& parameter, const Decimal& displayed);
};

} // namespace fabrictco::ui
