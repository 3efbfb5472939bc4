// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/FigureAge.h"

#include <QDate>

#include <optional>

namespace fabrictco {

namespace {

/// The earliest day `date` can mean ("2025": 1 January 2025; "2025-06": 1 June), or an invalid
/// QDate when it is not YYYY, YYYY-MM or YYYY-MM-DD naming a real day (QDate has no year 0).
/// A price "from 2025" may be from January 2025 and is checked as such (a stranger buying in
/// December 2026 found the year alone counted from December, so "2025" was never flagged).
QDate earliestDay(std::string_view date)
{
    const auto number = [&](std::size_t from, std::size_t count) -> std::optional<int> {
        int value = 0;
        for (const char c : date.substr(from, count)) {
            if (c < '0' || c > '9')
                return std::nullopt;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    if (date.size() != 4 && date.size() != 7 && date.size() != 10)
        return {};
    if ((date.size() > 4 && date[4] != '-') || (date.size() > 7 && date[7] != '-'))
        return {};
    const auto year = number(0, 4);
    const auto month = date.size() > 4 ? number(5, 2) : std::optional<int>(1);
    const auto day = date.size() > 7 ? number(8, 2) : std::optional<int>(1);
    if (!year || !month || !day)
        return {};
    return QDate(*year, *month, *day); // invalid for month 13, 30 February or year 0
}

} // namespace

bool FigureAge::isDate(std::string_view date)
{
    return earliestDay(date).isValid();
}

std::optional<int> FigureAge::monthsOld(std::string_view date, const QDate& today)
{
    const QDate earliest = earliestDay(date);
    if (!today.isValid() || !earliest.isValid())
        return std::nullopt;
    const int months = (today.year() - earliest.year()) * 12 + (today.month() - earliest.month());
    if (months < 0)
        return std::nullopt;
    return months;
}

bool FigureAge::isInFuture(std::string_view date, const QDate& today)
{
    const QDate earliest = earliestDay(date);
    return today.isValid() && earliest.isValid() && earliest > today;
}

bool FigureAge::needsCheck(std::string_view date, const QDate& today)
{
    const auto months = monthsOld(date, today);
    return (months && *months > kCheckAfterMonths) || isInFuture(date, today);
}

} // namespace fabrictco
