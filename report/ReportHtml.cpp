// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportHtml.h"

#include "charts/ChartStyle.h"
#include "core/model/CatalogFingerprint.h"
#include "core/model/FigureAge.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "report/ChartTextObject.h"
#include "report/ReportCostSections.h"
#include "report/ReportFonts.h"
#include "report/ReportGlossary.h"
#include "report/ReportInputSections.h"
#include "report/ReportPriceToBeat.h"
#include "report/ReportRiskSections.h"
#include "report/ReportStyle.h"

namespace fabrictco {

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

QString ReportHtml::genericTitle()
{
    return tr("InfiniBand or RoCE: total cost of ownership and risk");
}

QString ReportHtml::title() const
{
    return m_data.scenario.metadata.title.empty() ? genericTitle()
                                                  : q(m_data.scenario.metadata.title);
}

QString ReportHtml::cover() const
{
    const ScenarioMetadata& meta = m_data.scenario.metadata;
    QString html = QStringLiteral("<p style=\"margin-top: 120px; font-size: 11pt; color: "
                                  "#55606e;\">%1</p>")
                       .arg(tr("Network fabric comparison report").toHtmlEscaped());
    html += QStringLiteral("<h1 style=\"font-size: 24pt; color: %1;\">%2</h1>")
                .arg(ReportStyle::headingColour(), title().toHtmlEscaped());
    QStringList planNames;
    for (const ReportPlan& plan : m_data.plans)
        planNames << (plan.spec.name.empty() ? q(plan.spec.id) : q(plan.spec.name));
    QString compared = planNames.join(tr(" versus "));
    // The plans left out are named here too: one plan alone read as the one chosen.
    if (const QStringList leftOut = m_data.namesLeftOut(); !leftOut.isEmpty())
        //: The cover's line of plans: %1 those compared, %2 those that cannot be built.
        compared = tr("%1 (without %2, which cannot be built for this cluster)")
                       .arg(compared, leftOut.join(tr(", ")));
    html += QStringLiteral("<p style=\"font-size: 13pt;\">%1</p>").arg(compared.toHtmlEscaped());
    html += QStringLiteral("<p style=\"margin-top: 60px;\"></p><table cellpadding=\"3\">");
    auto field = [&html](const QString& label, const QString& value) {
        html += QStringLiteral("<tr><td style=\"color: #55606e;\">%1</td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    field(tr("Date"), m_text.date(m_data.options.date));
    field(tr("Prepared by"), meta.author.empty() ? tr("(not stated)") : q(meta.author));
    field(tr("Organisation"),
          meta.organisation.empty() ? tr("(not stated)") : q(meta.organisation));
    field(tr("Workload"), EnumText::workload(m_data.scenario.workload));
    field(tr("Team"), EnumText::team(m_data.scenario.team));
    field(tr("Currency"), q(m_data.scenario.cluster.currency.code()));
    // Provenance: which saved file, which price list and which simulation the figures are from.
    const ReportOptions& o = m_data.options;
    QString source;
    if (!o.exampleName.isEmpty())
        //: The cover's source of the figures: one of FabricTCO's bundled examples, by its name.
        source = tr("bundled example %1").arg(o.exampleName);
    else if (o.sourceName.isEmpty())
        source = tr("not saved to a file");
    else if (o.sourceDigest.isEmpty())
        source = o.sourceName;
    else if (o.sourceModified)
        source = tr("%1 with unsaved changes (the saved file's SHA-256 begins %2)")
                     .arg(o.sourceName, o.sourceDigest);
    else
        source = tr("%1 (SHA-256 %2)").arg(o.sourceName, o.sourceDigest);
    field(tr("Source"), source);
    const std::string latest = CatalogFingerprint::latestDate(m_data.catalog);
    const QString catalogDate =
        FigureAge::isInFuture(latest, o.date)
            //: The cover's newest catalog date when it lies after the report's date (a
            //: mistyped date or a wrong clock): %1 the date.
            ? tr("%1 (after this report's date: check)").arg(q(latest))
            : q(latest);
    QString catalog = tr("version %1, newest source %2")
                          .arg(q(CatalogFingerprint::version(m_data.catalog)), catalogDate);
    if (const std::string& organisation = m_data.catalog.organisationName(); !organisation.empty())
        //: The cover's catalog line when the organisation's own catalog replaced some of the
        //: bundled figures: %1 its name, %n how many figures it gave.
        catalog += tr("; %n figure(s) from the organisation's catalog \"%1\"", nullptr,
                      int(m_data.catalog.organisationFigures()))
                       .arg(q(organisation));
    field(tr("Catalog"), catalog);
    field(tr("Risk analysis"),
          tr("%1 Monte Carlo trials, seed %2")
              .arg(m_text.count(std::int64_t(o.trials)), QString::number(o.seed)));
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p style=\"margin-top: 80px; font-size: 8pt; color: #55606e;\">%1</p>")
                .arg(tr("Prepared with FabricTCO %1. Amounts are exact to the cent; estimates "
                        "are marked as such in the assumptions.")
                         .arg(QStringLiteral(FABRICTCO_VERSION))
                         .toHtmlEscaped());
    return html;
}

QString ReportHtml::build(ChartTextObject& charts) const
{
    return front(charts) + middle() + back();
}

// One spacing rule for every Chinese sentence and cell (CjkSpacing::spaced): the translations,
// the plans' names and the figures meet in each part, and markup is ASCII, so the rule cannot
// touch a tag, nor join two parts (each meets the next at a tag).

ChartStyle ReportHtml::chartStyle() const
{
    ChartStyle style;
    style.basePointSize = 7.5;
    style.fullCategoryLabels = true; // the page's width is known: no label is cut
    style.locale = m_text.locale();
    style.fontFamilies = ReportFonts::families(m_text.language());
    return style;
}

void ReportHtml::addCostCharts(ChartTextObject& charts) const
{
    ReportCostSections(m_data, m_text).addCharts(charts, chartStyle());
}

QString ReportHtml::front(ChartTextObject& charts) const
{
    const ReportCostSections costs(m_data, m_text);
    const ReportRiskSections risk(m_data, m_text);
    const ChartStyle style = chartStyle();
    QString html = QStringLiteral("<html><body>");
    html += cover();
    // The table of contents is filled in by PdfReportWriter once it knows the pages.
    html += ReportStyle::sectionHeading(tr("Contents")) + QLatin1String(kContentsMarker);
    html += ReportStyle::sectionHeading(tr("Executive summary"));
    html += risk.recommendation();
    html += costs.summaryTable();
    // What the runner-up would have to offer: the buyer's next question after "which plan?".
    html += ReportPriceToBeat(m_data, m_text).section();
    // The main body: charts, yearly costs, risk and the scenario; the detail a reader looks up
    // goes to the appendix.
    html += costs.charts(charts, style);
    html += risk.charts(charts, style);
    html += costs.yearlyCosts();
    html += risk.riskTables();
    return CjkSpacing::spaced(html);
}

QString ReportHtml::middle() const
{
    const ReportInputSections inputs(m_data, m_text);
    return CjkSpacing::spaced(inputs.scenarioInputs() + inputs.billOfMaterials() +
                              inputs.assumptions() + inputs.methodology());
}

QString ReportHtml::back() const
{
    const QString priceToBeatAppendix = ReportPriceToBeat(m_data, m_text).appendix();
    return CjkSpacing::spaced(
        priceToBeatAppendix +
        ReportGlossary::html(QLatin1Char(priceToBeatAppendix.isEmpty() ? 'D' : 'E')) +
        QStringLiteral("</body></html>"));
}

} // namespace fabrictco
