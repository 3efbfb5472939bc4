// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/HtmlReport.h"

#include "presentation/CjkSpacing.h"
#include "report/AccessibleHtml.h"
#include "report/ChartSvg.h"
#include "report/ChartTextObject.h"
#include "report/ReportChartTables.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"
#include "report/ReportHtml.h"
#include "report/ReportScope.h"
#include "report/ReportStyle.h"
#include "report/ReportText.h"
#include "storage/AtomicFile.h"

#include <QChart>

namespace fabrictco {

HtmlReport::HtmlReport(const ReportData& data)
{
    const ReportOptions& options = data.options;
    // The charts are laid out with the PDF's fonts, in the report's language.
    const ReportScope scope(options, "HTML");
    m_inputs = options.inputFiles;
    const ReportText text(options.language);
    const ReportHtml report(data, text);
    ChartTextObject charts;
    // The PDF's sections, word for word; the cost charts get their tables under them here.
    const QString source = ReportChartTables(data, text).placedUnderCharts(report.build(charts));
    const QString body = AccessibleHtml::body(source, [&charts](const AccessibleHtml::Figure& f) {
        return figure(charts, f.name, f.number, f.dataTableId, f.dataTableNumber);
    });
    const QString lang =
        options.language == QLatin1String("zh_CN") ? QStringLiteral("zh-CN") : QStringLiteral("en");
    QString page = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n"
                                  "<meta charset=\"utf-8\"/>\n"
                                  "<meta name=\"viewport\" content=\"width=device-width, "
                                  "initial-scale=1\"/>\n")
                       .arg(lang);
    page += QStringLiteral("<meta name=\"generator\" content=\"FabricTCO %1\"/>\n")
                .arg(QStringLiteral(FABRICTCO_VERSION));
    page += QStringLiteral("<title>%1</title>\n").arg(report.title().toHtmlEscaped());
    page += QStringLiteral("<style>\n%1</style>\n</head>\n<body>\n<main>\n")
                .arg(styleSheet(options.language));
    page += body;
    page += QStringLiteral("\n</main>\n</body>\n</html>\n");
    m_html = page.toUtf8();
}

QString HtmlReport::figure(ChartTextObject& charts, const QString& name, int number,
                           const QString& dataTableId, int dataTableNumber)
{
    QChart* chart = charts.chart(name);
    if (!chart)
        throw ReportError("the report places a chart \"" + name.toStdString() +
                          "\" that was never drawn");
    const ChartSvg::Title words = ChartSvg::title(*chart);
    // The text alternative: what the chart shows (its title and the sentence under it); the
    // figures themselves are in the table the caption links to.
    const QString label =
        words.sentence.isEmpty()
            ? tr("Chart: %1").arg(words.title)
            //: A chart's text alternative: %1 its title, %2 the sentence that explains it.
            : tr("Chart: %1. %2").arg(words.title, words.sentence);
    const QString svg = ChartSvg::inlineSvg(*chart, CjkSpacing::spaced(label),
                                            QStringLiteral("figure-%1-").arg(number));
    if (svg.isEmpty())
        throw ReportError("cannot draw the chart \"" + name.toStdString() + "\" as SVG");
    //: A chart's caption: %1 its number, %2 its title.
    const QString caption = tr("Figure %1: %2.").arg(QString::number(number), words.title);
    //: Under a chart: a link to the table of its figures, %1 the table's number.
    const QString dataLink = tr("Its figures are in table %1.").arg(dataTableNumber);
    // A space after a Latin full stop, none after a Chinese one, whose glyph carries its own.
    const QString spacedCaption = CjkSpacing::spaced(caption);
    const QString gap = spacedCaption.endsWith(QChar(0x3002)) ? QString() : QStringLiteral(" ");
    return QStringLiteral("<figure id=\"figure-%1\">%2<figcaption>%3%4<a href=\"#%5\">%6</a>"
                          "</figcaption></figure>")
        .arg(QString::number(number), svg, spacedCaption.toHtmlEscaped(), gap, dataTableId,
             CjkSpacing::spaced(dataLink).toHtmlEscaped());
}

QString HtmlReport::styleSheet(const QString& language)
{
    // Relative units throughout, so the page reflows at any zoom: the text column's width in
    // em, tables scrolling inside their region rather than widening the page. Every text
    // colour is at least 4.5:1 against its background (the navy of the headings 11:1 on white,
    // the grey of notes 7.4:1 on white and 6.9:1 on the zebra rows).
    const QString body = ReportFonts::cssFamilyList(ReportFonts::families(language));
    const QString mono = ReportFonts::cssFamilyList(ReportFonts::monospaceFamilies(language));
    return QStringLiteral(
               "html { color: #1a1a1a; background: #ffffff; }\n"
               "body { font-family: %1, sans-serif; line-height: 1.5; max-width: 52em; "
               "margin: 0 auto; padding: 1em; }\n"
               "h1, h2, h3 { color: %3; line-height: 1.25; }\n"
               "h1 { font-size: 2em; }\n"
               "h2 { font-size: 1.5em; margin-top: 2.5em; padding-bottom: 0.2em; "
               "border-bottom: 0.1em solid %3; }\n"
               "h3 { font-size: 1.2em; margin-top: 1.8em; }\n"
               "a { color: #1a4f8f; }\n"
               "a:focus, .table-scroll:focus { outline: 0.15em solid #1a4f8f; "
               "outline-offset: 0.15em; }\n"
               ".large { font-size: 1.2em; font-weight: bold; color: %3; }\n"
               ".small { font-size: 0.85em; }\n"
               ".table-scroll { overflow-x: auto; margin: 0.5em 0 1.5em; }\n"
               "table { border-collapse: collapse; font-size: 0.9em; }\n"
               "th, td { border: 1px solid #c3c9d3; padding: 0.25em 0.5em; text-align: left; "
               "vertical-align: top; }\n"
               "thead th { background: %3; color: #ffffff; }\n"
               "tbody th { font-weight: normal; }\n"
               "tbody tr:nth-child(even) { background: #f3f5f8; }\n"
               "tr.section th { background: #e4e9f1; font-weight: bold; }\n"
               // A column header over figures may wrap; the figures never do (the PDF's rule:
               // HtmlTable marks the cells that must not wrap).
               ".num { text-align: right; }\n"
               ".nowrap { white-space: nowrap; }\n"
               ".detail, .reference { display: block; font-size: 0.85em; color: #4a5563; }\n"
               ".reference { font-family: %2, monospace; }\n"
               "figure { margin: 1.5em 0; }\n"
               "figure svg { display: block; width: 100%; height: auto; }\n"
               "figcaption { margin-top: 0.4em; color: #4a5563; }\n"
               "nav ol { padding-left: 1.5em; }\n"
               "@media print { h2 { break-before: page; } figure, tr { break-inside: avoid; } "
               ".table-scroll { overflow: visible; } }\n")
        .arg(body, mono, ReportStyle::headingColour());
}

void HtmlReport::write(const QString& path) const
{
    const QString failure = AtomicFile::write(path, m_html, m_inputs);
    if (!failure.isEmpty())
        throw cannotWriteError(path.toStdString(), failure.toStdString());
}

} // namespace fabrictco
