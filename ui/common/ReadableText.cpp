// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ReadableText.h"

#include <QStringList>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace fabrictco::ui {

namespace {

QString cellText(const QTextTableCell& cell)
{
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    // Paragraphs and <br/> line breaks: each a part of its own.
    QString text = cursor.selectedText();
    text.replace(QChar::LineSeparator, QChar::ParagraphSeparator);
    QStringList parts = text.split(QChar::ParagraphSeparator);
    for (QString& part : parts)
        part = part.simplified();
    parts.removeAll(QString());
    //: Joins the lines of one table cell read aloud ("InfiniBand NDR, InfiniBand").
    return parts.join(ReadableText::tr(", "));
}

/// "Row label. Header 1: value; header 2: value." for each row under the header row.
QStringList tableLines(QTextTable* table)
{
    QStringList headers;
    for (int column = 0; column < table->columns(); ++column)
        headers << cellText(table->cellAt(0, column));
    QStringList lines;
    if (table->rows() < 2 || table->columns() < 2) {
        for (int row = 0; row < table->rows(); ++row)
            for (int column = 0; column < table->columns(); ++column)
                lines << cellText(table->cellAt(row, column));
        lines.removeAll(QString());
        return lines;
    }
    for (int row = 1; row < table->rows(); ++row) {
        QStringList values;
        for (int column = 1; column < table->columns(); ++column) {
            const QString value = cellText(table->cellAt(row, column));
            if (value.isEmpty())
                continue;
            //: A figure read aloud with its column: "InfiniBand NDR: 68,428,680.20 USD".
            values << (headers[column].isEmpty()
                           ? value
                           : ReadableText::tr("%1: %2").arg(headers[column], value));
        }
        const QString label = cellText(table->cellAt(row, 0));
        //: Separates the figures of one table row read aloud.
        QString line = values.join(ReadableText::tr("; "));
        if (!values.isEmpty())
            //: One table row read aloud: its label, then its figures ("Total cost. A: 1; B: 2.").
            line = label.isEmpty() ? ReadableText::tr("%1.").arg(line)
                                   : ReadableText::tr("%1. %2.").arg(label, line);
        else
            line = label;
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
    }
    return lines;
}

void collect(QTextFrame* frame, QStringList& lines)
{
    for (auto it = frame->begin(); !it.atEnd(); ++it) {
        if (QTextFrame* child = it.currentFrame()) {
            if (auto* table = qobject_cast<QTextTable*>(child))
                lines << tableLines(table);
            else
                collect(child, lines);
        } else {
            const QString text = it.currentBlock().text().simplified();
            if (!text.isEmpty())
                lines << text;
        }
    }
}

} // namespace

QString ReadableText::fromHtml(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    QStringList lines;
    collect(document.rootFrame(), lines);
    return lines.join(QLatin1Char('\n'));
}

} // namespace fabrictco::ui
