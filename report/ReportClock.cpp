// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportClock.h"

#include "report/ReportError.h"

#include <QTimeZone>

namespace fabrictco {

std::optional<QDateTime> ReportClock::sourceDateEpoch()
{
    const QByteArray value = qgetenv("SOURCE_DATE_EPOCH");
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qlonglong seconds = value.toLongLong(&ok);
    // Up to the year 9999: a PDF date has four digits for the year.
    constexpr qlonglong kLastSecond = 253402300799;
    if (!ok || seconds < 0 || seconds > kLastSecond || value.front() == '+')
        throw ReportError("SOURCE_DATE_EPOCH must be a whole number of seconds since "
                          "1970-01-01 00:00 UTC, not \"" +
                          value.left(40).toStdString() + "\"");
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
