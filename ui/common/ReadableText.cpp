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
    return parts.join(QStringLiteral(", "));
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
            values << (headers[column].isEmpty()
                           ? value
                           : QStringLiteral("%1: %2").arg(headers[column], value));
        }
        const QString label = cellText(table->cellAt(row, 0));
        QString line = label.isEmpty() ? QString() : label + QStringLiteral(". ");
        line += values.join(QStringLiteral("; "));
        if (!values.isEmpty())
            line += QLatin1Char('.');
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

QString readableText(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    QStringList lines;
    collect(document.rootFrame(), lines);
    return lines.join(QLatin1Char('\n'));
}

} // namespace fabrictco::ui
