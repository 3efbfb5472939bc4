// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/AccessibleHtml.h"

#include "report/ReportError.h"
#include "report/ReportHtml.h"

#include <QRegularExpression>
#include <QStringList>

#include <vector>

namespace fabrictco {

namespace {

const QString kFigurePrefix = QStringLiteral("<!--fabrictco:figure:");
const QString kCommentEnd = QStringLiteral("-->");

/// One tag of the input: its name in lower case, whether it closes, and its attributes.
struct Tag
{
    QString name;
    bool closing = false;
    QString source;

    QString attribute(const QString& key) const
    {
        const QRegularExpression pattern(QStringLiteral("\\s%1\\s*=\\s*(?:\"([^\"]*)\"|([^\\s>]+))")
                                             .arg(QRegularExpression::escape(key)),
                                         QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch match = pattern.match(source);
        if (!match.hasMatch())
            return {};
        return match.capturedStart(1) >= 0 ? match.captured(1) : match.captured(2);
    }
};

Tag parseTag(const QString& source)
{
    static const QRegularExpression name(QStringLiteral("^<(/?)([a-zA-Z][a-zA-Z0-9]*)"));
    const QRegularExpressionMatch match = name.match(source);
    Tag tag;
    tag.source = source;
    if (match.hasMatch()) {
        tag.closing = !match.captured(1).isEmpty();
        tag.name = match.captured(2).toLower();
    }
    return tag;
}

/// A class for a paragraph or a span from the type size the PDF gave it: larger or smaller
/// than the text, never an absolute size (the reader's zoom and font size decide).
QString sizeClass(const QString& style)
{
    static const QRegularExpression size(QStringLiteral("font-size:\\s*([0-9.]+)pt"));
    const QRegularExpressionMatch match = size.match(style);
    if (!match.hasMatch())
        return {};
    const double points = match.captured(1).toDouble();
    if (points >= 12)
        return QStringLiteral("large");
    if (points < 9)
        return QStringLiteral("small");
    return {};
}

QString withClass(const QString& name, const QStringList& classes, const QString& more = {})
{
    QString tag = QLatin1Char('<') + name + more;
    if (!classes.isEmpty())
        tag += QStringLiteral(" class=\"%1\"").arg(classes.join(QLatin1Char(' ')));
    return tag + QLatin1Char('>');
}

struct Heading
{
    int level = 0;
    QString id;
    QString html; ///< the heading's text as escaped HTML
};

struct TableState
{
    bool inHead = false;
    bool sectionRow = false; ///< the current row is a sub-heading row of the table
    bool rowHasCell = false; ///< a cell of the current row has been written
    bool bodyHasRow = false; ///< the current <tbody> holds a row
};

/// The rewrite, tag by tag.
class Rewriter
{
public:
    explicit Rewriter(QStringList tokens) : m_tokens(std::move(tokens)) {}

    QString run()
    {
        for (m_at = 0; m_at < m_tokens.size(); ++m_at) {
            const QString& token = m_tokens.at(m_at);
            if (!token.startsWith(QLatin1Char('<')))
                text(token);
            else if (token.startsWith(QLatin1String("<!--")))
                comment(token);
            else
                tag(parseTag(token));
        }
        return m_out;
    }

    const std::vector<Heading>& headings() const { return m_headings; }

private:
    void text(const QString& token)
    {
        if (m_heading)
            m_headings.back().html += token;
        m_out += token;
    }

    void comment(const QString& token)
    {
        // The two markers the report and this rewrite place; any other comment goes.
        if (token == QLatin1String(ReportHtml::kContentsMarker) || token.startsWith(kFigurePrefix))
            m_out += token;
    }

    /// True when the next tag after the current token is `name` (opening).
    bool nextTagIs(const QString& name) const
    {
        for (qsizetype i = m_at + 1; i < m_tokens.size(); ++i) {
            if (!m_tokens.at(i).startsWith(QLatin1Char('<')))
                continue;
            const Tag next = parseTag(m_tokens.at(i));
            return !next.closing && next.name == name;
        }
        return false;
    }

    void tag(const Tag& t)
    {
        static const QStringList dropped{QStringLiteral("html"), QStringLiteral("body"),
                                         QStringLiteral("font"), QStringLiteral("img"),
                                         QStringLiteral("head")};
        if (t.name.isEmpty() || dropped.contains(t.name))
            return;
        if (t.closing)
            close(t);
        else
            open(t);
    }

