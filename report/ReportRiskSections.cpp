// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportRiskSections.h"

#include "charts/ChartDataBuilder.h"
#include "charts/ChartFactory.h"
#include "core/analysis/RiskPipeline.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/BriefingText.h"
#include "presentation/CjkSpacing.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/ParameterText.h"
#include "presentation/RecommendationText.h"
#include "presentation/SweepCoverageText.h"
#include "report/ChartTextObject.h"
#include "report/HtmlTable.h"
#include "report/PlanColumns.h"
#include "report/ReportStyle.h"

namespace fabrictco {

namespace {

QString chartImage(const QString& name)
{
    return QStringLiteral("<p align=\"center\"><img src=\"chart:%1\" width=\"500\" "
                          "height=\"265\"></p>")
        .arg(name);
}

} // namespace

std::vector<std::pair<std::string, QString>> ReportRiskSections::sweptPlanNames() const
{
    std::vector<std::pair<std::string, QString>> swept;
    for (const PlanSpec& plan :
         (m_data.wholeScenario ? *m_data.wholeScenario : m_data.scenario).plans)
        swept.emplace_back(plan.id, planName(plan.id));
    return swept;
}

QString ReportRiskSections::planName(const std::string& planId) const
{
    for (const ReportPlan& plan : m_data.plans)
        if (plan.spec.id == planId)
            return QString::fromStdString(plan.spec.name.empty() ? plan.spec.id : plan.spec.name);
    // A plan left out at this cluster's size, swept where it can be built.
    if (const Scenario* whole = m_data.sweptScenario())
        if (const PlanSpec* plan = whole->plan(planId))
            return QString::fromStdString(plan->name.empty() ? plan->id : plan->name);
    return QString::fromStdString(planId);
}

RecommendationText ReportRiskSections::words() const
{
    RecommendationText words(m_text.locale());
    std::map<std::string, QString> names;
    for (const ReportPlan& plan : m_data.plans)
        names[plan.spec.id] = planName(plan.spec.id);
    words.setPlanNames(names);
    return words;
}

QString ReportRiskSections::recommendation() const
{
    // A plan left out comes first: every figure below is the other plans'.
    QString leftOut;
    for (const QString& sentence : m_data.whyPlansLeftOut(m_text.locale()))
        leftOut += ReportStyle::paragraph(sentence);
    if (!m_data.risk.recommendation && !leftOut.isEmpty())
        return leftOut; // which says there is nothing to compare
    if (!m_data.risk.recommendation)
        return ReportStyle::paragraph(
            tr("The document has one plan, so there is nothing to compare and no "
               "recommendation: add a second plan (another fabric, vendor or design) "
               "to compare them."));
    const Recommendation& r = *m_data.risk.recommendation;
    const RecommendationText names = words();
    BriefingText briefing(names, m_text.locale(), m_data.scenario.cluster.horizonYears,
                          m_data.options.trials);
    briefing.setCompleteList(true); // the report lists every input that can change the answer
    briefing.setQuotes(&m_data.scenario, m_data.options.date);
    const Briefing b = briefing.build(r);
    const auto lead = [](const QString& title, const QString& text) {
        return QStringLiteral("<p><b>%1</b> %2</p>")
            .arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    };
    const auto list = [](const QStringList& items) {
        QString html = QStringLiteral("<ul>");
        for (const QString& item : items)
            html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
        return html + QStringLiteral("</ul>");
    };
    QString html = leftOut;
    html += QStringLiteral("<p style=\"font-size: 13pt; color: %1;\"><b>%2</b></p>")
                .arg(ReportStyle::headingColour(), b.headline.toHtmlEscaped());
    html += lead(tr("How much."), b.howMuch);
    html += lead(tr("How sure."), b.howSure);
    if (!b.why.isEmpty())
        html += lead(tr("Why."),
                     r.generation && !r.generation->effect.isZero()
                         ? tr("The article's three questions and the hardware generation, in "
                              "net present value:")
                         : tr("The article's three questions, in net present value:")) +
                list(b.why) + questionTable(r, names);
    // When the hardware generation is the main reason, the summary says so with the figure at
    // equal generation, not only the detail pages.
    if (r.generation && r.generation->decides())
        html += ReportStyle::paragraph(CjkSpacing::spaced(names.decidingQuestion(r)));
    html += lead(tr("What could change the answer."), QString()) + list(b.nextSteps);
    return html;
}

QString ReportRiskSections::questionTable(const Recommendation& r,
                                          const RecommendationText& names) const
{
    // The rounded words above, to the cent: the questions' effects add up to the margin.
    if (r.questions.empty())
        return {};
    const QString currency = QString::fromStdString(r.margin.currency().code());
    HtmlTable table(
        {tr("Question"),
         tr("Effect on the advantage of %1 (%2)").arg(names.planName(r.planId), currency)},
        {HtmlTable::Left, HtmlTable::Right});
    for (const QuestionAssessment& q : r.questions) {
        if (q.favoursPlanId.empty())
            continue;
        const QString name = RecommendationText::questionHeading(q.question);
        table.addRow({name, m_text.amount(q.advantage)});
    }
    if (r.generation && !r.generation->effect.isZero())
        //: %1 what differs, e.g. "switch port counts and link speeds".
        table.addRow({tr("Hardware generation (%1)")
                          .arg(RecommendationText::generationDifference(*r.generation)),
                      m_text.amount(r.generation->effect)});
    table.addRow({tr("Difference in net present value"), m_text.amount(r.margin)}, true);
    return ReportStyle::paragraph(
               tr("The same effects to the cent; they add up to the difference:")) +
           table.html();
}

QString ReportRiskSections::recommendationDetails() const
{
    if (!m_data.risk.recommendation)
        return {};
    const RecommendationText names = words();
    QString html = ReportStyle::subsectionHeading(tr("The recommendation in detail"));
    html += QStringLiteral("<ul>");
    for (const QString& line : names.render(*m_data.risk.recommendation))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString ReportRiskSections::equalGenerationTable() const
{
    const auto& view = m_data.risk.equalGeneration;
    if (!view)
        return {};
    const QString ports = m_text.count(view->commonRadix);
    const QString speed = m_text.count(view->commonLinkSpeedGbps);
    QString html = ReportStyle::subsectionHeading(tr("At equal hardware generation"));
    //: %1 link speed in Gb/s, %2 switch ports.
    html += ReportStyle::paragraph(
        tr("The plans differ in switch port count or link speed. The port count "
           "changes how many switches and tiers a fabric needs, the link speed what "
           "its hardware costs and how much compute it loses to the network, "
           "whatever the fabric. Here every plan is also built at %1 Gb/s from "
           "%2-port switches, so that neither differs: each switch at its own price "
           "and power per port (a faster switch split into ports of that speed), "
           "and the NICs, optics and cables of a plan rebuilt at a lower speed at "
           "the catalog's figures for that speed, since its own figures are for its "
           "faster parts. A plan already at that speed and port count keeps every "
           "figure. These are comparisons, not offers: ask for quotes before "
           "relying on them.")
            .arg(speed, ports));
    const PlanColumns columns(view->built.size(), m_text, m_data.risk.currency);
    QStringList planNames;
    for (const PlanSwitches& plan : view->built)
        planNames << planName(plan.planId);
    HtmlTable table = columns.table(tr("As built and at equal generation"), planNames);
    const auto row = [&](const QString& label, auto value) {
        QStringList cells{label};
        for (const PlanSwitches& plan : view->built)
            cells << value(plan);
        table.addRow(cells);
    };
    row(tr("Link speed (Gb/s)"),
        [&](const PlanSwitches& p) { return m_text.count(p.linkSpeedGbps); });
    row(tr("Switch ports"), [&](const PlanSwitches& p) { return m_text.count(p.radix); });
    row(tr("Switch tiers, first to last year"), [&](const PlanSwitches& p) {
        return RecommendationText::tiersFirstToLast(p.tiersByYear, m_text.locale());
    });
    row(tr("Expected NPV as built"), [&](const PlanSwitches& p) {
        const PlanResult* plan = m_data.tco.plan(p.planId);
        return plan ? columns.money(plan->npv) : QString();
    });
    //: %1 link speed in Gb/s, %2 switch ports.
    row(tr("Expected NPV at %1 Gb/s with %2-port switches").arg(speed, ports),
        [&](const PlanSwitches& p) {
            const PlanResult* plan = view->tco.plan(p.planId);
            return plan ? columns.money(plan->npv) : QString();
        });
    return html + table.html();
}

QString ReportRiskSections::charts(ChartTextObject& charts, const ChartStyle& style) const
{
    const QSizeF size(500, 265);
    const ReportRisk& risk = m_data.risk;
    // The same data as the window's charts, and the tables under them print those figures.
    const GapSweepData gap =
        ChartDataBuilder::gapSweep(risk.sweep, m_data.tco, m_data.sweptScenario());
    const CostPerGpuMonthData perGpuMonth =
        ChartDataBuilder::costPerGpuMonth(risk.sweep, m_data.tco, m_data.sweptScenario());
    const CostRiskData costRisk =
        ChartDataBuilder::costRisk(risk.sweep, m_data.tco, 7, m_data.sweptScenario());
    if (!gap.plans.empty()) {
        charts.addChart(QStringLiteral("gap"), ChartFactory::gapVsNodes(gap, style), size);
        charts.addChart(QStringLiteral("gapnear"),
                        ChartFactory::gapVsNodes(gap, style, ChartFactory::GapRange::NearCluster),
                        size);
    }
    charts.addChart(QStringLiteral("pergpumonth"),
                    ChartFactory::costPerGpuMonth(perGpuMonth, style), size);
    charts.addChart(QStringLiteral("risk"), ChartFactory::costVsRisk(costRisk, style), size);
    if (risk.sensitivity && !risk.sensitivity->bars.empty())
        charts.addChart(
            QStringLiteral("tornado"),
            ChartFactory::tornado(ChartDataBuilder::tornado(*risk.sensitivity, m_data.tco), style),
            QSizeF(500, 300));
    RiskPipelineOptions run; // the run's options, for the sweep's trials per size
    run.trials = risk.monteCarlo.trials;
    QString html = ReportStyle::sectionHeading(tr("Cost and risk against cluster size"));
    html += ReportStyle::paragraph(
        tr("Monte Carlo figures from %1 to %2 nodes (first-year size, with this cluster's growth "
           "and horizon). Figures per GPU-month are net present values, discounted, so they are "
           "below the undiscounted cost per GPU-month of the cost tables. The tables give the "
           "charts' figures at selected sizes; the spreadsheet export has every size. At this "
           "cluster's size they are the %3-trial run of the risk pages; every other size is a "
           "run of %4 trials on the same draws.")
            .arg(m_text.count(risk.sweep.points.empty() ? 0 : risk.sweep.points.front().nodes),
                 m_text.count(risk.sweep.points.empty() ? 0 : risk.sweep.points.back().nodes),
                 m_text.count(qint64(risk.monteCarlo.trials)),
                 m_text.count(qint64(run.sweepTrials()))));
    // Each plan is swept at the sizes where it can be built, a plan left out of this
    // cluster's figures too: where one cannot be built, the others stand alone.
    for (const QString& sentence :
         SweepCoverageText::absences(risk.sweep, sweptPlanNames(), m_text.locale()))
        html += ReportStyle::paragraph(sentence);
    if (!gap.plans.empty()) {
        html += chartImage(QStringLiteral("gap"));
        html += chartImage(QStringLiteral("gapnear"));
        html += gapTable(gap);
    }
    html += chartImage(QStringLiteral("pergpumonth"));
    html += perGpuMonthTable(perGpuMonth);
    html += chartImage(QStringLiteral("risk"));
    html += costRiskTable(costRisk);
    if (!risk.sensitivity)
        return html;
    const SensitivityResult& sensitivity = *risk.sensitivity;
    html += ReportStyle::sectionHeading(tr("Sensitivity"));
    html += ReportStyle::paragraph(
        tr("Each input moved alone from its low to its high value, every other "
           "input at its mean as in the cost tables: the change in the NPV of "
           "%1 minus %2, the runner-up minus the recommended plan, the sign of the "
           "gap tables (above zero the recommended plan is cheaper). The longest bars "
           "decide the comparison.")
            .arg(planName(sensitivity.firstPlanId), planName(sensitivity.secondPlanId)));
    if (sensitivity.bars.empty())
        return html + ReportStyle::paragraph(
                          tr("No uncertain input changes the difference between these two "
                             "plans: they cost the same in every trial."));
    html += QStringLiteral("<p align=\"center\"><img src=\"chart:tornado\" width=\"500\" "
                           "height=\"300\"></p>");
    HtmlTable table(
        {tr("Input"), tr("Low"), tr("High"), tr("Difference at low"), tr("Difference at high")},
        {HtmlTable::Left, HtmlTable::Right, HtmlTable::Right, HtmlTable::Right, HtmlTable::Right});
    table.setFontSize(7.5);
    const auto& bars = sensitivity.bars;
    for (std::size_t i = 0; i < bars.size() && i < 10; ++i) {
        // The chart's words for the input, with the plan's full name (the chart has no room).
        QString input = ParameterText::label(bars[i].key);
        if (!bars[i].planId.empty())
            //: An input of the model, then the plan it belongs to.
            input = tr("%1 (%2)").arg(input, planName(bars[i].planId));
        // In the window's terms: percentages for fractions, each with its unit.
        const ParameterSpec* spec = ParameterRegistry::instance().find(bars[i].key);
        const auto shown = [&](double value) {
            if (spec == nullptr)
                return m_text.locale().toString(value, 'g', 6);
            const QString number =
                m_text.locale().toString(value * ParameterText::displayFactor(*spec), 'g', 6);
            const QString unit =
                ParameterText::unit(*spec, m_data.inputCurrency(bars[i].key, bars[i].planId));
            return unit.isEmpty() ? number : number + QLatin1Char(' ') + unit;
        };
        table.addRow({input, shown(bars[i].low), shown(bars[i].high),
                      m_text.money(bars[i].exactAtLow), m_text.money(bars[i].exactAtHigh)});
    }
    html += table.html();
    return html;
}

QString ReportRiskSections::riskTables() const
{
    const ReportRisk& risk = m_data.risk;
    QString html = ReportStyle::sectionHeading(tr("Risk"));
    html += recommendationDetails();
    html += equalGenerationTable();
    html += ReportStyle::paragraph(
        tr("Distribution of each plan's horizon NPV over %1 Monte Carlo trials "
           "(seed %2). CVaR95 is the mean of the worst 5 % of trials.")
            .arg(m_text.count(std::int64_t(risk.monteCarlo.trials)))
            .arg(risk.monteCarlo.seed));
    const PlanColumns columns(risk.monteCarlo.plans.size(), m_text, risk.currency);
    QStringList planNames;
    for (const PlanStatistics& plan : risk.monteCarlo.plans)
        planNames << planName(plan.planId);
    HtmlTable table = columns.table(tr("Statistic"), planNames);
    const auto cell = [&](double value) {
        return columns.money(risk.money(value));
    };
    auto row = [&](const QString& label, auto value, bool emphasis = false) {
        QStringList cells{label};
        for (const PlanStatistics& plan : risk.monteCarlo.plans)
            cells << value(plan);
        table.addRow(cells, emphasis);
    };
    // The expected NPV is the cost table's (every input at its mean, exact); the trials supply
    // only the spread and the probabilities, so no second, sampled "mean" is shown.
    row(
        tr("Expected NPV (as in the cost table)"),
        [&](const PlanStatistics& p) {
            const PlanResult* plan = m_data.tco.plan(p.planId);
            return plan ? columns.money(plan->npv) : QString();
        },
        true);
    row(tr("P5"), [&](const PlanStatistics& p) { return cell(p.p5); });
    row(tr("P50 (median)"), [&](const PlanStatistics& p) { return cell(p.p50); });
    row(tr("P95"), [&](const PlanStatistics& p) { return cell(p.p95); });
    row(
        tr("CVaR95"), [&](const PlanStatistics& p) { return cell(p.cvar95); }, true);
    // The difference of the two printed rows, so it reads as their subtraction to the cent.
    row(tr("P95 minus median"), [&](const PlanStatistics& p) {
        return columns.money(risk.money(p.p95) - risk.money(p.p50));
    });
    row(tr("Probability of being the cheapest"), [&](const PlanStatistics& p) {
        const std::optional<double> chance = risk.monteCarlo.chanceOfBeingCheapest(p);
        return chance ? m_text.percent(*chance) : QStringLiteral("—");
    });
    // Every plan's distance to the recommended one (the cost table's expected NPVs, exact).
    if (risk.recommendation)
        row(tr("Expected NPV above the recommended plan"), [&](const PlanStatistics& p) {
            for (const PlanStanding& standing : risk.recommendation->standings)
                if (standing.planId == p.planId)
                    return columns.money(standing.marginToBest);
            return QString();
        });
    html += table.html();
    if (risk.monteCarlo.pair) {
        const PairComparison& pair = *risk.monteCarlo.pair;
        // The sign becomes the word: never "costs -X more". On average = the expected NPVs of the
        // cost table, exactly (the trials' own mean differs from it by sampling noise).
        const PlanResult* firstPlan = m_data.tco.plan(pair.firstPlanId);
        const PlanResult* secondPlan = m_data.tco.plan(pair.secondPlanId);
        const Money difference = firstPlan && secondPlan ? firstPlan->npv - secondPlan->npv
                                                         : m_data.risk.money(pair.meanDifference);
        const QString second = planName(pair.secondPlanId);
        const QString first = planName(pair.firstPlanId);
        // Strictly cheaper: ties (a plan and its copy tie in every trial) are said as ties.
        const QString share = m_text.percent(pair.pSecondCheaper - pair.pTie / 2);
        QString sentence;
        if (difference.isZero())
            sentence = tr("Trial by trial on the same draws, %1 is cheaper than %2 in %3 "
                          "of the trials; on average the two cost the same.")
                           .arg(second, first, share);
        else if (difference.isNegative())
            sentence = tr("Trial by trial on the same draws, %1 is cheaper than %2 in %3 "
                          "of the trials; on average %2 costs %4 less than %1.")
                           .arg(second, first, share, m_text.money(-difference));
        else
            sentence = tr("Trial by trial on the same draws, %1 is cheaper than %2 in %3 "
                          "of the trials; on average %2 costs %4 more than %1.")
                           .arg(second, first, share, m_text.money(difference));
        if (pair.pTie > 0)
            sentence = CjkSpacing::sentences(
                {sentence, tr("The two cost exactly the same in %1 of the trials.")
                               .arg(m_text.percent(pair.pTie))});
        html += ReportStyle::paragraph(sentence);
    }
    if (risk.sweep.breakEvens.empty()) {
        html += ReportStyle::paragraph(
            SweepCoverageText::noBreakEven(risk.sweep, sweptPlanNames(), m_text.locale()));
    } else {
        HtmlTable breakEvens(
            {tr("Break-even (first-year nodes)"), tr("Cheaper below"), tr("Cheaper from")},
            {HtmlTable::Right, HtmlTable::Left, HtmlTable::Left});
        for (const BreakEven& be : risk.sweep.breakEvens)
            breakEvens.addRow(
                {m_text.count(be.nodes), planName(be.fromPlanId), planName(be.toPlanId)});
        html += breakEvens.html();
    }
    return html;
}

} // namespace fabrictco
