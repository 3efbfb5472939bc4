// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/TableCopy.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMimeData>
#include <QTableWidget>

namespace fabrictco::ui {

namespace {
QString clean(QString text)
{
    // A tab or newline inside a cell would shift every following cell in the spreadsheet.
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}
} // namespace

QString TableCopy::toTsv(const QTableWidget& table)
{
    QStringList lines;
    QStringList header;
    // isHidden, not isVisible: a table on a tab not shown still copies its row headers.
    const bool rowHeaders = !table.verticalHeader()->isHidden();
    if (rowHeaders)
        header << QString();
    for (int c = 0; c < table.columnCount(); ++c) {
        const QTableWidgetItem* item = table.horizontalHeaderItem(c);
        header << clean(item ? item->text() : QString());
    }
    lines << header.join(QLatin1Char('\t'));
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList cells;
        if (rowHeaders) {
            const QTableWidgetItem* item = table.verticalHeaderItem(r);
            cells << clean(item ? item->text() : QString());
        }
        for (int c = 0; c < table.columnCount(); ++c) {
            const QTableWidgetItem* item = table.item(r, c);
            // Exact value without grouping when one is stored, so the spreadsheet sees a number.
            const QVariant raw = item ? item->data(Qt::UserRole) : QVariant();
            cells << clean(raw.isValid() ? raw.toString() : (item ? item->text() : QString()));
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void TableCopy::copyToClipboard(const QTableWidget& table)
{
    auto* mime = new QMimeData;
    const QString tsv = toTsv(table);
    mime->setText(tsv);
    mime->setData(QStringLiteral("text/tab-separated-values"), tsv.toUtf8());
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace fabrictco::ui
