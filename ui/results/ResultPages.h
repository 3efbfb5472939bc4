// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartStyle.h"
#include "ui/results/ComparisonData.h"

#include <QCoreApplication>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fabrictco::ui {

/// The pages of the answer, in order: the window's result tabs and the presentation's slides
/// step through the same list, with the same titles and the same charts.
class ResultPages
{
    Q_DECLARE_TR_FUNCTIONS(ResultPages)
public:
    enum Page
    {
        Summary,
        Cumulative,
        Categories,
        Gap,
        GapNearCluster, ///< the gap zoomed to the sizes around the cluster's growth path
        PerGpuMonth,
        Risk,
        Tornado,
        PriceToBeatTab, ///< the price to beat per input (a table, beside the tornado)
        BomPage,
        CostTable,
        CatalogPage,
        PageCount
    };

    static QString title(Page page);
    /// A page whose content is a chart.
    static bool isChart(Page page);
    /// The chart of `page` drawn from `data` in `style`; null for a page without a chart or
    /// without the data to draw it.
    static std::unique_ptr<QChart> chart(Page page, const ComparisonData& data,
                                         const ChartStyle& style);
    /// What a chart page says when it has nothing to draw, and why.
    static QString missingChartText(Page page, const ComparisonData& data);
    /// What the sensitivity page says when it has no tornado to draw.
    static QString tornadoMessage(const ComparisonData& data);
};

} // namespace fabrictco::ui
