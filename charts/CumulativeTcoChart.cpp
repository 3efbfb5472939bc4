// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "presentation/MoneyFormat.h"

#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fabrictco {

using namespace charts;

std::unique_ptr<QChart> ChartFactory::cumulativeTco(const CumulativeTcoData& data,
                                                    const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newChart(tr("Cumulative total cost of ownership"), style);
    double top = 0;
    for (const auto& plan : data.plans)
        for (const Money& m : plan.cumulative)
            top = maxAbs({m.amount().toDouble()}, top);
    const MoneyScale scale = moneyScale(top, data.currency, style.locale);

    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    std::vector<LineEndLabels::Line> ends;
    for (const auto& plan : data.plans) {
        auto* series = new QLineSeries;
        setName(series, plan.plan.name);
        series->setPen(ChartPalette::planPen(plan.plan, 3, style));
        QStringList texts;
        // One year alone is a point, not a line: start it from nothing spent at year 0.
        if (data.years.size() == 1) {
            series->append(0, 0);
            texts << tr("%1, start: %2")
                         .arg(plan.plan.name, money.format(Money::zero(data.currency)));
        }
        for (std::size_t i = 0; i < plan.cumulative.size() && i < data.years.size(); ++i) {
            series->append(data.years[i], plotValue(plan.cumulative[i], scale.divisor));
            texts << tr("%1, year %2: %3")
                         .arg(plan.plan.name, style.locale.toString(data.years[i]),
                              money.format(plan.cumulative[i]));
        }
        series->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        addPlanMarkers(chart.get(), series, plan.plan, style, x, y);
        ends.push_back({series, plan.plan.name, ChartPalette::planColorOn(plan.plan, style)});
    }
    nameLineEnds(chart.get(), ends, style);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    const int lastYear = data.years.empty() ? 1 : data.years.back();
    if (data.years.size() == 1) {
        x->setRange(0, lastYear); // no year 2 that does not exist
        x->setTickCount(2);
    } else {
        // A little room either side of the first and last years: Qt Charts clips a series to
        // the plot, and the end points' markers were cut in half at its edges (found by a
        // stranger). The ticks stay on the whole years.
        const int firstYear = data.years.front();
        const int years = std::max(lastYear, 2) - firstYear;
        const double pad = std::max(years, 1) * 0.03;
        x->setRange(firstYear - pad, std::max(lastYear, 2) + pad);
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(firstYear);
        x->setTickInterval(std::max(1, (years + 9) / 10));
    }
    // 'f' formats: the localised number path does not support 'd'.
    x->setLabelFormat(QStringLiteral("%.0f"));
    // An explicit range: with only a minimum, nice numbers can cut the highest line off.
    y->setRange(0, std::max(top / scale.divisor * 1.04, 1e-6));
    y->applyNiceNumbers();
    setAmountLabels(y);
    styleAxis(x, tr("Year of operation"), style);
    styleAxis(y, tr("Cumulative TCO (%1)").arg(scale.caption), style);
    return chart;
}

} // namespace fabrictco
