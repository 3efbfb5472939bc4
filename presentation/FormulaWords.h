// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/FormulaFactor.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// A line item's formula in the installed language: each model input by its name
/// (ParameterText) and value, each counted thing in words; figures, currencies and operators as
/// the engine's English writes them (core FormulaText), so the two read side by side.
class FormulaWords
{
    Q_DECLARE_TR_FUNCTIONS(FormulaWords)
public:
    /// "32 leaf switches × Switch price 36,000.00 USD × price trend 0.95^2"
    static QString formula(const Formula& formula);
    /// What a constant counts ("leaf switches", "straggler factor at 1024 endpoints"); empty
    /// for a bare figure. `one`: after the figure 1 ("1 spare switch").
    static QString noun(const FactorLabel& label, bool one = false);
};

} // namespace fabrictco
