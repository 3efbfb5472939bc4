// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/BreakEvenLabels.h"
#include "charts/ChartDataBuilder.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "charts/PlotNotes.h"
#include "presentation/MoneyFormat.h"

#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace fabrictco {

using namespace charts;

std::unique_ptr<QChart> ChartFactory::gapVsNodes(const GapSweepData& whole, const ChartStyle& style,
                                                 GapRange range)
{
    const bool near = range == GapRange::NearCluster;
    const GapSweepData data = near ? ChartDataBuilder::gapNearGrowthPath(whole) : whole;
    const MoneyFormat money(style.locale);
    // A plan that cannot be built at this cluster's size has no gap there: a zoom onto the sizes
    // where it still fits, all of them smaller, read as this cluster's gap (found by a stranger).
    const int cluster = data.growth.firstYearNodes;
    const bool gapAtCluster =
        cluster <= 0 || std::any_of(data.plans.begin(), data.plans.end(), [&](const auto& plan) {
            return !plan.nodes.empty() && plan.nodes.front() <= cluster &&
                   cluster <= plan.nodes.back();
        });
    if (near && !gapAtCluster)
        return message(tr("No gap to draw at this cluster's size (%1 nodes): the plans cannot be "
                          "built side by side for it. The chart of the whole range shows the "
                          "gap where they can.")
                           .arg(style.locale.toString(cluster)),
                       style);
    const QString reference = data.reference.name;
    // The line is named after the plan it measures against the reference: said first, or a
    // line named "InfiniBand NDR" above zero read as InfiniBand's own cost (found by a stranger).
    const QString meaning =
        data.plans.size() == 1
            ? (data.breakEvens.empty()
                   ? tr("The line is %2's cost minus %1's: above zero %1 is cheaper, below it "
                        "%2; it does not cross zero in this range: no break-even.")
                   : tr("The line is %2's cost minus %1's: above zero %1 is cheaper, below it "
                        "%2; where it crosses zero both cost the same."))
                  .arg(reference, data.plans.front().plan.name)
            : (data.breakEvens.empty()
                   ? tr("Each line is another plan's cost minus %1's: above zero %1 is cheaper, "
                        "below it that plan; no line crosses zero in this range.")
                   : tr("Each line is another plan's cost minus %1's: above zero %1 is cheaper, "
                        "below it that plan; where a line crosses zero both cost the same."))
                  .arg(reference);
    int fromNodes = 0;
    int toNodes = 0;
    for (const auto& plan : data.plans)
        if (!plan.nodes.empty()) {
            fromNodes = fromNodes ? std::min(fromNodes, plan.nodes.front()) : plan.nodes.front();
            toNodes = std::max(toNodes, plan.nodes.back());
        }
    // The whole range's scale holds the P5-P95 bands; the zoomed one only the expected gaps,
    // or a wide band would flatten them again (a +-100 M band around a 5 M gap).
    const auto scaledValues = [&](const GapSweepData::Plan& plan) {
        return near ? std::vector<const std::vector<Money>*>{&plan.expected}
                    : std::vector<const std::vector<Money>*>{&plan.expected, &plan.p5, &plan.p95};
    };
    double top = 0;
    for (const auto& plan : data.plans)
        for (const auto* values : scaledValues(plan))
            for (const Money& m : *values)
                top = maxAbs({m.amount().toDouble()}, top);
    const MoneyScale scale = moneyScale(top, data.currency, style.locale);
    auto* y = new QValueAxis;
    // Zero always inside: the break-even line must show.
    double low = 0;
    double high = 0;
    for (const auto& plan : data.plans)
        for (const auto* values : scaledValues(plan))
            for (const Money& m : *values) {
                low = std::min(low, plotValue(m, scale.divisor));
                high = std::max(high, plotValue(m, scale.divisor));
            }
    const double pad = std::max((high - low) * 0.08, 1e-6);
    y->setRange(low - pad, high + pad);
    y->applyNiceNumbers();
    bool bandCut = false;
    for (const auto& plan : data.plans)
        for (const auto* values : {&plan.p5, &plan.p95})
            for (const Money& m : *values)
                bandCut = bandCut || plotValue(m, scale.divisor) < y->min() ||
                          plotValue(m, scale.divisor) > y->max();
    // A cluster that does not grow has no growth to be around (found by a stranger in hft).
    // Nor where the lines stop short of the growth (a plan that stops fitting): "around this
    // cluster and its growth" above a range that ends at the cluster misled a stranger.
    const bool grows = data.growth.lastYearNodes > data.growth.firstYearNodes &&
                       toNodes >= data.growth.lastYearNodes;
    //: %1, %2 node counts; %3 the sentence saying how to read the gap.
    const QString around = grows ? bandCut ? tr("From %1 to %2 nodes, around this cluster and its "
                                                "growth, on a scale for the expected gaps: the "
                                                "P5-P95 band runs past it. %3")
                                           : tr("From %1 to %2 nodes, around this cluster and its "
                                                "growth, on a scale of its own. %3")
                           : bandCut ? tr("From %1 to %2 nodes, around this cluster's size, "
                                          "on a scale for the expected gaps: the P5-P95 band "
                                          "runs past it. %3")
                                     : tr("From %1 to %2 nodes, around this cluster's size, "
                                          "on a scale of its own. %3");
    std::unique_ptr<QChart> chart =
        near ? newExplainedChart(tr("Cost gap near this cluster's size"),
                                 around.arg(style.locale.toString(fromNodes),
                                            style.locale.toString(toNodes), meaning),
                                 style)
             : newExplainedChart(tr("Cost gap against cluster size"), meaning, style);
    // The cluster's own size is on the axis also where no gap is drawn there (a plan left out).
    auto* x = nodeAxis(data.plans, data.growth.firstYearNodes);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    markGrowthPath(chart.get(), data.growth, style, x, y, y->min(), y->max());
    // The legend names the plan (the title says what it is minus); tooltips say it in full.
    addBandedPlans(
        chart.get(), data.plans, scale.divisor, style, x, y,
        [&](const GapSweepData::Plan& plan, std::size_t i) {
            const QString nodes = style.locale.toString(plan.nodes[i]);
            return i < plan.p5.size() && i < plan.p95.size()
                       ? tr("%1 minus %2 at %3 nodes:\n%4 expected (P5 %5, P95 %6)")
                             .arg(plan.plan.name, reference, nodes, money.format(plan.expected[i]),
                                  money.format(plan.p5[i]), money.format(plan.p95[i]))
                       : tr("%1 minus %2 at %3 nodes:\n%4 expected")
                             .arg(plan.plan.name, reference, nodes, money.format(plan.expected[i]));
        });
    auto* zero = new QLineSeries;
    setName(zero, tr("Zero: both cost the same (break-even)"));
    QPen zeroPen(ChartPalette::ink(style));
    zeroPen.setWidthF(std::max<qreal>(1.2, style.basePointSize / 7.0));
    zero->setPen(zeroPen);
    zero->append(x->min(), 0);
    zero->append(x->max(), 0);
    chart->addSeries(zero);
    zero->attachAxis(x);
    zero->attachAxis(y);
    // Named on the line itself, near its right end, rather than in the legend; the notes above
    // and below it say what it divides.
    for (QLegendMarker* legend : chart->legend()->markers(zero))
        legend->setVisible(false);
    const QFont font = smallFont(chart.get(), style);
    constexpr qreal kRingSize = 2.0;
    struct Labelled
    {
        int nodes;
        QStringList plans; ///< breaking even there
        int side;          ///< BreakEvenLabels::Label::side
    };
    std::vector<Labelled> labelled;
    bool firstRing = true;
    for (const auto& be : data.breakEvens) {
        if (be.plan >= data.plans.size())
            continue;
        const QString other = data.plans[be.plan].plan.name;
        const QString count = style.locale.toString(be.nodes);
        auto* marker = ring(tr("Break-even"), style, kRingSize);
        marker->append(be.nodes, 0);
        const QString cheaperAbove = be.referenceCheaperAbove ? reference : other;
        marker->setProperty(
            ChartFactory::kPointTexts,
            QStringList{be.exact ? tr("%1 and %2 cost the same at %3 nodes; from %3 nodes on "
                                      "%4 is cheaper.")
                                       .arg(reference, other, count, cheaperAbove)
                                 : tr("%1 and %2 change places below %3 nodes (sizes just "
                                      "below cannot be built); from %3 nodes on %4 is cheaper.")
                                       .arg(reference, other, count, cheaperAbove)});
        chart->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(y);
        if (!firstRing)
            for (QLegendMarker* legend : chart->legend()->markers(marker))
                legend->setVisible(false);
        firstRing = false;
        // Plans that break even at one size share a label: "51 nodes (IB A, IB B)". Above the
        // zero line a rising gap line leaves the ring's left free, a falling one its right.
        const int side = be.referenceCheaperAbove ? -1 : 1;
        const auto same = std::find_if(labelled.begin(), labelled.end(),
                                       [&](const Labelled& l) { return l.nodes == be.nodes; });
        if (same == labelled.end()) {
            labelled.push_back({be.nodes, QStringList{other}, side});
        } else {
            if (!same->plans.contains(other))
                same->plans << other;
            if (same->side != side)
                same->side = 0;
        }
    }
    std::vector<BreakEvenLabels::Label> labels;
    for (const Labelled& l : labelled) {
        const QString count = style.locale.toString(l.nodes);
        const QString countOnly = tr("%1 nodes").arg(count);
        labels.push_back(
            {double(l.nodes),
             data.plans.size() == 1
                 ? countOnly
                 : tr("%1 nodes (%2)").arg(count, style.locale.createSeparatedList(l.plans)),
             countOnly, l.side});
    }
    // Placed in pixels at the plot's real size: close break-evens on rows of their own. The
    // line is named for what it is here: with no break-even in range, it marks equal cost only
    // (a "break-even" label contradicted the explanation's "no break-even").
    const QString lineName = labels.empty() ? tr("equal cost") : tr("break-even");
    BreakEvenLabels::add(chart.get(), zero, std::move(labels), lineName,
                         {font, ChartPalette::highlight(style), ChartPalette::ink(style),
                          style.basePointSize * kRingSize / 2});
    setAmountLabels(y);
    styleAxis(x, tr("Compute nodes in year 1 (log scale)"), style);
    styleAxis(y, tr("Gap in NPV (%1)").arg(scale.caption), style);
    // Which side is which, inside the plot: the reader need not work out the sign.
    PlotNotes::add(chart.get(), tr("▲ %1 cheaper").arg(reference),
                   data.plans.size() == 1 ? tr("▼ %1 cheaper").arg(data.plans.front().plan.name)
                                          : tr("▼ that line's plan cheaper"),
                   font, ChartPalette::ink(style));
    return chart;
}

} // namespace fabrictco
