// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuotesDialog.h"

#include "core/model/QuoteValidity.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/QuoteText.h"
#include "ui/common/ScreenFit.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/QuoteStatusColor.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace fabrictco::ui {

QuotesDialog::QuotesDialog(ScenarioDocument* document, QWidget* parent)
    : QDialog(parent), m_document(document)
{
    m_summary = new QLabel;
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, ColumnCount);
    // Tab leaves the table for the buttons (arrow keys move between cells): with thousands of
    // rows, Tab from cell to cell kept the keyboard in the table.
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox;
    m_import = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_remove = buttons->addButton(QString(), QDialogButtonBox::DestructiveRole);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_import, &QPushButton::clicked, this, &QuotesDialog::importRequested);
    connect(m_remove, &QPushButton::clicked, this, &QuotesDialog::removeSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_table->selectedItems().isEmpty()); });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    // Undo and redo act on the document while this window has the focus, as in the main window
    // (a removal is one undo step).
    m_undo = m_document->undoStack()->createUndoAction(this);
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this);
    m_redo->setShortcuts(QKeySequence::Redo);
    addAction(m_undo);
    addAction(m_redo);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &QuotesDialog::refresh);
    connect(m_document, &ScenarioDocument::structureChanged, this, &QuotesDialog::refresh);
    retranslateUi();
    ScreenFit::resize(this, QSize(1100, 420));
}

void QuotesDialog::setToday(const QDate& day)
{
    m_today = day;
    refresh();
}

void QuotesDialog::retranslateUi()
{
    setWindowTitle(tr("Vendor quotes"));
    m_table->setAccessibleName(tr("Vendor quotes"));
    m_table->setHorizontalHeaderLabels({tr("Item"), tr("For"), tr("Vendor"), tr("Unit price"),
                                        tr("Quoted"), tr("Valid until"), tr("Status"),
                                        tr("Used by"), tr("Origin")});
    m_import->setText(tr("&Import…"));
    m_remove->setText(tr("&Remove"));
    refresh();
}

void QuotesDialog::refresh()
{
    const Scenario& scenario = m_document->scenario();
    const MoneyFormat money{QLocale()};
    const int count = int(scenario.quotes.size());
    int expired = 0;
    int expiring = 0;
    m_table->setRowCount(count);
    const auto uses = QuoteUsage::of(scenario);
    for (int row = 0; row < count; ++row) {
        const Quote& quote = scenario.quotes[std::size_t(row)];
        const QuoteStatus status = QuoteValidity::status(quote, m_today);
        expired += status == QuoteStatus::Expired;
        expiring += status == QuoteStatus::Expiring;
        const QString texts[ColumnCount] = {
            QuoteText::item(quote),
            QuoteText::scope(quote, scenario),
            QString::fromStdString(quote.vendor),
            money.format(quote.unitPrice),
            QString::fromStdString(quote.quoteDate),
            QString::fromStdString(quote.validUntil),
            EnumText::quoteStatus(status),
            QuoteText::usage(std::size_t(row), scenario, uses),
            QString::fromStdString(quote.origin),
        };
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = m_table->item(row, column);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                m_table->setItem(row, column, item);
            }
            item->setText(texts[column]); // plain text: a table item never renders markup
            item->setToolTip(texts[column].toHtmlEscaped());
            item->setForeground(QBrush());
        }
        m_table->item(row, PriceColumn)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (const QColor color = quoteStatusColor(status); color.isValid())
            m_table->item(row, StatusColumn)->setForeground(color);
    }
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(!m_table->selectedItems().isEmpty());
    const QString day = m_today.toString(Qt::ISODate); // as the quotes' own dates
    if (count == 0) {
        m_summary->setText(tr("This document has no vendor quotes. Import a quote list (CSV) "
                              "to replace catalog prices with your vendors' figures."));
        return;
    }
    m_summary->setText(CjkSpacing::sentences(
        {tr("%n quote(s), status as of %1.", nullptr, count).arg(day),
         tr("Expired: %1. Expiring within %2 days: %3.")
             .arg(expired)
             .arg(QuoteValidity::kExpiringDays)
             .arg(expiring),
         tr("A quote replaces the catalog's price of its item unless you typed your own value.")}));
}

void QuotesDialog::removeSelected()
{
    std::set<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows.insert(index.row());
    if (rows.empty())
        return;
    Scenario after = m_document->scenario();
    for (auto it = rows.rbegin(); it != rows.rend(); ++it)
        if (*it < int(after.quotes.size()))
            after.quotes.erase(after.quotes.begin() + *it);
    const int count = int(rows.size());
    m_document->replaceScenario([count] { return tr("Remove %n quote(s)", nullptr, count); },
                                after);
    // The row that took the first removed one's place is selected, so Remove can be pressed
    // again and the list does not jump back to the top.
    if (m_table->rowCount() > 0)
        m_table->selectRow(std::min(*rows.begin(), m_table->rowCount() - 1));
}

void QuotesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace fabrictco::ui
