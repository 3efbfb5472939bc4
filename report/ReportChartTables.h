// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// The figures of the two cost charts as tables, for the HTML report. The PDF leaves them to
/// the year-by-year tables pages later; a page read by a screen reader needs a chart's figures
/// right after it. The same engine data as the charts (ChartDataBuilder), to the cent.
class ReportChartTables
{
    Q_DECLARE_TR_FUNCTIONS(ReportChartTables)

public:
    ReportChartTables(const ReportData& data, const ReportText& text) : m_data(data), m_text(text)
    {
    }

    /// The cumulative total of each plan at the end of each year (chart "cumulative").
    QString cumulative() const;
    /// Each plan's cost per category over the horizon (chart "categories").
    QString categories() const;
    /// `reportHtml` (ReportHtml::build) with each table placed after its chart's paragraph.
    QString placedUnderCharts(const QString& reportHtml) const;

private:
    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
