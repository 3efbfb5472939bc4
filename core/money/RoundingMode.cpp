// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/RoundingMode.h"

#include "core/common/EnumIds.h"

namespace fabrictco {

namespace {
constexpr EnumIdTable<RoundingMode, 7> kIds{{
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
    return idIn(kIds, mode).value_or("half-even");
}

std::optional<RoundingMode> roundingModeFromId(std::string_view id)
{
    return valueIn(kIds, id);
}

} // namespace fabrictco
