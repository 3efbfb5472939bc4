// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>

#include <map>
#include <optional>

namespace fabrictco {
class Catalog;
}

namespace fabrictco::ui {

class ValueEditor;

/// Puts a model parameter's value into its editor, for the plan columns and the shared
/// assumptions alike: the user's value where there is one, else the resolved default at the
/// figure the tables price, with its unit, its source and its origin marker.
class ParameterDisplay
{
    Q_DECLARE_TR_FUNCTIONS(ParameterDisplay)
public:
    /// The plan's resolved inputs; none when the catalog cannot resolve them (the catalog error
    /// says why, and the editors keep their text).
    static std::optional<ResolvedParameters> resolve(const Scenario& scenario, const PlanSpec& plan,
                                                     const Catalog& catalog);
    /// Shows `parameter` in `editor`; returns the currency of the value shown.
    static Currency show(ValueEditor& editor, const ParameterSpec& parameter,
                         const std::map<std::string, ParameterValue>& overrides,
                         const std::optional<ResolvedParameters>& resolved, const PlanSpec* plan,
                         const Scenario& scenario, const Catalog& catalog);
};

} // namespace fabrictco::ui
