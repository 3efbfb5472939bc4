// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "charts/SegmentLabels.h"
#include "presentation/CostCategoryText.h"
#include "presentation/MoneyFormat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fabrictco {

using namespace charts;

std::unique_ptr<QChart> ChartFactory::costByCategory(const CategoryCostData& data,
                                                     const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newChart(tr("Horizon cost by category"), style);
    double top = 0;
    for (const auto& row : data.values) {
        double sum = 0;
        for (const Money& m : row)
            sum += std::max(0.0, m.amount().toDouble());
        top = std::max(top, sum);
    }
    const MoneyScale scale = moneyScale(top, data.currency, style.locale);
    // Horizontal bars: plan names read in full on the left, where a vertical chart's category
    // slots elided them ("RoCE, one swit..."). Bar charts draw the first category at the bottom,
    // so the plans are added in reverse to list the first plan on top, as in every table.
    auto* series = new QHorizontalStackedBarSeries;
    std::vector<QStringList> names;
    for (int c = 0; c < int(data.categories.size()); ++c) {
        const QString category = CostCategoryText::name(data.categories[std::size_t(c)]);
        // Numbered in the legend: a segment too narrow for the name shows the number.
        const QString number = style.locale.toString(c + 1);
        //: A cost category in the chart's legend, after its number in the key.
        auto* set = newBarSet(tr("%1 %2").arg(number, category));
        names.push_back({category, number});
        QStringList texts;
        for (std::size_t q = data.plans.size(); q-- > 0;) {
            const Money& m = data.values[q][static_cast<std::size_t>(c)];
            *set << plotValue(m, scale.divisor);
            texts << tr("%1 — %2: %3").arg(data.plans[q].name, category, money.format(m));
        }
        set->setProperty(ChartFactory::kPointTexts, texts);
        set->setColor(ChartPalette::categoryColor(c));
        // An edge in the text's ink: the light fills (yellow, sky blue) are under 3:1 on the
        // background, the edge makes every segment's shape visible at 3:1 or more (issue 40).
        set->setBorderColor(ChartPalette::ink(style));
        series->append(set);
    }
    chart->addSeries(series);
    QStringList planNames;
    for (auto plan = data.plans.rbegin(); plan != data.plans.rend(); ++plan)
        planNames << plan->name;
    QValueAxis* x =
        attachBarAxes(chart.get(), series,
                      style.fullCategoryLabels ? ChartText::pageLabels(planNames, 28)
                                               : ChartText::wrappedLabels(planNames, 22),
                      style);
    x->setRange(0, std::max(top / scale.divisor * 1.04, 1e-6));
    x->applyNiceNumbers();
    setAmountLabels(x);
    styleAxis(x, tr("Cost over the horizon (%1)").arg(scale.caption), style);
    // The categories named inside the segments wide enough: colour is not the only sign.
    SegmentLabels::add(chart.get(), series, names, smallFont(chart.get(), style));
    // Seven categories rarely fit one row under the bars: they wrap onto rows (LegendRows),
    // which leaves the bars and their axis title the chart's whole width.
    return chart;
}

} // namespace fabrictco
