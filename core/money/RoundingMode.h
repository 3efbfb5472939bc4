// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// How a value that falls between two representable values is rounded.
/// Every division or change of scale in the ledger names one of these.
enum class RoundingMode
{
    HalfEven,     ///< ties to the even neighbour (banker's rounding); the default
    HalfUp,       ///< ties away from zero (四舍五入, the rule of Chinese accounting)
    HalfDown,     ///< ties toward zero
    TowardZero,   ///< truncate
    AwayFromZero, ///< any remainder moves away from zero
    Floor,        ///< toward negative infinity
    Ceiling,      ///< toward positive infinity
};

inline constexpr RoundingMode kDefaultRounding = RoundingMode::HalfEven;

/// Stable identifier used in files and on the command line ("half-even", "half-up", ...).
std::string_view roundingModeId(RoundingMode mode);
std::optional<RoundingMode> roundingModeFromId(std::string_view id);

} // namespace fabrictco
