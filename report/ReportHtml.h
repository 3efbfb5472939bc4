// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartStyle.h"
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

    /// The whole report: front(), middle() and back().
    QString build(ChartTextObject& charts) const;
    /// The report in three consecutive parts, the second and third each starting a page. The
    /// front (cover, contents, summary, price to beat, charts, yearly costs, risk tables) and
    /// the back (the price to beat of every input, the glossary) read the risk analysis; the
    /// middle (the scenario, the bill of materials, the assumptions, the methodology) does
    /// not, so its pages can be laid out while the risk analysis runs (issue 42).
    QString front(ChartTextObject& charts) const;
    QString middle() const;
    QString back() const;
    /// Registers the charts of the costs, which read no risk figure, ahead of front(): made
    /// while the risk analysis may still run (issue 42). front() then places them.
    void addCostCharts(ChartTextObject& charts) const;

    /// Stands where the table of contents goes, under its heading; PdfReportWriter replaces it
    /// with the headings and the pages they landed on.
    static constexpr const char* kContentsMarker = "<!--fabrictco:contents-->";

    /// The report's title: the scenario's title, else a generic one.
    QString title() const;
    static QString genericTitle();

private:
    ChartStyle chartStyle() const;

private:
    QString cover() const;

    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
