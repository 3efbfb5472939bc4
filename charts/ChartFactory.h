// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QCoreApplication>

#include <memory>

class QChart;

namespace fabrictco {

/// Builds the product's charts from plain result data. The desktop shows them in ChartView; the
/// report paints the same QChart onto its PDF page, so there is one look everywhere. One file per
/// chart (CumulativeTcoChart.cpp, GapChart.cpp, ...), from the parts they share: ChartParts,
/// ChartPalette for colours, patterns and markers, ChartText for text.
///
/// Every series carries its exact tooltip texts in the dynamic property kPointTexts
/// (QStringList, one per point; on QBarSet for bars), formatted from Money, never from the
/// plotted doubles.
///
/// All text in the data (plan names come from documents) is plain text: the factory is the one
/// place where text enters a chart, and it escapes it, because Qt Charts reads every title,
/// legend entry and axis label as HTML. The tooltip texts in kPointTexts stay plain text; whoever
/// shows them makes them literal (ChartView uses PlainText::forRichTextGuess).
class ChartFactory
{
    Q_DECLARE_TR_FUNCTIONS(ChartFactory)
public:
    static constexpr const char* kPointTexts = "fabrictcoPointTexts";

    static std::unique_ptr<QChart> cumulativeTco(const CumulativeTcoData& data,
                                                 const ChartStyle& style);
    static std::unique_ptr<QChart> costByCategory(const CategoryCostData& data,
                                                  const ChartStyle& style);
    /// The sizes a gap chart shows: the whole sweep, or only those near the cluster's growth
    /// path (ChartDataBuilder::gapNearGrowthPath) on a scale of their own.
    enum class GapRange
    {
        Whole,
        NearCluster
    };
    /// Every other plan's NPV minus the recommended plan's against the node count, with its
    /// P5-P95 band, the zero line, the break-evens and the cluster's growth path.
    static std::unique_ptr<QChart> gapVsNodes(const GapSweepData& data, const ChartStyle& style,
                                              GapRange range = GapRange::Whole);
    /// Each plan's expected NPV per GPU-month with its P5-P95 band against the node count.
    static std::unique_ptr<QChart> costPerGpuMonth(const CostPerGpuMonthData& data,
                                                   const ChartStyle& style);
    /// Expected NPV per GPU-month against the P95 overrun per GPU-month, a point per plan and
    /// size, labelled in nodes; the plan cheaper and less risky at the cluster's size ringed.
    static std::unique_ptr<QChart> costVsRisk(const CostRiskData& data, const ChartStyle& style);
    static std::unique_ptr<QChart> tornado(const TornadoData& data, const ChartStyle& style);
    /// "NPV of <first plan> minus <second plan>": what the tornado's bars move.
    static QString tornadoQuantity(const TornadoData& data);
    /// A bar's input, with the plan's name when it is one plan's own input.
    static QString tornadoLabel(const TornadoData::Bar& bar);
    /// An empty chart that only says `text` (e.g. "Run the risk analysis to see this chart.").
    static std::unique_ptr<QChart> message(const QString& text, const ChartStyle& style);

    /// The chart's title as the reader sees it, as plain text (for accessibility).
    static QString plainTitle(const QChart& chart);
};

} // namespace fabrictco
