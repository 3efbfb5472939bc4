// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuoteImportDialog.h"

#include "core/model/QuoteValidity.h"
#include "presentation/CjkSpacing.h"
#include "presentation/MoneyFormat.h"
#include "presentation/PlainText.h"
#include "presentation/QuoteText.h"
#include "storage/BoundedFile.h"
#include "storage/DocumentQuotes.h"
#include "storage/QuoteCsvImporter.h"
#include "ui/common/ButtonText.h"
#include "ui/common/ScreenFit.h"
#include "ui/plans/QuoteRejectionText.h"
#include "ui/plans/QuoteStatusColor.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace fabrictco::ui {

QuoteImportDialog::QuoteImportDialog(const QString& path, const DocumentContent& content,
                                     QWidget* parent, const Catalog* catalog)
    : QDialog(parent), m_content(content)
{
    setWindowTitle(
        PlainText::forWindowTitle(tr("Import quotes from %1").arg(QFileInfo(path).fileName())));
    const BoundedFile::Contents file = BoundedFile::read(path, qint64(QuoteCsvImporter::kMaxBytes));
    if (file.problem == BoundedFile::Problem::NotRegular) {
        m_error = tr("%1 is not a file that can be read: a folder, a device or a pipe cannot be "
                     "a quote list.")
                      .arg(QFileInfo(path).fileName());
    } else if (file.problem == BoundedFile::Problem::TooLarge) {
        m_error = tr("%1 is too large for a quote file.").arg(QFileInfo(path).fileName());
    } else if (file.problem != BoundedFile::Problem::None) {
        m_error = tr("Cannot read %1: %2").arg(path, file.reason);
    } else {
        const QByteArray& bytes = file.bytes;
        try {
            static const Catalog noProducts;
            if (catalog)
                m_catalog = *catalog;
            m_import = DocumentQuotes::importerFor(content, catalog ? *catalog : noProducts).read(
                std::string_view(bytes.constData(), std::size_t(bytes.size())),
                QFileInfo(path).fileName().toStdString());
        } catch (const QuoteImportError& error) {
            m_error = QuoteRejectionText::fileProblem(error);
        } catch (const std::exception& error) {
            m_error = QString::fromUtf8(error.what());
        }
    }
    m_summary = new QLabel;
    m_summary->setTextFormat(Qt::PlainText); // an error quotes the quote file
    m_summary->setWordWrap(true);
    m_table = new QTableWidget;
    // Tab leaves the table for the buttons (arrow keys move between cells): with thousands of
    // rows, Tab from cell to cell kept the keyboard in the table.
    m_table->setTabKeyNavigation(false);
    m_table->setAccessibleName(tr("Rows of the quote file"));
    // The Line column numbers the rows as the file does; a second count beside it confused.
    m_table->verticalHeader()->setVisible(false);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_buttons);
    ScreenFit::resize(this, QSize(900, 480));
    fill();
}

QString QuoteImportDialog::summaryText() const
{
    return m_summary->text();
}

