// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace fabrictco {

/// A report or spreadsheet cannot be produced (no CJK font for Chinese, an unwritable file, an
/// engine error). what() is one line for the user.
class ReportError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The caller stopped the report's engines (ReportControl::stop); nothing was produced.
class ReportCancelled : public ReportError
{
public:
    ReportCancelled() : ReportError("the report was cancelled") {}
};

} // namespace fabrictco
