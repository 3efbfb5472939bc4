// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "core/model/ScenarioValidator.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace fabrictco {

/// What is wrong with a scenario (ScenarioValidator's problems) in the installed language: the
/// field as the window names it ("InfiniBand NDR: Switch price", "Quote 2: unit price") and the
/// problem from its code and figures. For a document someone edited by hand or with the CLI:
/// the window's own editors never make these.
class ValidationText
{
    Q_DECLARE_TR_FUNCTIONS(ValidationText)
public:
    static QString where(const ValidationProblem& problem, const Scenario& scenario);
    static QString message(const ValidationProblem& problem);
    /// A quote's field by its name in the scenario ("unitPrice" -> "unit price").
    static QString quoteField(const std::string& name);
    /// "where: message" for each problem, joined.
    static QString describe(const std::vector<ValidationProblem>& problems,
                            const Scenario& scenario);
};

} // namespace fabrictco
