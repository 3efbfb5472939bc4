// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportPriceToBeat.h"

#include "presentation/PriceToBeatText.h"
#include "report/HtmlTable.h"
#include "report/ReportStyle.h"

namespace fabrictco {

namespace {

QString list(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

/// The inputs under their plans' headings, in PriceToBeatText's columns: those of the runner-up
/// that a price can move, or every one.
HtmlTable table(const PriceToBeatText& text, bool reachedOnly, bool runnerUpOnly)
{
    HtmlTable table(text.columns(),
                    {HtmlTable::Left, HtmlTable::Right, HtmlTable::Right, HtmlTable::Right,
                     HtmlTable::Right, HtmlTable::Right},
                    {25, 15, 15, 15, 15, 15});
    table.setFontSize(7.5);
    for (const PriceToBeatText::Group& group : text.groups()) {
        bool headed = false;
        for (const PriceToBeatLine* line : group.lines) {
            if ((reachedOnly && !line->priceToBeat) ||
                (runnerUpOnly && line->item->planId != text.result().runnerUpPlanId))
                continue;
            if (!headed)
                table.addSection(group.heading);
            headed = true;
            // The short table lists the runner-up's prices only, all "at or below": no detail.
            if (runnerUpOnly)
                table.addRow(text.cells(*line));
            else
                table.addRow(text.cells(*line), line->when, QString());
        }
    }
    return table;
}

} // namespace

QString ReportPriceToBeat::appendixTitle()
{
    return tr("Appendix D: the price to beat of every input");
}

std::unique_ptr<PriceToBeatText> ReportPriceToBeat::text(const ReportData& data,
                                                         const QLocale& locale)
{
    if (!data.risk.priceToBeat)
        return nullptr;
    std::map<std::string, QString> names;
    for (const ReportPlan& plan : data.plans)
        names[plan.spec.id] =
            QString::fromStdString(plan.spec.name.empty() ? plan.spec.id : plan.spec.name);
    return std::make_unique<PriceToBeatText>(*data.risk.priceToBeat, data.risk.priceToBeatOdds,
                                             std::move(names), data.tco.rounding, locale);
}

QString ReportPriceToBeat::section() const
{
    const std::unique_ptr<PriceToBeatText> words = text(m_data, m_text.locale());
    if (!words)
        return {};
    const PriceToBeatText& text = *words;
    QString html = ReportStyle::subsectionHeading(tr("The price to beat"));
    html += ReportStyle::paragraph(text.summary());
    html += list(text.rangeSentences() + text.quoteSentences() + text.discountSentences());
    const HtmlTable targets = table(text, true, true);
    if (!targets.isEmpty()) {
        //: %1 the runner-up.
        html += ReportStyle::paragraph(
            tr("What %1 would have to offer, input by input:").arg(text.runnerUpName()));
        html += targets.html();
    }
    html += ReportStyle::paragraph(
        text.oddsNote(m_data.options.trials, m_data.options.seed) + QLatin1Char(' ') +
        tr("Every input of both plans, with the ones no price can move, is in %1.")
            .arg(appendixTitle()));
    return html;
}

QString ReportPriceToBeat::appendix() const
{
    const std::unique_ptr<PriceToBeatText> words = text(m_data, m_text.locale());
    if (!words)
        return {};
    const PriceToBeatText& text = *words;
    QString html = ReportStyle::sectionHeading(appendixTitle());
    html += ReportStyle::paragraph(text.summary());
    html += table(text, false, false).html();
    html += list(text.rangeSentences() + text.discountSentences());
    html += ReportStyle::paragraph(text.oddsNote(m_data.options.trials, m_data.options.seed));
    return html;
}

} // namespace fabrictco
