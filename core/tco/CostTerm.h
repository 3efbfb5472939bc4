// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterRegistry.h"
#include "core/money/Decimal.h"
#include "core/tco/CostCategory.h"
#include "core/tco/FactorNoun.h"
#include "core/tco/LineLabel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// One factor of a cost term: either an exact constant ("12 leaf switches", "8,760 hours per
/// year", "price trend 0.95^2") or a named model input ("price.switch").
struct TermFactor
{
    std::string key;   ///< ParameterRegistry key; empty for a constant
    Decimal value;     ///< the constant (unused for an input)
    int exponent = 1;  ///< negative divides ("÷ 1,000 W per kW", CNY -> USD)
    FactorLabel label; ///< what a constant counts (nounOf(Equipment::LeafSwitches))
    /// ParameterRegistry::indexOf(key) for an input; -1 for a constant.
    int index = -1;

    bool isParameter() const { return !key.empty(); }
};

/// One line of the model: category, year, what it pays for, and
/// amount = Π factors^exponent, a monomial in the model's inputs.
///
/// The exact evaluator multiplies the factors with ExactProduct and rounds once per line; the
/// stochastic evaluator folds the constants and the certain inputs into a double coefficient.
/// Both therefore compute the same model.
struct CostTerm
{
    CostCategory category = CostCategory::Hardware;
    int year = 1; ///< 1-based year of the horizon
    LineLabel what;
    std::vector<TermFactor> factors; ///< in reading order, for the formula text

    std::string label() const { return englishLabel(what); }

    CostTerm& times(const Decimal& value, FactorLabel factorLabel, int exponent = 1)
    {
        factors.push_back({std::string(), value, exponent, factorLabel, -1});
        return *this;
    }
    CostTerm& times(std::int64_t count, FactorLabel factorLabel)
    {
        return times(Decimal(count), factorLabel);
    }
    /// Throws UnknownParameterError for a key the registry does not know.
    CostTerm& param(std::string key, int exponent = 1)
    {
        if (exponent != 0) {
            const int index = static_cast<int>(ParameterRegistry::instance().indexOf(key));
            factors.push_back({std::move(key), Decimal(), exponent, FactorLabel(), index});
        }
        return *this;
    }
};

} // namespace fabrictco
