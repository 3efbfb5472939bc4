// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace fabrictco {

/// A line item's formula ("32 leaf switches × price.switch 36,000.00 USD × price trend 0.95^2",
/// written by core's FormulaText) in the installed language: each model input by its name
/// (ParameterText), each counted thing in words; figures, currencies and operators unchanged.
/// A part it does not recognise stays as the engine wrote it, so nothing is ever lost.
class FormulaWords
{
    Q_DECLARE_TR_FUNCTIONS(FormulaWords)
public:
    static QString formula(const std::string& engineFormula);
    /// What a constant of the formula counts ("leaf switches", "hours per year"); empty when
    /// the engine's word is not known here.
    static QString noun(const QString& engineNoun);
};

} // namespace fabrictco
