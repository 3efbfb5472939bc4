// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

class ChartTextObject;

/// The whole report as QTextDocument HTML, section by section, in the installed language.
/// Charts are registered on `charts` and placed with `<img src="chart:NAME">`.
class ReportHtml
{
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)

public:
    ReportHtml(const ReportData& data, const ReportText& text) : m_data(data), m_text(text) {}

    QString build(ChartTextObject& charts) const;

    /// Stands where the table of contents goes, under its heading; PdfReportWriter replaces it
    /// with the headings and the pages they landed on.
    static constexpr const char* kContentsMarker = "<!--fabrictco:contents-->";

    /// The report's title: the scenario's title, else a generic one.
    QString title() const;
    static QString genericTitle();

private:
    QString cover() const;

    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
