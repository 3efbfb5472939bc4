// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/HtmlTable.h"

#include "report/ReportStyle.h"
namespace fabrictco {

HtmlTable::HtmlTable(QStringList headers, QVector<Align> align, QVector<int> widths)
    : m_headers(std::move(headers)), m_align(std::move(align)), m_widths(std::move(widths))
{
}

QString HtmlTable::escape(const QString& text)
{
    return text.toHtmlEscaped();
}

void HtmlTable::addRow(const QStringList& cells, bool emphasis)
{
    addRow(cells, emphasis, QString());
}

namespace {

/// An identifier ("incident.config_repair_hours") may wrap after a dot or an underscore, never
/// inside a word: a zero-width space there is a line-break opportunity and nothing else.
QString breakableIdentifier(QString text)
{
    text.replace(QLatin1Char('.'), QStringLiteral(".\u200B"));
    text.replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
    return text;
}

} // namespace

void HtmlTable::addRow(const QStringList& cells, const QString& detail, const QString& reference)
{
    QString tail;
    if (!detail.isEmpty())
        tail += QStringLiteral("<br/><span style=\"font-size: %1pt; color: #4a5563;\">%2</span>")
                    .arg(m_fontPoints - 1)
                    .arg(escape(detail));
    if (!reference.isEmpty())
        // The class sets the monospaced families (ReportFonts::styleSheet): named there once,
        // with what DejaVu Sans Mono lacks, never a generic family.
        tail += QStringLiteral("<br/><span class=\"reference\" "
                               "style=\"font-size: %1pt; color: #8a93a3;\">%2</span>")
                    .arg(m_fontPoints - 1.5)
                    .arg(breakableIdentifier(escape(reference)));
    addRow(cells, false, tail);
}

void HtmlTable::addRow(const QStringList& cells, bool emphasis, const QString& firstCellTail)
{
    const QString shade =
        (m_rows.size() % 2 == 1) ? QStringLiteral(" bgcolor=\"#f3f5f8\"") : QString();
    QString row = QStringLiteral("<tr%1>").arg(shade);
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const bool right = i < m_align.size() && m_align.at(i) == Right;
        // A right-aligned column holds figures, which never wrap; a name in it (a product such
        // as "OSFP 800G twin-port (2 x 400G) module, vendor-branded") may, or it pushes the
        // table off the page and squeezes the first column to a letter per line.
        const QString& cell = cells.at(i);
        const bool words = !cell.isEmpty() && cell.front().isLetter();
        const bool noWrap = (right && !words) || m_noWrap.contains(int(i));
        QString text = escape(cells.at(i));
        if (emphasis)
            text = QStringLiteral("<b>%1</b>").arg(text);
        if (i == 0)
            text += firstCellTail;
        // Numbers never wrap: a line break after a group separator would misread as two numbers.
        // One arg() call throughout: text a document holds may contain "%3", which a second
        // call would fill (a plan named "R%1%2" became "R8.5%2" in a column header).
        row += QStringLiteral("<td align=\"%1\" style=\"font-size: %3pt;%4\">%2</td>")
                   .arg(right ? QStringLiteral("right") : QStringLiteral("left"), text,
                        QString::number(m_fontPoints),
                        noWrap ? QStringLiteral(" white-space: nowrap;") : QString());
    }
    m_rows << row + QStringLiteral("</tr>");
}

QLatin1String HtmlTable::sectionRowStart()
{
    return QLatin1String("<tr bgcolor=\"#e4e9f1\"><td colspan=");
}

void HtmlTable::addSection(const QString& text)
{
    m_rows << sectionRowStart() +
                  QStringLiteral("\"%1\" style=\"font-size: %3pt;\"><b>%2</b></td></tr>")
                      .arg(QString::number(m_headers.size()), escape(text),
                           QString::number(m_fontPoints));
}

QString HtmlTable::html() const
{
    QString out =
        QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"0.5\" "
                       "style=\"border-collapse: collapse; border-color: #c3c9d3; margin-top: 4px; "
                       "margin-bottom: 10px;\"><thead><tr bgcolor=\"%1\">")
            .arg(ReportStyle::headingColour());
    for (qsizetype i = 0; i < m_headers.size(); ++i) {
        const bool right = i < m_align.size() && m_align.at(i) == Right;
        const QString width = i < m_widths.size() && m_widths.at(i) > 0
                                  ? QStringLiteral(" width=\"%1%\"").arg(m_widths.at(i))
                                  : QString();
        out += QStringLiteral("<th%1 align=\"%2\" style=\"font-size: %4pt;\">"
                              "<font color=\"#ffffff\">%3</font></th>")
                   .arg(width, right ? QStringLiteral("right") : QStringLiteral("left"),
                        escape(m_headers.at(i)), QString::number(m_fontPoints));
    }
    out += QStringLiteral("</tr></thead>");
    out += m_rows.join(QString());
    out += QStringLiteral("</table>");
    return out;
}

} // namespace fabrictco
