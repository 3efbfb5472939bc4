// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace fabrictco {

/// A table of the report as QTextDocument HTML: a shaded header row that repeats on every page
/// the table spans, light zebra rows, text columns left and number columns right.
class HtmlTable
{
public:
    enum Align
    {
        Left,
        Right
    };

    /// `widths` are percentages of the text width (empty: automatic).
    HtmlTable(QStringList headers, QVector<Align> align, QVector<int> widths = {});

    /// Type size of the table in points (default 8.5; long tables use less to fit the page).
    void setFontSize(qreal points) { m_fontPoints = points; }

    /// Columns whose cells never wrap (short words such as a date or a kind, which a narrow
    /// column would otherwise break inside the word). Figures in right-aligned columns never wrap
    /// anyway; a cell there that starts with a letter (a product name) may.
    void setNoWrap(QVector<int> columns) { m_noWrap = std::move(columns); }

    /// Cells are plain text (escaped here). `emphasis` prints the row in bold (totals).
    void addRow(const QStringList& cells, bool emphasis = false);
    /// A row whose first cell carries two more lines under its text, both plain text and
    /// smaller: `detail` (an explanation) and `reference` (grey monospace, such as a parameter
    /// key: there for looking it up, not for reading). Either may be empty.
    void addRow(const QStringList& cells, const QString& detail, const QString& reference);
    /// A full-width sub-heading row inside the table.
    void addSection(const QString& text);
    /// How a sub-heading row's HTML starts: a table continued on a new page repeats the
    /// sub-heading its rows belong to (ReportTableRows::breakBefore).
    static QLatin1String sectionRowStart();
    bool isEmpty() const { return m_rows.isEmpty(); }
    QString html() const;

    static QString escape(const QString& text);

private:
    void addRow(const QStringList& cells, bool emphasis, const QString& firstCellTail);
    QStringList m_headers;
    QVector<Align> m_align;
    QVector<int> m_widths;
    QVector<int> m_noWrap;
    QStringList m_rows;
    qreal m_fontPoints = 8.5;
};

} // namespace fabrictco
