// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/PriceToBeatText.h"

#include "core/model/ParameterRegistry.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"

#include <set>

namespace fabrictco {

namespace {

bool isShare(const std::string& key)
{
    const ParameterSpec* spec = ParameterRegistry::instance().find(key);
    return !spec || spec->kind != ParameterKind::Money;
}

} // namespace

PriceToBeatText::PriceToBeatText(const PriceToBeatResult& result, std::vector<PriceToBeatOdds> odds,
                                 std::map<std::string, QString> names, RoundingMode rounding,
                                 QLocale locale)
    : m_result(result), m_odds(std::move(odds)), m_names(std::move(names)), m_rounding(rounding),
      m_locale(std::move(locale))
{
    for (std::size_t i = 0; i < m_result.items.size(); ++i) {
        const PriceToBeatItem& item = m_result.items[i];
        PriceToBeatLine line;
        line.item = &item;
        line.plan = item.planId.empty() ? tr("both plans") : name(item.planId);
        line.input = ParameterText::label(item.key);
        line.source = EnumText::valueSource(item.source);
        line.quoted = item.source == ValueSource::Quote;
        line.isShare = isShare(item.key);
        line.unit = line.isShare ? QStringLiteral("%")
                                 : QString::fromStdString(item.current.currency
                                                              ? item.current.currency->code()
                                                              : std::string());
        // The grid the figure is typed on: a cent, or a hundredth of a per cent of a share. The
        // change is taken from the printed figures, so it equals their difference.
        line.pricedAt = item.current.value.rounded(line.isShare ? 4 : 2, m_rounding);
        switch (item.verdict) {
        case BreakEvenVerdict::Reached:
            line.priceToBeat = item.breakEven;
            line.change = item.breakEven - line.pricedAt;
            line.when = item.slope > 0 ? tr("at or below the price to beat")
                                       : tr("at or above the price to beat");
            break;
        case BreakEvenVerdict::BelowMinimum:
            line.when = tr("never, not even at 0");
            break;
        case BreakEvenVerdict::AboveMaximum:
            //: %1 the greatest value the input accepts.
            line.when = tr("never, not even at %1").arg(figure(item.breakEven, line));
            break;
        }
        if (item.rangeOfItsOwn)
            line.when += tr("; it has a range of its own: clear the range before typing the "
                            "price to beat, or it is priced at the range's mean");
        if (i < m_odds.size()) {
            line.atHalf = m_odds[i].atHalf;
            line.atFourFifths = m_odds[i].atFourFifths;
        }
        m_lines.push_back(std::move(line));
    }
    // One currency in the headers only when every price is in it (found by a stranger: a CNY
    // document's headers said CNY over cells of USD catalog prices).
    std::set<QString> currencies;
    for (const PriceToBeatLine& line : m_lines)
        if (!line.isShare)
            currencies.insert(line.unit);
    if (currencies.size() == 1)
        m_currency = *currencies.begin();
}

QStringList PriceToBeatText::columns(QChar separator) const
{
    // "50 %" stays on one line when a narrow column wraps its heading.
    const auto in = [&](QString heading) {
        heading.replace(QStringLiteral(" %"), QStringLiteral("\u00a0%"));
        if (m_currency.isEmpty())
            return heading;
        return heading + separator + QLatin1Char('(') + m_currency + QLatin1Char(')');
    };
    return {tr("Input"),      in(tr("Priced at")),       in(tr("Price to beat")),
            in(tr("Change")), in(tr("Cheaper in 50 %")), in(tr("Cheaper in 80 %"))};
}

QString PriceToBeatText::planColumn()
{
    return tr("Plan");
}

QString PriceToBeatText::whenColumn() const
{
    if (m_outside)
        return tr("The dearer of the two is at most as dear");
    return tr("The runner-up is at most as dear");
}

std::vector<PriceToBeatText::Group> PriceToBeatText::groups() const
{
    std::vector<Group> groups;
    const auto add = [&](const std::string& planId, const QString& heading) {
        Group group{CjkSpacing::spaced(heading), {}};
        for (const PriceToBeatLine& line : m_lines)
            if (line.item->planId == planId)
                group.lines.push_back(&line);
        if (!group.lines.empty())
            groups.push_back(std::move(group));
    };
    //: A heading over the runner-up's inputs in the price-to-beat table.
    add(m_result.runnerUpPlanId, m_outside ? tr("%1 (the dearer of the two)").arg(runnerUpName())
                                           : tr("%1 (the runner-up)").arg(runnerUpName()));
    add(m_result.recommendedPlanId, m_outside
                                        ? tr("%1 (the cheaper of the two)").arg(recommendedName())
                                        : tr("%1 (recommended)").arg(recommendedName()));
    add(std::string(), tr("Both plans"));
    return groups;
}

QString PriceToBeatText::name(const std::string& planId) const
{
    const auto it = m_names.find(planId);
    return it != m_names.end() && !it->second.isEmpty() ? it->second
                                                        : QString::fromStdString(planId);
}

QString PriceToBeatText::percent(const Decimal& fraction) const
{
    //: A share in per cent, e.g. "39.85 %".
    return tr("%1 %").arg(MoneyFormat(m_locale).formatDecimal(fraction.times(100), 2, m_rounding));
}

QString PriceToBeatText::figure(const Decimal& value, const PriceToBeatLine& line) const
{
    if (line.isShare)
        return percent(value);
    return MoneyFormat(m_locale).formatDecimal(value, 2, m_rounding) + QLatin1Char(' ') + line.unit;
}

QString PriceToBeatText::cellFigure(const Decimal& value, const PriceToBeatLine& line) const
{
    // The headers name the document's currency; a price in another keeps its code.
    if (line.isShare || line.unit != m_currency)
        return figure(value, line);
    return MoneyFormat(m_locale).formatDecimal(value, 2, m_rounding);
}

QString PriceToBeatText::optionalFigure(const std::optional<Decimal>& value,
                                        const PriceToBeatLine& line) const
{
    return value ? cellFigure(*value, line) : QStringLiteral("\u2013");
}

QStringList PriceToBeatText::cells(const PriceToBeatLine& line) const
{
    //: A vendor's quoted price in the price-to-beat table, e.g. "31,200.00, quoted".
    return {line.input,
            line.quoted ? tr("%1, quoted").arg(cellFigure(line.pricedAt, line))
                        : cellFigure(line.pricedAt, line),
            line.priceToBeat ? cellFigure(*line.priceToBeat, line) : tr("never"),
            optionalFigure(line.change, line),
            optionalFigure(line.atHalf, line),
            optionalFigure(line.atFourFifths, line)};
}

QString PriceToBeatText::turningPoint(const PriceToBeatLine& line) const
{
    if (!line.priceToBeat)
        return line.when;
    //: %1 the runner-up, %2 the recommended plan.
    return CjkSpacing::spaced(line.item->slope > 0
                                  ? tr("at or below this price, %1 is at most as dear as %2")
                                        .arg(runnerUpName(), recommendedName())
                                  : tr("at or above this price, %1 is at most as dear as %2")
                                        .arg(runnerUpName(), recommendedName()));
}

const PriceToBeatLine* PriceToBeatText::find(const std::string& planId,
                                             const std::string& key) const
{
    for (const PriceToBeatLine& line : m_lines)
        if (line.item->key == key && (line.item->planId == planId || line.item->planId.empty()))
            return &line;
    return nullptr;
}

QString PriceToBeatText::summary() const
{
    const QString gap = MoneyFormat(m_locale).format(m_result.gap, m_rounding);
    //: %1 the recommended plan, %2 the runner-up, %3 how much more the runner-up costs.
    if (m_outside)
        //: A pair the user picked, neither the recommended plan: %1 the cheaper of the two.
        return CjkSpacing::spaced(
            tr("Of these two, %1 is the cheaper; %2 costs %3 more in expected net present value. "
               "For each input of either plan, the price to beat is the value at which %2 would "
               "cost no more than %1, every other input where the cost table prices it (the mean "
               "of its range).")
                .arg(recommendedName(), runnerUpName(), gap));
    return CjkSpacing::spaced(
        tr("%1 is recommended; %2 costs %3 more in expected net present value. For each input "
           "of either plan, the price to beat is the value at which %2 would cost no more "
           "than %1, every other input where the cost table prices it (the mean of its "
           "range). Typed or quoted at that value, it makes the two plans meet.")
            .arg(recommendedName(), runnerUpName(), gap));
}

QString PriceToBeatText::oddsNote(std::uint64_t trials, std::uint64_t seed) const
{
    //: %1 the runner-up, %2 the number of simulated outcomes, %3 the random seed.
    return CjkSpacing::spaced(
        tr("Cheaper in 50 % and in 80 % of outcomes: the value at which %1 is the cheaper plan "
           "in half and in four fifths of %2 simulated outcomes (with seed %3, as in the risk "
           "analysis). The wider the distance from the price to beat, the more margin the "
           "uncertainty eats. \u2013: no value the input may take, from its smallest to its "
           "largest allowed, gets there; the values shown may lie outside its low to high "
           "range.")
            .arg(runnerUpName(), m_locale.toString(qulonglong(trials)), QString::number(seed)));
}

QStringList PriceToBeatText::discountSentences() const
{
    QStringList sentences;
    for (const BomDiscount& d : m_result.discounts) {
        const bool runnerUp = d.planId == m_result.runnerUpPlanId;
        if (d.verdict != BreakEvenVerdict::Reached)
            sentences << (runnerUp
                              ? tr("%1: no discount on its hardware, up to 100 %, closes the gap.")
                                    .arg(name(d.planId))
                              : tr("%1 stays the cheaper plan at any rise in its hardware prices "
                                   "up to %2.")
                                    .arg(name(d.planId), percent(Decimal(10))));
        else if (runnerUp)
            //: %3 a discount in per cent on every hardware unit price of plan %1.
            sentences << tr("%1 is at most as dear as %2 with a discount of %3 or more on every "
                            "unit price of its hardware (switches, NICs, modules, cables).")
                             .arg(name(d.planId), recommendedName(), percent(d.share));
        else
            sentences << tr("%1 stays cheaper than %2 up to a rise of %3 in every unit price of "
                            "its hardware.")
                             .arg(name(d.planId), runnerUpName(), percent(-d.share));
    }
    return CjkSpacing::spaced(sentences);
}

QStringList PriceToBeatText::rangeSentences() const
{
    QStringList sentences;
    for (const PriceToBeatLine& line : m_lines)
        if (line.item->rangeOfItsOwn)
            //: %1 the input, %2 its plan.
            sentences << tr("%1 of %2 has a range of its own: a figure typed for it becomes the "
                            "range's most likely value and is priced at the range's mean. Clear "
                            "the range before typing the price to beat.")
                             .arg(line.input, line.plan);
    return CjkSpacing::spaced(sentences);
}

QStringList PriceToBeatText::quoteSentences() const
{
    QStringList sentences;
    for (const PriceToBeatLine& line : m_lines) {
        if (!line.quoted)
            continue;
        const QString quote = figure(line.pricedAt, line);
        if (!line.priceToBeat)
            //: %1 the input, %2 its plan, %3 the quoted price, %4 the runner-up, %5 the
            //: recommended plan.
            sentences << tr("The vendor quote for %1 of %2 is %3; no price within its range makes "
                            "%4 at most as dear as %5.")
                             .arg(line.input, line.plan, quote, runnerUpName(), recommendedName());
        else if (line.item->slope > 0)
            sentences << tr("The vendor quote for %1 of %2 is %3; at or below %4, %5 is at most "
                            "as dear as %6.")
                             .arg(line.input, line.plan, quote, figure(*line.priceToBeat, line),
                                  runnerUpName(), recommendedName());
        else
            sentences << tr("The vendor quote for %1 of %2 is %3; at or above %4, %5 is at most "
                            "as dear as %6.")
                             .arg(line.input, line.plan, quote, figure(*line.priceToBeat, line),
                                  runnerUpName(), recommendedName());
    }
    return CjkSpacing::spaced(sentences);
}

} // namespace fabrictco
