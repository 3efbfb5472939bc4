// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco::ui {

/// What the window opens, by file name, in one place (issue 37): a check case-insensitive in
/// one place and case-sensitive two lines later let "PLAN.FABRICTCO" be opened but not dropped.
class FileTypes
{
public:
    /// A plan document, "*.fabrictco" in any case.
    static bool isDocument(const QString& path)
    {
        return path.endsWith(QLatin1String(".fabrictco"), Qt::CaseInsensitive);
    }
    /// A vendor's quotes come as CSV or XLSX (storage/QUOTES.md); opening one imports it.
    static bool isQuoteFile(const QString& path)
    {
        return path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ||
               path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
    }
    /// What Open, a drop or the command line accepts.
    static bool isOpenable(const QString& path) { return isDocument(path) || isQuoteFile(path); }
    /// `path` as a document name: ".fabrictco" added unless it already ends so.
    static QString asDocument(const QString& path)
    {
        return isDocument(path) ? path : path + QStringLiteral(".fabrictco");
    }
};

} // namespace fabrictco::ui