    void open(const Tag& t)
    {
        const QString& n = t.name;
        if (n == QLatin1String("h1") || n == QLatin1String("h2") || n == QLatin1String("h3") ||
            n == QLatin1String("h4")) {
            const QString id = QStringLiteral("section-%1").arg(m_headings.size() + 1);
            m_headings.push_back({n.mid(1).toInt(), id, {}});
            m_heading = true;
            m_out += QStringLiteral("<%1 id=\"%2\">").arg(n, id);
        } else if (n == QLatin1String("p")) {
            const QString size = sizeClass(t.attribute(QStringLiteral("style")));
            m_out += withClass(n, size.isEmpty() ? QStringList{} : QStringList{size});
        } else if (n == QLatin1String("span")) {
            // A cell's detail line or its parameter key (HtmlTable::addRow).
            const bool reference =
                t.attribute(QStringLiteral("class")) == QLatin1String("reference");
            m_out +=
                withClass(n, {reference ? QStringLiteral("reference") : QStringLiteral("detail")});
        } else if (n == QLatin1String("table")) {
            openTable();
        } else if (n == QLatin1String("thead")) {
            if (!m_tables.empty())
                m_tables.back().inHead = true;
            m_out += QStringLiteral("<thead>");
        } else if (n == QLatin1String("tr")) {
            openRow(t);
        } else if (n == QLatin1String("td") || n == QLatin1String("th")) {
            openCell(t);
        } else if (n == QLatin1String("br")) {
            m_out += QStringLiteral("<br/>");
        } else {
            // b, ul, ol, li: the element, without the PDF's attributes.
            m_out += QLatin1Char('<') + n + QLatin1Char('>');
        }
    }

    void close(const Tag& t)
    {
        const QString& n = t.name;
        if (n.size() == 2 && n.front() == QLatin1Char('h') && n.back().isDigit()) {
            m_heading = false;
            m_out += QStringLiteral("</%1>").arg(n);
        } else if (n == QLatin1String("table")) {
            m_out += QStringLiteral("</tbody></table></div>");
            if (!m_tables.empty())
                m_tables.pop_back();
        } else if (n == QLatin1String("thead")) {
            m_out += QStringLiteral("</thead><tbody>");
            if (!m_tables.empty())
                m_tables.back().inHead = false;
        } else if (n == QLatin1String("td") || n == QLatin1String("th")) {
            m_out += m_cellClose.isEmpty() ? QStringLiteral("</td>") : m_cellClose.takeLast();
        } else if (n != QLatin1String("br")) {
            m_out += QStringLiteral("</%1>").arg(n);
        }
    }

    void openTable()
    {
        ++m_tableCount;
        const QString id = QStringLiteral("table-%1").arg(m_tableCount);
        // A region a keyboard can scroll: a wide table scrolls inside it at any zoom rather
        // than widening the page, and its name says which table it is.
        QString section;
        if (!m_headings.empty())
            section = m_headings.back().html;
        const QString label =
            section.isEmpty()
                ? AccessibleHtml::tr("Table %1").arg(m_tableCount)
                //: A table's name for a screen reader: its number, then its section.
                : AccessibleHtml::tr("Table %1, %2").arg(QString::number(m_tableCount), section);
        m_out += QStringLiteral("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" "
                                "aria-label=\"%1\"><table id=\"%2\">")
                     .arg(label, id);
        m_tables.emplace_back();
        // A table without a header row (the cover's fields) is all body: its rows are headed
        // by their first cells.
        if (!nextTagIs(QStringLiteral("thead")))
            m_out += QStringLiteral("<tbody>");
    }

    void openRow(const Tag& t)
    {
        if (m_tables.empty()) {
            m_out += QStringLiteral("<tr>");
            return;
        }
        TableState& table = m_tables.back();
        table.rowHasCell = false;
        // HtmlTable::addSection: a sub-heading row starts a group of rows, which its header
        // cell heads (scope rowgroup needs the group to be a <tbody> of its own).
        const QString background = t.attribute(QStringLiteral("bgcolor")).toLower();
        table.sectionRow = !table.inHead && background == QLatin1String("#e4e9f1");
        if (table.sectionRow && table.bodyHasRow) {
            m_out += QStringLiteral("</tbody><tbody>");
            table.bodyHasRow = false;
        }
        if (!table.inHead)
            table.bodyHasRow = true;
        m_out +=
            table.sectionRow ? QStringLiteral("<tr class=\"section\">") : QStringLiteral("<tr>");
    }

    void openCell(const Tag& t)
    {
        QStringList classes;
        const bool right = t.attribute(QStringLiteral("align")).toLower() == QLatin1String("right");
        if (right)
            classes << QStringLiteral("num");
        if (t.attribute(QStringLiteral("style")).contains(QLatin1String("nowrap")))
            classes << QStringLiteral("nowrap");
        const QString colspan = t.attribute(QStringLiteral("colspan"));
        const QString span =
            colspan.isEmpty() ? QString() : QStringLiteral(" colspan=\"%1\"").arg(colspan.toInt());
        if (m_tables.empty()) {
            m_out += withClass(QStringLiteral("td"), classes, span);
            m_cellClose << QStringLiteral("</td>");
            return;
        }
        TableState& table = m_tables.back();
        QString scope;
        if (table.inHead)
            scope = QStringLiteral("col");
        else if (table.sectionRow)
            scope = QStringLiteral("rowgroup");
        else if (!table.rowHasCell)
            scope = QStringLiteral("row"); // the row's label: a plan, a year, a category
        table.rowHasCell = true;
        if (scope.isEmpty()) {
            m_out += withClass(QStringLiteral("td"), classes, span);
            m_cellClose << QStringLiteral("</td>");
        } else {
            m_out += withClass(QStringLiteral("th"), classes,
                               QStringLiteral(" scope=\"%1\"").arg(scope) + span);
            m_cellClose << QStringLiteral("</th>");
        }
    }

