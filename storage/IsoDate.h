// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// Calendar dates as documents store them: ISO 8601 "YYYY-MM-DD", years 1900..2200.
class IsoDate
{
public:
    /// True for a real calendar date in canonical form ("2026-02-29" is false).
    static bool isValid(std::string_view text);
    /// Accepts what spreadsheets and people write: "2026-11-02", "2026/11/2", "2026.11.02",
    /// "2026年11月2日"; returns the canonical form, or nullopt.
    static std::optional<std::string> normalize(std::string_view text);
};

} // namespace fabrictco
