// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDateTime>

#include <optional>

namespace fabrictco {

/// When a report or spreadsheet says it was made. SOURCE_DATE_EPOCH, as reproducible-build tools
/// set it (https://reproducible-builds.org/specs/source-date-epoch/), fixes the time: the report's
/// date, the PDF's and the workbook's creation time, so two runs on the same document and seed
/// give the same bytes.
class ReportClock
{
public:
    /// SOURCE_DATE_EPOCH as a time in UTC; nullopt when it is unset or empty. Throws
    /// ReportError when it is not a whole number of seconds since 1970-01-01 UTC (the
    /// specification asks a tool to fail rather than guess).
    static std::optional<QDateTime> sourceDateEpoch();
    /// The report's date: SOURCE_DATE_EPOCH's day in UTC, else today's local date.
    static QDate today();
    /// The creation time: SOURCE_DATE_EPOCH, else now (UTC).
    static QDateTime now();
};

} // namespace fabrictco
