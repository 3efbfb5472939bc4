// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QColor>
#include <QCoreApplication>
#include <QLocale>

class QChart;

namespace fabrictco {

/// Builds the product's charts from plain result data. The desktop shows them in ChartView;
/// the report paints the same QChart onto its PDF page, so there is one look everywhere.
///
/// Every series carries its exact tooltip texts in the dynamic property kPointTexts
/// (QStringList, one per point; on QBarSet for bars), formatted from Money, never from the
/// plotted doubles. The caller owns the returned chart.
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

    static QChart* cumulativeTco(const CumulativeTcoData& data, const ChartStyle& style);
    static QChart* costByCategory(const CategoryCostData& data, const ChartStyle& style);
    /// Every other plan's NPV minus the recommended plan's against the node count, with its
    /// P5-P95 band, the zero line, the break-evens and the cluster's growth path.
    static QChart* gapVsNodes(const GapSweepData& data, const ChartStyle& style);
    /// Each plan's expected NPV per GPU-month with its P5-P95 band against the node count.
    static QChart* costPerGpuMonth(const CostPerGpuMonthData& data, const ChartStyle& style);
    /// Expected NPV per GPU-month against the P95 overrun per GPU-month, a point per plan and
    /// size, labelled in nodes; the plan cheaper and less risky at the cluster's size ringed.
    static QChart* costVsRisk(const CostRiskData& data, const ChartStyle& style);
    static QChart* tornado(const TornadoData& data, const ChartStyle& style);
    /// "NPV of <first plan> minus <second plan>": what the tornado's bars move.
    static QString tornadoQuantity(const TornadoData& data);
    /// A bar's input, with the plan's name when it is one plan's own input.
    static QString tornadoLabel(const TornadoData::Bar& bar);
    /// An empty chart that only says `text` (e.g. "Run the risk analysis to see this chart.").
    static QChart* message(const QString& text, const ChartStyle& style);

    /// The chart's title as the reader sees it, as plain text (for accessibility).
    static QString plainTitle(const QChart& chart);

    /// Divisor and caption for an axis of amounts up to `maxAbs` ("million USD").
    struct MoneyScale
    {
        double divisor = 1;
        QString caption;
    };
    static MoneyScale scaleFor(double maxAbs, const Currency& currency);

    /// The colour of a plan in every chart: a green family for InfiniBand, orange/blue/pink for
    /// RoCE, by the plan's position among its fabric's plans so two plans of one fabric differ.
    /// The first plans of the two fabrics differ in lightness as well as hue, so they stay apart
    /// on a greyscale printout and for colour-blind readers (ChartStyleTest checks luminance).
    static QColor planColor(Fabric fabric, int index);
    /// The line pattern of a plan (solid, dashed, dotted, ...): a second cue besides colour.
    static Qt::PenStyle planDash(Fabric fabric, int index);
    /// The marker shape of a plan's points (QScatterSeries::MarkerShape): a third cue.
    static int planMarker(Fabric fabric, int index);
    /// The fill of a cost category in stacked bars: steps of lightness from dark (hardware, at
    /// the bottom of the stack) to light, so categories stay apart in greyscale.
    static QColor categoryColor(int category);
};

} // namespace fabrictco
