// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportClock.h"

#include "report/ReportError.h"

#include <QTimeZone>

#include <algorithm>

namespace fabrictco {

std::optional<QDateTime> ReportClock::sourceDateEpoch()
{
    const QByteArray value = qgetenv("SOURCE_DATE_EPOCH");
    if (value.isEmpty())
        return std::nullopt;
    // Digits only, as the specification writes it: no sign, no space, no exponent.
    const bool digits = value.size() <= 12 && std::all_of(value.begin(), value.end(), [](char c) {
                            return c >= '0' && c <= '9';
                        });
    // Up to the end of 9999: a PDF date has four digits for the year.
    constexpr qlonglong kLastSecond = 253402300799;
    if (!digits || value.toLongLong() > kLastSecond)
        throw ReportError("SOURCE_DATE_EPOCH must be the seconds since 1970-01-01 00:00 UTC as "
                          "digits, from 0 to 253402300799 (9999-12-31 23:59:59), not \"" +
                          value.left(40).toStdString() + "\"");
    const qlonglong seconds = value.toLongLong();
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc());
}

QDate ReportClock::today()
{
    if (const auto fixed = sourceDateEpoch())
        return fixed->date();
    return QDate::currentDate();
}

QDateTime ReportClock::now()
{
    if (const auto fixed = sourceDateEpoch())
        return *fixed;
    return QDateTime::currentDateTimeUtc();
}

} // namespace fabrictco
