// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ScenarioValidator.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace fabrictco::ui {

/// Something the results cannot show, and why, as data: ResultWords makes the sentence when it
/// is drawn, in the language of that moment.
struct ResultNote
{
    enum class Kind
    {
        CatalogUnavailable, ///< detail: why the catalog did not load
        CostsUnavailable,   ///< problems: what is wrong with the scenario; else detail: the
                            ///< engine's message
        PlanCannotBeBuilt,  ///< detail: the plan's name (its problem is shown with it)
        QuoteExpired,       ///< quote: its index in the scenario
        RiskFailed,         ///< detail: the risk run's message
        SensitivityFailed,  ///< detail: the sensitivity run's message
    };
    Kind kind = Kind::CostsUnavailable;
    QString detail;
    std::size_t quote = 0;
    std::vector<ValidationProblem> problems = {};
};

} // namespace fabrictco::ui
