// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <exception>

namespace fabrictco::ui {

/// Why a report, a spreadsheet or a print-out could not be made, in the window's language: what
/// happened and what to do in `text`; the system's or library's own words, when there are any,
/// in `details` (the message box's "Show Details...").
struct ReportErrorWords
{
    QString text;
    QString details;
};

class ReportErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ReportErrorText)
public:
    /// `error` is what the report's code threw: a ReportError, or an engine's or the catalog's
    /// error on the way. `scenario` (may be null) names the plans.
    static ReportErrorWords describe(const std::exception_ptr& error, const Scenario* scenario);
};

} // namespace fabrictco::ui