    const QStringList m_tokens;
    qsizetype m_at = 0;
    QString m_out;
    std::vector<Heading> m_headings;
    bool m_heading = false;
    std::vector<TableState> m_tables;
    QStringList m_cellClose;
    int m_tableCount = 0;
};

QStringList tokenize(const QString& html)
{
    static const QRegularExpression tag(QStringLiteral("<!--.*?-->|<[^>]*>"),
                                        QRegularExpression::DotMatchesEverythingOption);
    QStringList tokens;
    qsizetype at = 0;
    for (auto found = tag.globalMatch(html); found.hasNext();) {
        const QRegularExpressionMatch match = found.next();
        if (match.capturedStart() > at)
            tokens << html.mid(at, match.capturedStart() - at);
        tokens << match.captured();
        at = match.capturedEnd();
    }
    if (at < html.size())
        tokens << html.mid(at);
    return tokens;
}

/// The contents: every section after the contents' own heading, its subsections under it.
QString contents(const std::vector<Heading>& headings, const QString& contentsId)
{
    QString html = QStringLiteral("<nav aria-labelledby=\"%1\"><ol>").arg(contentsId);
    bool after = false;
    bool openItem = false;
    bool inSub = false;
    for (const Heading& heading : headings) {
        if (!after) {
            after = heading.id == contentsId;
            continue;
        }
        const QString link = QStringLiteral("<a href=\"#%1\">%2</a>").arg(heading.id, heading.html);
        if (heading.level == 2) {
            if (inSub)
                html += QStringLiteral("</ol>");
            if (openItem)
                html += QStringLiteral("</li>");
            inSub = false;
            openItem = true;
            html += QStringLiteral("<li>") + link;
        } else if (heading.level == 3 && openItem) {
            if (!inSub)
                html += QStringLiteral("<ol>");
            inSub = true;
            html += QStringLiteral("<li>") + link + QStringLiteral("</li>");
        }
    }
    if (inSub)
        html += QStringLiteral("</ol>");
    if (openItem)
        html += QStringLiteral("</li>");
    return html + QStringLiteral("</ol></nav>");
}

} // namespace

QString AccessibleHtml::figureMarker(const QString& name)
{
    return kFigurePrefix + name + kCommentEnd;
}

QString AccessibleHtml::body(const QString& reportHtml, const FigureHtml& figure)
{
    // A chart's paragraph (<p align="center"><img src="chart:NAME" ...></p>) becomes a marker:
    // the figure is written once the tables after it have their ids.
    static const QRegularExpression chart(
        QStringLiteral("<p[^>]*>\\s*<img src=\"chart:([A-Za-z0-9_-]+)\"[^>]*>\\s*</p>"));
    QString html = reportHtml;
    html.replace(chart, kFigurePrefix + QStringLiteral("\\1") + kCommentEnd);

    Rewriter rewriter(tokenize(html));
    QString out = rewriter.run();
    // The PDF's spacers (an empty paragraph with a margin) have no place in a flowing page.
    static const QRegularExpression empty(QStringLiteral("<p(?: class=\"[a-z ]*\")?>\\s*</p>"));
    out.remove(empty);

    // The contents, where the PDF puts its page list: under the first heading before the marker.
    const QLatin1String marker(ReportHtml::kContentsMarker);
    if (const qsizetype at = out.indexOf(marker); at >= 0) {
        QString contentsId;
        static const QRegularExpression id(QStringLiteral("<h2 id=\"([^\"]+)\">"));
        for (auto found = id.globalMatch(out.left(at)); found.hasNext();)
            contentsId = found.next().captured(1);
        out.replace(at, marker.size(), contents(rewriter.headings(), contentsId));
    }

    // Each figure, with the first table after it before the next heading: its data.
    static const QRegularExpression marked(
        QStringLiteral("<!--fabrictco:figure:([A-Za-z0-9_-]+)-->"));
    static const QRegularExpression table(QStringLiteral("<table id=\"table-([0-9]+)\">"));
    static const QRegularExpression heading(QStringLiteral("<h[1-6] "));
    int number = 0;
    for (QRegularExpressionMatch match = marked.match(out); match.hasMatch();
         match = marked.match(out, match.capturedStart())) {
        Figure f;
        f.name = match.captured(1);
        f.number = ++number;
        const QRegularExpressionMatch nextTable = table.match(out, match.capturedEnd());
        const QRegularExpressionMatch nextHeading = heading.match(out, match.capturedEnd());
        if (nextTable.hasMatch() &&
            (!nextHeading.hasMatch() || nextTable.capturedStart() < nextHeading.capturedStart())) {
            f.dataTableNumber = nextTable.captured(1).toInt();
            f.dataTableId = QStringLiteral("table-%1").arg(f.dataTableNumber);
        }
        if (f.dataTableId.isEmpty())
            throw ReportError("the chart \"" + f.name.toStdString() +
                              "\" has no table of its figures after it");
        out.replace(match.capturedStart(), match.capturedLength(), figure(f));
    }
    return out;
}

} // namespace fabrictco
