// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

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
        PlanCannotBeBuilt,  ///< plans: the names of those that cannot be built (each problem
                            ///< is shown with its plan), so no plan is priced
        PlansLeftOut,       ///< plans: the names of those that cannot be built, left out of
                            ///< a comparison of the others
        QuoteExpired,       ///< quote: its index in the scenario
        RiskFailed,         ///< error: why the risk run stopped
        SensitivityFailed,  ///< error: why the sensitivity run stopped
    };
    Kind kind = Kind::CostsUnavailable;
    QString detail;
    std::size_t quote = 0;
    /// The engine's error as thrown, worded when drawn (presentation/EngineErrorText).
    std::exception_ptr error = nullptr;
    QStringList plans = {};
};

} // namespace fabrictco::ui
