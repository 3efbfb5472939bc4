// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Currency.h"
#include "core/money/Decimal.h"

#include <optional>

namespace fabrictco {

/// The value of one named input (see ParameterRegistry): an exact number, with a currency when
/// the parameter is an amount of money.
struct ParameterValue
{
    Decimal value;
    std::optional<Currency> currency;
    friend bool operator==(const ParameterValue&, const ParameterValue&) = default;
};

} // namespace fabrictco
