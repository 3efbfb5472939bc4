// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

class QDate;

namespace fabrictco {

/// How old a catalog figure is by its date ("2024", "2026-11", "2026-11-30"), and whether a
/// buyer should check it before relying on it (issue 41): hardware prices move within a year,
/// so a price dated more than 18 months before the analysis is flagged "price from 2024:
/// check" in the window and the report (ParameterSourceText). A year alone counts from its
/// January: a price that may be that old is checked.
class FigureAge
{
public:
    static constexpr int kCheckAfterMonths = 18;

    /// "YYYY", "YYYY-MM" or "YYYY-MM-DD" naming a real month and day: the catalog's date forms
    /// ("2026-13" and "2026-02-30" are none).
    static bool isDate(std::string_view date);

    /// Whole months from the figure's date to `today`; nullopt for a date that is not one (the
    /// catalog refuses those) or lies in a month after `today`'s.
    static std::optional<int> monthsOld(std::string_view date, const QDate& today);
    /// Dated after `today` (a year alone: from its January; a month: from its first day). A
    /// source cannot be from the future: the date was mistyped or this machine's clock is
    /// wrong, so the figure is flagged for a check, never refused (a wrong clock must not stop
    /// the catalog from loading).
    static bool isInFuture(std::string_view date, const QDate& today);
    /// More than kCheckAfterMonths old, or dated in the future.
    static bool needsCheck(std::string_view date, const QDate& today);
    /// The year of the date ("2024"), for the words that flag it.
    static std::string_view year(std::string_view date) { return date.substr(0, 4); }
};

} // namespace fabrictco
