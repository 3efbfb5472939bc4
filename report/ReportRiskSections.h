// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "presentation/RecommendationText.h"
#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <utility>
#include <vector>

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

    /// The executive summary's answer (BriefingText): which plan, about how much, how sure, why
    /// and what could change it, then the questions' effects to the cent.
    QString recommendation() const;
    QString charts(ChartTextObject& charts, const ChartStyle& style) const;
    QString riskTables() const;

private:
    RecommendationText words() const;
    QString questionTable(const Recommendation& r, const RecommendationText& names) const;
    /// Every reason and piece of evidence (RecommendationText::render), exact amounts.
    QString recommendationDetails() const;
    /// The second view: each plan's switches, tiers and NPV as built and at equal switch
    /// generation; empty when every plan's switches have one port count.
    QString equalGenerationTable() const;
    QString planName(const std::string& planId) const;
    /// Every plan the sweep may price, with its name: a plan left out of this cluster's
    /// figures too (ReportData::wholeScenario).
    std::vector<std::pair<std::string, QString>> sweptPlanNames() const;
    /// The sizes the chart tables list: the sweep's ends and the sizes around the growth path.
    std::vector<int> tabulatedSizes() const;
    /// A node count, marked when it is the cluster's own first-year size.
    QString sizeText(int nodes) const;
    QString gapTable(const GapSweepData& gap) const;
    QString perGpuMonthTable(const CostPerGpuMonthData& data) const;
    QString costRiskTable(const CostRiskData& data) const;

    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
