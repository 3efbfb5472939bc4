// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Currency.h"
#include "core/money/Decimal.h"
#include "core/tco/FactorNoun.h"

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// One factor of a line item's formula with its value: a model input ("price.switch" at
/// 36,000.00 USD) or a constant ("12 leaf switches"). FormulaText writes the engine's English,
/// presentation/FormulaWords the reader's language, both from these.
struct FormulaFactor
{
    std::string key;                  ///< ParameterRegistry key; empty for a constant
    Decimal value;                    ///< the input's value or the constant
    std::optional<Currency> currency; ///< an input that is an amount of money
    int exponent = 1;                 ///< negative divides
    FactorLabel label;                ///< what a constant counts

    bool isParameter() const { return !key.empty(); }
};

using Formula = std::vector<FormulaFactor>;

} // namespace fabrictco
