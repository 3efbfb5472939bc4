// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <optional>

namespace fabrictco {

/// A computed figure as people read it: a range's mean (39333.333333333 USD) has nine decimals
/// no one quotes. Two decimals, or three significant digits below one (0.0867 USD per kWh); the
/// field and the words about it ("Reset to default (≈39,333.33 USD per switch)") round alike,
/// and show "≈" where they do. What was typed or quoted is never rounded.
struct ComputedFigure
{
    Decimal rounded;
    int places = 2;

    /// The figure to show for `value`; nullopt when it has no more digits than that.
    static std::optional<ComputedFigure> of(const Decimal& value);
};

} // namespace fabrictco
