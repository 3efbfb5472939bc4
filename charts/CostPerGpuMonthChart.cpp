// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "presentation/MoneyFormat.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fabrictco {

using namespace charts;

std::unique_ptr<QChart> ChartFactory::costPerGpuMonth(const CostPerGpuMonthData& data,
                                                      const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newExplainedChart(
        tr("Discounted cost (NPV) per GPU-month against cluster size"),
        tr("The lowest line is the cheapest plan at that size, in discounted cost; "
           "a wide band is a plan whose cost is uncertain."),
        style);
    double top = 0;
    double bottom = 1e300;
    for (const auto& plan : data.plans) {
        for (const Money& m : plan.p95)
            top = maxAbs({m.amount().toDouble()}, top);
        for (const Money& m : plan.p5)
            bottom = std::min(bottom, m.amount().toDouble());
    }
    const MoneyScale scale = perGpuMonthScale(top, data.currency, style.locale);
    auto* x = nodeAxis(data.plans);
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (!data.plans.empty() && bottom < 1e300) {
        // Linear, and from just below the lowest band: the plans' difference is the picture.
        const double lowValue = bottom / scale.divisor;
        const double highValue = top / scale.divisor;
        const double pad = std::max((highValue - lowValue) * 0.06, 1e-6);
        const double low = std::max(0.0, lowValue - pad);
        y->setRange(low, highValue + pad);
        y->applyNiceNumbers();
        markGrowthPath(chart.get(), data.growth, style, x, y, y->min(), y->max());
    }
    addBandedPlans(chart.get(), data.plans, scale.divisor, style, x, y,
                   [&](const CostPerGpuMonthData::Plan& plan, std::size_t i) {
                       return tr("%1 at %2 nodes:\n%3 per GPU-month expected (P5 %4, P95 %5)")
                           .arg(plan.plan.name, style.locale.toString(plan.nodes[i]),
                                money.format(plan.expected[i]),
                                i < plan.p5.size() ? money.format(plan.p5[i]) : QString(),
                                i < plan.p95.size() ? money.format(plan.p95[i]) : QString());
                   });
    y->setLabelFormat(scale.divisor == 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    styleAxis(x, tr("Compute nodes in year 1 (log scale)"), style);
    styleAxis(y, tr("NPV per GPU-month (%1)").arg(scale.caption), style);
    return chart;
}

} // namespace fabrictco
