// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/TableCopy.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMimeData>
#include <QTableView>

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

QString TableCopy::toTsv(const QTableView& table)
{
    const QAbstractItemModel* model = table.model();
    if (model == nullptr)
        return QStringLiteral("\n");
    QStringList lines;
    QStringList header;
    // isHidden, not isVisible: a table on a tab not shown still copies its row headers.
    const bool rowHeaders = !table.verticalHeader()->isHidden();
    if (rowHeaders)
        header << QString();
    for (int c = 0; c < model->columnCount(); ++c)
        header << clean(model->headerData(c, Qt::Horizontal).toString());
    lines << header.join(QLatin1Char('\t'));
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList cells;
        if (rowHeaders)
            cells << clean(model->headerData(r, Qt::Vertical).toString());
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            // Exact value without grouping when one is stored, so the spreadsheet sees a number.
            const QVariant raw = index.data(Qt::UserRole);
            cells << clean(raw.isValid() ? raw.toString() : index.data().toString());
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void TableCopy::copyToClipboard(const QTableView& table)
{
    auto* mime = new QMimeData;
    const QString tsv = toTsv(table);
    mime->setText(tsv);
    mime->setData(QStringLiteral("text/tab-separated-values"), tsv.toUtf8());
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace fabrictco::ui
