// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/tco/CostTerm.h"
#include "core/tco/FormulaFactor.h"

#include <string>
#include <vector>

namespace fabrictco {

/// A cost term as a formula a buyer can check with a calculator: its factors with the inputs'
/// values (factors()), and the engine's English for them (english()):
/// "12 leaf switches × price.switch 36,000.00 USD × fx.usd_cny 7.2 × price trend 0.95^2".
class FormulaText
{
public:
    explicit FormulaText(const ResolvedParameters& parameters) : m_parameters(parameters) {}
    /// The term's factors in reading order, each input with its resolved value.
    Formula factors(const CostTerm& term) const;

    static std::string english(const Formula& formula);

    /// How factor `i` of a formula reads, whatever the language: the operator before it, its
    /// figure and whether its name (an input's, a counted thing's) comes before the figure.
    /// english() and presentation/FormulaWords only supply the names.
    struct Reading
    {
        std::string lead; ///< "", " × ", " ÷ ", or "1 ÷ " for a formula opening with a division
        /// "12", "36,000.00 USD", "0.95^2"; an input as its editor shows it: a share in per
        /// cent ("5.67 %"), an amount to the cent, "≈" before a figure that is so rounded.
        std::string figure;
        bool nameFirst = false; ///< "price.switch 36,000.00 USD", "price trend 0.95^2"
    };
    static Reading reading(const Formula& formula, std::size_t i);
    static std::string of(const CostTerm& term, const ResolvedParameters& parameters);
    /// "36,000" / "0.95" / "1,234.5": canonical digits with thousands separators.
    static std::string grouped(const Decimal& value);
    /// Money-style: at least two decimals, "36,000.00".
    static std::string amount(const Decimal& value);

private:
    const ResolvedParameters& m_parameters;
};

} // namespace fabrictco