void QuoteImportDialog::fill()
{
    const MoneyFormat money{QLocale()};
    const QDate today = QDate::currentDate();
    int expired = 0;
    int duplicates = 0;
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Line"), tr("Result"), tr("Item"), tr("Vendor"),
                                        tr("Unit price"), tr("Date"), tr("Valid until")});
    // One row per CSV line, in file order, accepted and rejected together.
    std::map<int, int> rowOfLine;
    for (std::size_t i = 0; i < m_import.accepted.size(); ++i)
        rowOfLine[m_import.acceptedLines[i]] = int(i);
    for (std::size_t i = 0; i < m_import.rejected.size(); ++i)
        rowOfLine[m_import.rejected[i].line] = -1 - int(i);
    // A repeated row: index past both lists, into repeatedLines.
    const int firstRepeat = int(m_import.accepted.size());
    for (std::size_t i = 0; i < m_import.repeatedLines.size(); ++i)
        rowOfLine[m_import.repeatedLines[i].first] = firstRepeat + int(i);
    // A line the vendor did not quote: index past the repeats.
    const int firstUnquoted = firstRepeat + int(m_import.repeatedLines.size());
    for (std::size_t i = 0; i < m_import.unquotedLines.size(); ++i)
        rowOfLine[m_import.unquotedLines[i]] = firstUnquoted + int(i);
    m_table->setRowCount(int(rowOfLine.size()));
    int row = 0;
    for (const auto& [line, index] : rowOfLine) {
        auto set = [&](int column, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_table->setItem(row, column, item);
        };
        set(0, QLocale().toString(line));
        if (index >= firstUnquoted) {
            //: A row with an item but no price, currency or date: a request-for-quotation line
            //: the vendor left empty.
            set(1, tr("not quoted: no price given"));
            // The item as the file writes it: which line the vendor skipped.
            set(2, QString::fromStdString(m_import.unquotedItems[std::size_t(index - firstUnquoted)]));
        } else if (index >= firstRepeat) {
            const int repeats = m_import.repeatedLines[std::size_t(index - firstRepeat)].second;
            //: A CSV row identical to an earlier one: its quote is added once, from that line.
            set(1, tr("same as line %1: added once").arg(QLocale().toString(repeats)));
            m_table->setSpan(row, 1, 1, m_table->columnCount() - 1);
        } else if (index >= 0) {
            const Quote& q = m_import.accepted[std::size_t(index)];
            const QuoteStatus status = QuoteValidity::status(q, today);
            if (DocumentQuotes::holds(m_content, q)) {
                ++duplicates;
                //: A row whose quote the document holds already: it is not added again.
                set(1, tr("already in the document"));
            } else {
                expired += status == QuoteStatus::Expired; // only those that will be added
                //: An accepted row whose quote's validity has already ended.
                QString result =
                    status == QuoteStatus::Expired ? tr("accepted (expired)") : tr("accepted");
                if (!DocumentQuotes::pricesAPlan(m_content, q))
                    //: After "accepted": the quote's product or plan is not in the comparison.
                    result = tr("%1; prices no plan now (no plan uses this item)").arg(result);
                set(1, result);
            }
            //: A quoted item and the plans it is for: "Switch price, InfiniBand plans".
            set(2, tr("%1, %2").arg(QuoteText::item(q, &m_catalog), QuoteText::scope(q, m_content.scenario)));
            m_table->item(row, 2)->setToolTip(QString::fromStdString(q.itemKey).toHtmlEscaped());
            set(3, QString::fromStdString(q.vendor));
            set(4, money.format(q.unitPrice));
            set(5, QString::fromStdString(q.quoteDate));
            set(6, QuoteText::validity(q, today));
            if (const QColor color = quoteStatusColor(status); color.isValid()) {
                m_table->item(row, 1)->setForeground(color);
                m_table->item(row, 6)->setForeground(color);
            }
        } else {
            const RejectedQuoteRow& r = m_import.rejected[std::size_t(-1 - index)];
            set(1, tr("rejected: %1").arg(QuoteRejectionText::reason(r)));
            m_table->item(row, 1)->setForeground(quoteStatusColor(QuoteStatus::Expired));
            // The reason spans the row: a rejected line has no item, vendor or price to show.
            m_table->setSpan(row, 1, 1, m_table->columnCount() - 1);
        }
        ++row;
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    if (!m_error.isEmpty()) {
        m_summary->setText(m_error);
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    m_summary->setText(CjkSpacing::sentences(
        {tr("%n row(s) can be added as quotes.", nullptr,
            int(m_import.accepted.size()) - duplicates),
         duplicates == 0
             ? QString()
             : tr("%n row(s) already in the document: not added again.", nullptr, duplicates),
         tr("%n row(s) rejected.", nullptr, int(m_import.rejected.size())),
         m_import.repeatedLines.empty()
             ? QString()
             : tr("%n row(s) repeat an earlier row: added once.", nullptr,
                  int(m_import.repeatedLines.size())),
         m_import.unquotedLines.empty()
             ? QString()
             : tr("%n row(s) not quoted (no price given): skipped.", nullptr,
                  int(m_import.unquotedLines.size())),
         expired == 0 ? QString()
                      : tr("%n accepted quote(s) already expired: the results will say where one "
                           "still sets a price.",
                           nullptr, expired),
         tr("Quotes replace the catalog's price for their item and keep their origin.")}));
    keepButtonText(m_buttons, QDialogButtonBox::Ok, [] { return tr("&Add the accepted quotes"); });
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(int(m_import.accepted.size()) > duplicates);
}

} // namespace fabrictco::ui
