// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

class ChartTextObject;
struct ChartStyle;

/// The sections of the report built from the risk engine: the recommendation with its reasons
/// along the article's three questions, the risk charts (cost against size with P5-P95 bands
/// and break-even, cost against risk, tornado) and the risk tables (P5/P50/P95, CVaR95).
class ReportRiskSections
{
    Q_DECLARE_TR_FUNCTIONS(ReportRiskSections)

public:
    ReportRiskSections(const ReportData& data, const ReportText& text) : m_data(data), m_text(text)
    {
    }

    /// Headline, margin, probability and reasons (RecommendationText), then a risk summary.
    QString recommendation() const;
    QString charts(ChartTextObject& charts, const ChartStyle& style) const;
    QString riskTables() const;

private:
    QString planName(const std::string& planId) const;
    QString statistic(double value) const;

    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
