// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportCostSections.h"

#include "charts/ChartDataBuilder.h"
#include "charts/ChartFactory.h"
#include "presentation/CostCategoryText.h"
#include "report/ChartTextObject.h"
#include "report/HtmlTable.h"
#include "report/PdfReportWriter.h"
#include "report/PlanColumns.h"
#include "report/ReportHtml.h"
#include "report/ReportStyle.h"

#include <algorithm>

namespace fabrictco {

namespace {

QString planName(const ReportPlan& plan)
{
    return QString::fromStdString(plan.spec.name.empty() ? plan.spec.id : plan.spec.name);
}

/// The width of `figure` in the year tables' bold 7.5-point figures, in points, from DejaVu Sans
/// Bold's advances (digits 0.696 em, separators 0.38 em; WenQuanYi's, in a Chinese report, are
/// narrower), so the estimate is the same on every machine and never short.
qreal boldFigureWidthPoints(const QString& figure)
{
    constexpr qreal kPoints = 7.5;
    qreal ems = 0;
    for (const QChar c : figure)
        ems += c.isDigit() ? 0.696 : (c == QLatin1Char(',') || c == QLatin1Char('.')) ? 0.38 : 0.7;
    return ems * kPoints;
}

/// Years in each year-by-year table: as many as fit the page's width beside the row labels at
/// the widest figure's width, the total column included in the last table, spread evenly over
/// the tables, at most five. Billions in yuan at five years and a total to a table squeezed the
/// labels to "Hardwa / re" and pushed the total off the page.
int yearsPerTable(int years, qreal widestFigurePoints, QPageSize::PageSizeId paper)
{
    constexpr int kMostYears = 5;
    constexpr qreal kLabelShare = 0.17; // "Re-architecture risk" on two lines, no word split
    constexpr qreal kCellPaddingPoints = 8;
    const qreal room = PdfReportWriter::bodyWidthPoints(paper) * (1 - kLabelShare);
    const int fit = std::max(2, int(room / (widestFigurePoints + kCellPaddingPoints)));
    const int columns = years + 1; // and the total
    const int tables = (columns + fit - 1) / fit;
    return std::clamp((columns + tables - 1) / tables, 1, kMostYears);
}

} // namespace

QString ReportCostSections::summaryTable() const
{
    const PlanColumns columns(m_data.plans.size(), m_text, m_data.tco.currency);
    QStringList planNames;
    for (const ReportPlan& plan : m_data.plans)
        planNames << planName(plan);
    HtmlTable table = columns.table(tr("Per plan"), planNames);
    const auto money = [&](const Money& amount) {
        return columns.money(amount);
    };
    auto row = [&](const QString& label, auto value, bool emphasis = false) {
        QStringList cells{label};
        for (std::size_t i = 0; i < m_data.plans.size(); ++i)
            cells << value(i);
        table.addRow(cells, emphasis);
    };
    const auto& plans = m_data.plans;
    row(
        tr("Total cost over %n year(s)", nullptr, m_data.tco.horizonYears),
        [&](std::size_t i) { return money(plans[i].tco.total.total); }, true);
    row(
        tr("Net present value (NPV)"), [&](std::size_t i) { return money(plans[i].tco.npv); },
        true);
    row(tr("Cost per GPU-month, undiscounted"),
        [&](std::size_t i) { return money(plans[i].tco.costPerGpuMonth); });
    row(tr("Cost in year 1"),
        [&](std::size_t i) { return money(plans[i].tco.years.front().nominal.total); });
    for (CostCategory category : allCostCategories()) {
        row(tr("  %1 (horizon)").arg(CostCategoryText::name(category)),
            [&](std::size_t i) { return money(plans[i].tco.total[category]); });
    }
    if (m_data.tco.differences.size() > 1) {
        // Against the recommended plan, as every gap in the report (TcoResult::differences).
        const std::string& baseline = m_data.tco.differences.front().baselinePlanId;
        QString recommended = QString::fromStdString(baseline);
        for (const ReportPlan& plan : plans)
            if (plan.spec.id == baseline)
                recommended = planName(plan);
        //: %1 is the recommended plan: each plan's total minus its.
        row(tr("Minus %1 (recommended), total").arg(recommended),
            [&](std::size_t i) { return money(m_data.tco.differences.at(i).total.total); });
        //: %1 is the recommended plan: each plan's NPV minus its.
        row(tr("Minus %1 (recommended), NPV").arg(recommended),
            [&](std::size_t i) { return money(m_data.tco.differences.at(i).npv); });
    }
    row(tr("Switches in year 1 / last year"), [&](std::size_t i) {
        return m_text.count(plans[i].firstYearBom().totalSwitches()) + QStringLiteral(" / ") +
               m_text.count(plans[i].lastYearBom().totalSwitches());
    });
    return table.html();
}

void ReportCostSections::addCharts(ChartTextObject& charts, const ChartStyle& style) const
{
    const QSizeF size(500, 250);
    if (!charts.chart(QStringLiteral("cumulative")))
        charts.addChart(
            QStringLiteral("cumulative"),
            ChartFactory::cumulativeTco(ChartDataBuilder::cumulativeTco(m_data.tco), style), size);
    if (!charts.chart(QStringLiteral("categories")))
        charts.addChart(
            QStringLiteral("categories"),
            ChartFactory::costByCategory(ChartDataBuilder::costByCategory(m_data.tco), style),
            size);
}

QString ReportCostSections::charts(ChartTextObject& charts, const ChartStyle& style) const
{
    addCharts(charts, style);
    QString html = ReportStyle::sectionHeading(tr("Cost over time and by category"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Nominal amounts; the tables on the following pages give every figure "
                        "to the cent.")
                         .toHtmlEscaped());
    html += QStringLiteral("<p align=\"center\"><img src=\"chart:cumulative\" width=\"500\" "
                           "height=\"250\"></p>");
    html += QStringLiteral("<p align=\"center\"><img src=\"chart:categories\" width=\"500\" "
                           "height=\"250\"></p>");
    return html;
}

QString ReportCostSections::yearlyCosts() const
{
    QString html = ReportStyle::sectionHeading(tr("Year-by-year costs"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Nominal cost of each year per category (%1), the year's total, its "
                        "value discounted to year 1 at %2 % a year (the sum is the NPV), and "
                        "the cumulative total.")
                         .arg(QString::fromStdString(m_data.tco.currency.code()),
                              m_text.decimal(m_data.tco.discountRate.times(100)))
                         .toHtmlEscaped());
    // Years across, as many to a table as the widest figure of any plan lets fit the page, so
    // every plan's tables split alike.
    qreal widest = 0;
    for (const ReportPlan& plan : m_data.plans) {
        const auto consider = [&](const Money& amount) {
            widest = std::max(widest, boldFigureWidthPoints(m_text.amount(amount)));
        };
        for (const YearResult& year : plan.tco.years) {
            for (CostCategory category : allCostCategories())
                consider(year.nominal[category]);
            consider(year.nominal.total);
            consider(year.discounted.total);
            consider(year.cumulativeNominal);
        }
        for (CostCategory category : allCostCategories())
            consider(plan.tco.total[category]);
        consider(plan.tco.total.total);
        consider(plan.tco.npv);
    }
    for (const ReportPlan& plan : m_data.plans) {
        const int years = int(plan.tco.years.size());
        const int perTable = yearsPerTable(years, widest, m_data.options.paper);
        for (int first = 0; first < years; first += perTable) {
            const int last = std::min(years, first + perTable);
            const bool withTotal = last == years;
            QStringList headers{planName(plan)};
            QVector<HtmlTable::Align> align{HtmlTable::Left};
            for (int y = first; y < last; ++y) {
                headers << tr("Year %1").arg(plan.tco.years[std::size_t(y)].year);
                align << HtmlTable::Right;
            }
            if (withTotal) {
                headers << tr("Total");
                align << HtmlTable::Right;
            }
            // The same widths in every plan's table: stacked on a page, their columns line up.
            QVector<int> widths{22};
            const int valueColumns = int(headers.size()) - 1;
            for (int c = 0; c < valueColumns; ++c)
                widths << 78 / valueColumns;
            HtmlTable table(headers, align, widths);
            table.setFontSize(7.5);
            auto row = [&](const QString& label, auto yearValue, const Money& total,
                           bool emphasis = false) {
                QStringList cells{label};
                for (int y = first; y < last; ++y)
                    cells << m_text.amount(yearValue(plan.tco.years[std::size_t(y)]));
                if (withTotal)
                    cells << m_text.amount(total);
                table.addRow(cells, emphasis);
            };
            for (CostCategory category : allCostCategories()) {
                row(
                    CostCategoryText::name(category),
                    [category](const YearResult& year) { return year.nominal[category]; },
                    plan.tco.total[category]);
            }
            row(
                tr("Total"), [](const YearResult& year) { return year.nominal.total; },
                plan.tco.total.total, true);
            row(
                tr("Discounted to year 1"),
                [](const YearResult& year) { return year.discounted.total; }, plan.tco.npv);
            row(
                tr("Cumulative"), [](const YearResult& year) { return year.cumulativeNominal; },
                plan.tco.total.total);
            html += table.html();
        }
    }
    return html;
}

} // namespace fabrictco
