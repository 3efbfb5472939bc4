// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/SummaryHtml.h"

#include "charts/ChartPalette.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/RecommendationText.h"
#include "presentation/RoundedRow.h"
#include "ui/common/Palette.h"
#include "ui/results/ResultWords.h"

#include <QGuiApplication>

namespace fabrictco::ui {

namespace {

/// Where the "above the recommended plan" margins are the plans' NPVs minus one plan's (the
/// recommended one, whose margin is zero): that plan, so the slide prints the margin as the
/// difference of the NPVs it prints.
std::optional<std::size_t> marginReference(const ComparisonData& data)
{
    std::optional<std::size_t> reference;
    for (std::size_t i = 0; i < data.plans.size(); ++i)
        if (data.plans[i].marginToBest && data.plans[i].npv && data.plans[i].marginToBest->isZero())
            reference = reference.value_or(i);
    if (!reference)
        return std::nullopt;
    for (const PlanSummary& plan : data.plans)
        if (plan.marginToBest &&
            (!plan.npv || *plan.marginToBest != *plan.npv - *data.plans[*reference].npv))
            return std::nullopt;
    return reference;
}

} // namespace

QString SummaryHtml::build(const ComparisonData& data, const QLocale& locale, double scale,
                           bool withRecommendation)
{
    return table(data, locale, scale, withRecommendation, Amounts::ToTheCent);
}

QString SummaryHtml::slide(const ComparisonData& data, const QLocale& locale, double scale,
                           bool withRecommendation)
{
    return table(data, locale, scale, withRecommendation, Amounts::Rounded);
}

QString SummaryHtml::slideTitle()
{
    return tr("Each plan's figures");
}

QString SummaryHtml::table(const ComparisonData& data, const QLocale& locale, double scale,
                           bool withRecommendation, Amounts amounts)
{
    const MoneyFormat money(locale);
    const bool rounded = amounts == Amounts::Rounded;
    const QString dash = QStringLiteral("—");
    auto cell = [&](const std::optional<Money>& m) {
        return m ? money.format(*m) : dash;
    };
    auto count = [&](std::int64_t n) {
        return locale.toString(static_cast<qlonglong>(n));
    };

    QString html = QStringLiteral("<div style='font-size:%1pt'>").arg(10.0 * scale, 0, 'f', 1);
    if (rounded)
        html += QStringLiteral("<p align='center' style='font-size:%1pt'><b>%2</b><br/>"
                               "<span style='font-size:%3pt'>%4</span></p>")
                    .arg(QString::number(14.0 * scale, 'f', 1), slideTitle().toHtmlEscaped(),
                         QString::number(8.5 * scale, 'f', 1),
                         tr("Amounts rounded; the report and the cost table have them to the "
                            "cent.")
                             .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='%1' border='1' "
                           "style='border-collapse:collapse'>")
                .arg(qRound(4 * scale));
    html += QStringLiteral("<tr><th></th>");
    // The plan's swatch as its chart line: at least 3:1 on this theme's background.
    ChartStyle swatchStyle;
    swatchStyle.dark = Palette::isDark(QGuiApplication::palette());
    for (const PlanSummary& plan : data.plans)
        // The fabric under the name in a size of its own: <small> shrank to a few pixels in a
        // slide's large type.
        // One arg() call: a name holding "%4" is not the place for the size.
        html += QStringLiteral("<th><span style='color:%1'>■</span> %2<br/>"
                               "<span style='font-size:%4pt; font-weight:normal'>%3</span></th>")
                    .arg(ChartPalette::planColorOn(plan.plan, swatchStyle).name(),
                         plan.plan.name.toHtmlEscaped(), EnumText::fabric(plan.plan.fabric),
                         QString::number(8.5 * scale, 'f', 1));
    html += QStringLiteral("</tr>");
    const auto cells = [&](const QString& label, const QStringList& texts) {
        html += QStringLiteral("<tr><td>%1</td>").arg(label.toHtmlEscaped());
        for (const QString& text : texts)
            // An amount never wraps ("75,316,410.12 / USD" on a laptop, "1, / 930,399.18" at
            // 144 DPI): no-break spaces, and no break after a group separator either.
            html += QStringLiteral("<td align='right' style='white-space:nowrap'>%1</td>")
                        .arg(QString(text.isEmpty() ? dash : text)
                                 .replace(QLatin1Char(' '), QChar(0x00A0))
                                 .toHtmlEscaped());
        html += QStringLiteral("</tr>");
    };
    auto row = [&](const QString& label, auto value) {
        QStringList texts;
        for (const PlanSummary& plan : data.plans)
            texts << value(plan);
        cells(label, texts);
    };
    const auto withUnit = [](const QString& label, const RoundedRow& unit) {
        //: A row of a slide's table: %1 what the row is, %2 its unit ("million USD").
        return tr("%1 (%2)").arg(label, unit.unitCaption());
    };
    const auto roundedCells = [&](const QString& label, const RoundedRow& figures) {
        QStringList texts;
        for (std::size_t i = 0; i < data.plans.size(); ++i)
            texts << figures.text(i);
        cells(withUnit(label, figures), texts);
    };
    // `alike`: a row of the same kind of figure, whose places this one takes.
    const auto moneyRow = [&](const QString& label, auto amountOf,
                              const RoundedRow* alike = nullptr) {
        if (!rounded)
            return row(label, [&](const PlanSummary& p) { return cell(amountOf(p)); });
        std::vector<std::optional<Money>> rowAmounts;
        for (const PlanSummary& plan : data.plans)
            rowAmounts.push_back(amountOf(plan));
        RoundedRow figures(std::move(rowAmounts), locale);
        if (alike)
            figures.matchPlaces(*alike);
        roundedCells(label, figures);
    };
    moneyRow(tr("Total cost over the horizon"), [](const PlanSummary& p) { return p.horizonTco; });
    // On a slide the margin is printed as the difference of the printed NPVs, in their unit.
    const std::optional<std::size_t> reference = rounded ? marginReference(data) : std::nullopt;
    // By value: GCC cannot see that `reference` is set wherever npvFigures is.
    const std::size_t referenceIndex = reference.value_or(0);
    std::optional<RoundedRow> npvFigures;
    if (rounded) {
        std::vector<std::optional<Money>> npvs;
        for (const PlanSummary& plan : data.plans)
            npvs.push_back(plan.npv);
        npvFigures.emplace(std::move(npvs), locale);
        if (reference)
            npvFigures->keepDifferencesTo(referenceIndex);
        roundedCells(tr("Net present value of cost"), *npvFigures);
    } else {
        moneyRow(tr("Net present value of cost"), [](const PlanSummary& p) { return p.npv; });
    }
    moneyRow(tr("Cost per GPU-month, undiscounted"),
             [](const PlanSummary& p) { return p.costPerGpuMonth; });
    moneyRow(tr("95th percentile (risk)"), [](const PlanSummary& p) { return p.p95; });
    row(tr("Chance of being the cheapest"), [&](const PlanSummary& p) {
        // One decimal, as in the report's risk table.
        return p.pCheapest ? tr("%1 %").arg(locale.toString(*p.pCheapest * 100.0, 'f', 1)) : dash;
    });
    if (npvFigures && reference) {
        QStringList texts;
        for (std::size_t i = 0; i < data.plans.size(); ++i)
            texts << (data.plans[i].marginToBest ? npvFigures->differenceText(i, referenceIndex)
                                                 : QString());
        cells(withUnit(tr("Expected NPV above the recommended plan"), *npvFigures), texts);
    } else {
        moneyRow(tr("Expected NPV above the recommended plan"),
                 [](const PlanSummary& p) { return p.marginToBest; });
    }
    // The first year's design (the BOM tab and the report give every year's).
    row(tr("Switches in year 1 (with spares)"),
        [&](const PlanSummary& p) { return p.bom ? count(p.bom->totalSwitches()) : dash; });
    row(tr("Cables in year 1"),
        [&](const PlanSummary& p) { return p.bom ? count(p.bom->totalCables()) : dash; });
    row(tr("Transceivers in year 1"),
        [&](const PlanSummary& p) { return p.bom ? count(p.bom->totalTransceivers()) : dash; });
    if (data.equalGenerationRadix > 0) {
        // The second view (issue 36, item 4): the port counts can decide the answer, so say
        // what each plan is built from and what it would cost at equal hardware generation.
        row(tr("Link speed (Gb/s)"), [&](const PlanSummary& p) {
            return p.switches ? count(p.switches->linkSpeedGbps) : dash;
        });
        row(tr("Switch ports"),
            [&](const PlanSummary& p) { return p.switches ? count(p.switches->radix) : dash; });
        row(tr("Switch tiers, first to last year"), [&](const PlanSummary& p) {
            if (!p.switches || p.switches->tiersByYear.empty())
                return dash;
            return RecommendationText::tiersFirstToLast(p.switches->tiersByYear, locale);
        });
        //: %1 link speed in Gb/s, %2 switch ports.
        moneyRow(
            tr("Net present value at %1 Gb/s with %2-port switches on every plan")
                .arg(count(data.equalGenerationLinkSpeedGbps), count(data.equalGenerationRadix)),
            [](const PlanSummary& p) { return p.npvAtEqualGeneration; },
            npvFigures ? &*npvFigures : nullptr);
    }
    html += QStringLiteral("</table>");
    for (const PlanSummary& plan : data.plans)
        // A cluster too large for a plan is said once in the notes below, with every plan's
        // limit and what would make it fit (here it read "accepted: 1 to 1,618 nodes", the
        // first plan's limit, beside figures for 10,000 nodes; found by a stranger).
        if (const QString problem = ResultWords::planProblem(plan, data, true);
            !problem.isEmpty() && plan.problemField() != QLatin1String("nodes"))
            html += QStringLiteral("<p style='color:%1'>%2</p>")
                        .arg(Palette::errorRed(),
                             tr("%1: %2").arg(plan.plan.name, problem).toHtmlEscaped());
    if (const QString recommendation = ResultWords::recommendation(data);
        withRecommendation && !recommendation.isEmpty()) {
        // The first line already opens with "Recommendation:", so it stands in bold where a
        // heading "Recommendation" would only say the same word twice.
        const qsizetype firstBreak = recommendation.indexOf(QLatin1Char('\n'));
        const QString rest = firstBreak < 0 ? QString() : recommendation.mid(firstBreak + 1);
        html += QStringLiteral("<p><b>%1</b>%2</p>")
                    .arg(recommendation.left(firstBreak).toHtmlEscaped(),
                         rest.isEmpty() ? QString()
                                        : QStringLiteral("<br/>") +
                                              rest.toHtmlEscaped().replace(
                                                  QLatin1Char('\n'), QStringLiteral("<br/>")));
    }
    for (const QString& note : ResultWords::notes(data))
        html += QStringLiteral("<p><i>%1</i></p>").arg(note.toHtmlEscaped());
    // Where the size sweep's charts show a plan stop: a plan that cannot be built there.
    for (const QString& note : ResultWords::sweptWhere(data, locale))
        html += QStringLiteral("<p><i>%1</i></p>").arg(note.toHtmlEscaped());
    html += QStringLiteral("</div>");
    // The report's spacing rule, so a row label reads as in the PDF ("和 64 端口交换机").
    return CjkSpacing::spaced(html);
}

} // namespace fabrictco::ui
