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
class ChartFactory
{
    Q_DECLARE_TR_FUNCTIONS(ChartFactory)
public:
    static constexpr const char* kPointTexts = "fabrictcoPointTexts";

    static QChart* cumulativeTco(const CumulativeTcoData& data, const ChartStyle& style);
    static QChart* costByCategory(const CategoryCostData& data, const ChartStyle& style);
    static QChart* costVsNodes(const NodeSweepData& data, const ChartStyle& style);
    static QChart* costVsRisk(const CostRiskData& data, const ChartStyle& style);
    static QChart* tornado(const TornadoData& data, const ChartStyle& style);

    /// Divisor and caption for an axis of amounts up to `maxAbs` ("million USD").
    struct MoneyScale
    {
        double divisor = 1;
        QString caption;
    };
    static MoneyScale scaleFor(double maxAbs, const Currency& currency);

    /// The colour of a plan in every chart: a green family for InfiniBand, blue/orange/purple
    /// for RoCE, by the plan's position among its fabric's plans so two plans of one fabric
    /// differ.
    static QColor planColor(Fabric fabric, int index);
};

} // namespace fabrictco
