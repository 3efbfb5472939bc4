// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/IsoDate.h"

#include <array>
#include <cstdio>

namespace fabrictco {

namespace {

bool isLeap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

bool validDay(int y, int m, int d)
{
    static constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1)
        return false;
    const int last = kDays[static_cast<std::size_t>(m - 1)] + (m == 2 && isLeap(y) ? 1 : 0);
    return d <= last;
}

std::string format(int y, int m, int d)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", y, m, d);
    return buffer;
}

// Reads 1..maxDigits ASCII digits at `at`; advances it.
std::optional<int> digits(std::string_view s, std::size_t& at, std::size_t minDigits,
                          std::size_t maxDigits)
{
    std::size_t n = 0;
    int value = 0;
    while (at < s.size() && n < maxDigits && s[at] >= '0' && s[at] <= '9') {
        value = value * 10 + (s[at] - '0');
        ++at;
        ++n;
    }
    if (n < minDigits)
        return std::nullopt;
    return value;
}

// One separator: '-', '/', '.', or the UTF-8 年 / 月 of a Chinese date.
bool separator(std::string_view s, std::size_t& at, std::string_view chinese)
{
    if (at < s.size() && (s[at] == '-' || s[at] == '/' || s[at] == '.')) {
        ++at;
        return true;
    }
    if (s.substr(at, chinese.size()) == chinese) {
        at += chinese.size();
        return true;
    }
    return false;
}

} // namespace

bool IsoDate::isValid(std::string_view text)
{
    const auto canonical = normalize(text);
    return canonical && *canonical == text;
}

std::optional<std::string> IsoDate::normalize(std::string_view text)
{
    std::size_t at = 0;
    const auto y = digits(text, at, 4, 4);
    if (!y || !separator(text, at, "\xE5\xB9\xB4")) // 年
        return std::nullopt;
    const auto m = digits(text, at, 1, 2);
    if (!m || !separator(text, at, "\xE6\x9C\x88")) // 月
        return std::nullopt;
    const auto d = digits(text, at, 1, 2);
    if (!d)
        return std::nullopt;
    const std::string_view day = "\xE6\x97\xA5"; // 日
    if (text.substr(at) == day)
        at = text.size();
    if (at != text.size() || !validDay(*y, *m, *d))
        return std::nullopt;
    return format(*y, *m, *d);
}

} // namespace fabrictco
