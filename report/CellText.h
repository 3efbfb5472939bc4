// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco {

/// Guards exported text against spreadsheet formula injection ("CSV injection"): a cell that
/// starts with '=', '+', '-', '@', a tab or a carriage return is run as a formula (or DDE call)
/// by Excel and LibreOffice when the file is opened. A plan or vendor name comes from a
/// document someone sent, so it is untrusted.
class CellText
{
public:
    /// True when a spreadsheet could read `text` as a formula.
    static bool isDangerous(const QString& text);
    /// `text` with an apostrophe before every formula prefix that could start a cell: at its
    /// start (OWASP's advice for CSV) and after every separator a spreadsheet may split on (',',
    /// ';', tab, a line break), since a program that ignores the quotes, or one set to another
    /// separator, starts a cell there ("RoCE;=cmd|' /C calc'!A0"). The apostrophe is visible,
    /// but each piece stays text whatever program opens it.
    static QString neutralised(const QString& text);
};

} // namespace fabrictco
