// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <exception>

namespace fabrictco {

/// Why an engine stopped, in the installed language, from the error it threw: an invalid
/// scenario, a parameter without a value, products that do not fit, a fabric that cannot be
/// built in some year, growth past the model's limit, a catalog item it refuses. The engines
/// nest the error they wrap (TcoError, RiskPipelineError), so the code and figures of the
/// first cause are worded, not the English of the last. An error the program did not expect
/// is said to be one, with its English detail for a bug report.
class EngineErrorText
{
    Q_DECLARE_TR_FUNCTIONS(EngineErrorText)
public:
    /// `scenario` and `catalog` (either may be null) name plans, fields and products as the
    /// window does. Empty for a null `error`.
    static QString describe(const std::exception_ptr& error, const Scenario* scenario = nullptr,
                            const Catalog* catalog = nullptr);
};

} // namespace fabrictco
