// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <exception>

namespace fabrictco::ui {

/// Something the results cannot show, and why, as data: ResultWords makes the sentence when it
/// is drawn, in the language of that moment.
struct ResultNote
{
    enum class Kind
    {
        CatalogUnavailable, ///< error: why the catalog did not load
        CostsUnavailable,   ///< error: why the cost engine stopped
        PlanCannotBeBuilt,  ///< detail: the plan's name (its problem is shown with it)
        QuoteExpired,       ///< quote: its index in the scenario
        RiskFailed,         ///< error: why the risk run stopped
        SensitivityFailed,  ///< error: why the sensitivity run stopped
    };
    Kind kind = Kind::CostsUnavailable;
    QString detail;
    std::size_t quote = 0;
    /// The engine's error as thrown, worded when drawn (presentation/EngineErrorText).
    std::exception_ptr error = nullptr;
};

} // namespace fabrictco::ui
