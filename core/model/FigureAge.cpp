// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/FigureAge.h"

#include <QDate>

#include <algorithm>
#include <charconv>

namespace fabrictco {

namespace {

std::optional<int> number(std::string_view digits)
{
    int value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    return value;
}

} // namespace

bool FigureAge::isDate(std::string_view date)
{
    const auto digits = [&](std::size_t from, std::size_t count) {
        return std::all_of(date.begin() + std::ptrdiff_t(from),
                           date.begin() + std::ptrdiff_t(from + count),
                           [](char c) { return c >= '0' && c <= '9'; });
    };
    if (date.size() != 4 && date.size() != 7 && date.size() != 10)
        return false;
    // There is no year 0: "0000" names no date.
    if (!digits(0, 4) || *number(date.substr(0, 4)) < 1)
        return false;
    if (date.size() == 4)
        return true;
    if (date[4] != '-' || !digits(5, 2))
        return false;
    const int year = *number(date.substr(0, 4));
    const int month = *number(date.substr(5, 2));
    if (date.size() == 7)
        return month >= 1 && month <= 12;
    return date[7] == '-' && digits(8, 2) &&
           QDate(year, month, *number(date.substr(8, 2))).isValid();
}

std::optional<int> FigureAge::monthsOld(std::string_view date, const QDate& today)
{
    if (!today.isValid() || (date.size() != 4 && date.size() != 7 && date.size() != 10))
        return std::nullopt;
    const auto year = number(date.substr(0, 4));
    // The earliest month the date can mean: January for a year alone. A price "from 2025" may
    // be from January 2025 and is checked as such (a stranger buying in December 2026 found
    // the year alone counted from December, so "2025" was never flagged).
    const auto month = date.size() == 4 ? std::optional<int>(1) : number(date.substr(5, 2));
    if (!year || !month || *month < 1 || *month > 12 || (date.size() > 4 && date[4] != '-'))
        return std::nullopt;
    const int months = (today.year() - *year) * 12 + (today.month() - *month);
    if (months < 0)
        return std::nullopt;
    return months;
}

bool FigureAge::isInFuture(std::string_view date, const QDate& today)
{
    if (!today.isValid() || (date.size() != 4 && date.size() != 7 && date.size() != 10))
        return false;
    const auto year = number(date.substr(0, 4));
    const auto month = date.size() == 4 ? std::optional<int>(1) : number(date.substr(5, 2));
    const auto day = date.size() == 10 ? number(date.substr(8, 2)) : std::optional<int>(1);
    if (!year || !month || !day || (date.size() > 4 && date[4] != '-') ||
        (date.size() == 10 && date[7] != '-'))
        return false;
    const QDate earliest(*year, *month, *day);
    return earliest.isValid() && earliest > today;
}

bool FigureAge::needsCheck(std::string_view date, const QDate& today)
{
    const auto months = monthsOld(date, today);
    return (months && *months > kCheckAfterMonths) || isInFuture(date, today);
}

} // namespace fabrictco
