// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/tco/CostTerm.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Writes a cost term as a formula a buyer can check with a calculator:
/// "12 leaf switches × price.switch 36,000.00 USD × fx.usd_cny 7.2 × price trend 0.95^2".
class FormulaText
{
public:
    /// Keeps the formatted value of each input, so a ledger of hundreds of lines formats each
    /// input once.
    explicit FormulaText(const ResolvedParameters& parameters) : m_parameters(parameters) {}
    std::string of(const CostTerm& term);

    static std::string of(const CostTerm& term, const ResolvedParameters& parameters);
    /// "36,000" / "0.95" / "1,234.5": canonical digits with thousands separators.
    static std::string grouped(const Decimal& value);
    /// Money-style: at least two decimals, "36,000.00".
    static std::string amount(const Decimal& value);

private:
    const std::string& parameterText(const TermFactor& factor);

    const ResolvedParameters& m_parameters;
    std::vector<std::string> m_texts; ///< by registry index; empty = not formatted yet
};

} // namespace fabrictco
