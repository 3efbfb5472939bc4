// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fabrictco {

namespace {

/// An input's value as its field shows it: a share in per cent ("60 %", not "0.6"), in the
/// chart's locale (the readout said "GPU utilisation = 0.6" beside fields of 60 %; found by a
/// stranger).
QString inputValueText(const std::string& key, double value, const QLocale& locale)
{
    const ParameterSpec* spec = ParameterRegistry::instance().find(key);
    if (spec == nullptr)
        return locale.toString(value, 'g', 6);
    const QString shown = locale.toString(value * ParameterText::displayFactor(*spec), 'g', 6);
    return spec->kind == ParameterKind::Fraction ? shown + QStringLiteral(" %") : shown;
}

} // namespace

using namespace charts;

QString ChartFactory::tornadoQuantity(const TornadoData& data)
{
    return tr("NPV of %1 minus %2").arg(data.first.name, data.second.name);
}

QString ChartFactory::tornadoLabel(const TornadoData::Bar& bar)
{
    const QString input = ParameterText::label(bar.key);
    //: An input of the model, then the plan it belongs to.
    return bar.plan ? tr("%1 (%2)").arg(input, bar.plan->name) : input;
}

std::unique_ptr<QChart> ChartFactory::tornado(const TornadoData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newChart(tr("Sensitivity"), style);
    // Two lines: the quantity names both plans and would be cut off on one line at 1280x720.
    chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small\">%2</span></div>")
            .arg(ChartText::html(tr("Sensitivity")), ChartText::html(tornadoQuantity(data))));
    double top = 0;
    for (const auto& bar : data.bars)
        top = maxAbs({(bar.atLow - data.base).amount().toDouble(),
                      (bar.atHigh - data.base).amount().toDouble()},
                     top);
    const MoneyScale scale = moneyScale(top, data.currency, style.locale);
    auto* lowSet = newBarSet(tr("Input at its low value"));
    auto* highSet = newBarSet(tr("Input at its high value"));
    QStringList lowTexts;
    QStringList highTexts;
    QStringList labels;
    // Horizontal bar charts draw the first category at the bottom: reverse so the largest
    // swing is on top, the usual tornado shape.
    for (auto it = data.bars.rbegin(); it != data.bars.rend(); ++it) {
        const QString label = tornadoLabel(*it);
        // The plan on a line of its own under the input: on one line, an input of one plan was
        // cut off at 1280x720. In the window a plan's name longer than its input's is shortened
        // here (whole in the bar's tooltip): Qt cut such a label to its first line, and two
        // plans' "Switch price..." read alike (found by a stranger).
        const QString input = ParameterText::label(it->key);
        QString plan = it->plan ? it->plan->name : QString();
        const qsizetype room = std::max<qsizetype>(input.size(), 22);
        if (!style.fullCategoryLabels && plan.size() > room)
            plan = plan.left(room - 1).trimmed() + QChar(0x2026);
        labels << (it->plan ? ChartText::html(input) + QStringLiteral("<br>") +
                                  //: The plan an input of the sensitivity chart belongs to.
                                  ChartText::html(tr("(%1)").arg(plan))
                            : ChartText::html(label));
        *lowSet << plotValue(it->atLow - data.base, scale.divisor);
        *highSet << plotValue(it->atHigh - data.base, scale.divisor);
        lowTexts << tr("%1 = %2: %3")
                        .arg(label, inputValueText(it->key, it->low, style.locale),
                             money.format(it->atLow));
        highTexts << tr("%1 = %2: %3")
                         .arg(label, inputValueText(it->key, it->high, style.locale),
                              money.format(it->atHigh));
    }
    lowSet->setProperty(ChartFactory::kPointTexts, lowTexts);
    highSet->setProperty(ChartFactory::kPointTexts, highTexts);
    lowSet->setColor(ChartPalette::inputLowColor(style));
    // Hatched in its colour with a solid edge: told from the low bars by pattern too, on
    // screen, in greyscale and for colour-blind readers; the legend shows the same.
    const QColor high = ChartPalette::inputHighColor(style);
    highSet->setBrush(QBrush(high, Qt::BDiagPattern));
    highSet->setBorderColor(high);
    highSet->setPen(QPen(high, 1.5));
    // Not stacked: when an input moves the answer the same way at both ends, stacking would
    // start the second bar where the first ends and double its length.
    auto* series = new QHorizontalBarSeries;
    series->setBarWidth(0.8);
    series->append(lowSet);
    series->append(highSet);
    chart->addSeries(series);
    QValueAxis* x = attachBarAxes(chart.get(), series, labels, style);
    const double extent = std::max(top / scale.divisor * 1.1, 1e-6);
    x->setRange(-extent, extent);
    x->applyNiceNumbers();
    setAmountLabels(x);
    styleAxis(x, tr("Change from %1 (%2)").arg(money.format(data.base), scale.caption), style);
    return chart;
}

} // namespace fabrictco
