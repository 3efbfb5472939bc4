// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

class ChartTextObject;
struct ChartStyle;

/// The sections of the report built from the TCO engine: the side-by-side summary, the charts
/// and the year-by-year costs per category of each plan. Every amount is the engine's exact
/// Money, formatted by MoneyFormat as `fabrictco-cli tco` prints it.
class ReportCostSections
{
    Q_DECLARE_TR_FUNCTIONS(ReportCostSections)

public:
    ReportCostSections(const ReportData& data, const ReportText& text) : m_data(data), m_text(text)
    {
    }

    QString summaryTable() const;
    /// Registers the TCO charts on `charts`, unless they are there already.
    void addCharts(ChartTextObject& charts, const ChartStyle& style) const;
    /// Registers the TCO charts on `charts` (addCharts) and returns the section that places them.
    QString charts(ChartTextObject& charts, const ChartStyle& style) const;
    QString yearlyCosts() const;

private:
    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
