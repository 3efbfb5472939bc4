// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/RoundingMode.h"

#include <array>
#include <utility>

namespace fabrictco {

namespace {
constexpr std::array<std::pair<RoundingMode, std::string_view>, 7> kIds{{
    {RoundingMode::HalfEven, "half-even"},
    {RoundingMode::HalfUp, "half-up"},
    {RoundingMode::HalfDown, "half-down"},
    {RoundingMode::TowardZero, "toward-zero"},
    {RoundingMode::AwayFromZero, "away-from-zero"},
    {RoundingMode::Floor, "floor"},
    {RoundingMode::Ceiling, "ceiling"},
}};
} // namespace

std::string_view roundingModeId(RoundingMode mode)
{
    for (const auto& [m, id] : kIds) {
        if (m == mode)
            return id;
    }
    return "half-even";
}

std::optional<RoundingMode> roundingModeFromId(std::string_view id)
{
    for (const auto& [m, candidate] : kIds) {
        if (candidate == id)
            return m;
    }
    return std::nullopt;
}

} // namespace fabrictco
