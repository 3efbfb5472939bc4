// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuoteConflictDialog.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/QuoteValidity.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "presentation/QuoteText.h"
#include "ui/common/ButtonText.h"
#include "ui/common/ScreenFit.h"
#include "ui/plans/QuoteStatusColor.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fabrictco::ui {

namespace {

enum Column
{
    UseQuoteColumn,
    PlanColumn,
    InputColumn,
    TypedColumn,
    QuoteColumn,
    ValidityColumn,
    ColumnCount
};

} // namespace

QuoteConflictDialog::QuoteConflictDialog(const std::vector<QuoteUsage::Conflict>& conflicts,
                                         const Scenario& after, QWidget* parent)
    : QDialog(parent), m_conflicts(conflicts)
{
    setWindowTitle(tr("Quotes for values you typed"));
    auto* intro = new QLabel(
        tr("You typed your own value for these inputs, and the imported file has a quote for "
           "them. Your values are kept unless you check a row: checked rows use the quote."));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    m_table = new QTableWidget(int(conflicts.size()), ColumnCount);
    // Tab leaves the table for the buttons (arrow keys move between cells): with thousands of
    // rows, Tab from cell to cell kept the keyboard in the table.
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalHeaderLabels({tr("Use the quote"), tr("Plan"), tr("Input"),
                                        tr("Your value"), tr("Quote"), tr("Validity")});
    m_table->setAccessibleName(tr("Quotes for values you typed"));
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const MoneyFormat money{QLocale()};
    const QDate today = QDate::currentDate();
    for (int row = 0; row < int(conflicts.size()); ++row) {
        const QuoteUsage::Conflict& conflict = conflicts[std::size_t(row)];
        const Quote& quote = after.quotes[conflict.quoteIndex];
        const PlanSpec* plan = after.plan(conflict.planId);
        const QString planName = QString::fromStdString(plan ? plan->name : conflict.planId);
        const ParameterSpec* spec = ParameterRegistry::instance().find(conflict.key);
        const Currency currency = conflict.typed.currency.value_or(after.cluster.currency);
        const QString typed = money.format(Money(conflict.typed.value, currency));
        auto* check = new QTableWidgetItem;
        check->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        // Nothing the user typed is replaced without being asked for: every row starts unchecked.
        check->setCheckState(Qt::Unchecked);
        m_table->setItem(row, UseQuoteColumn, check);
        const QString texts[] = {
            planName,
            spec ? ParameterText::label(*spec) : QString::fromStdString(conflict.key),
            typed,
            //: A quote in the conflict list: vendor, price.
            tr("%1: %2").arg(QString::fromStdString(quote.vendor), money.format(quote.unitPrice)),
            QuoteText::validity(quote, today),
        };
        for (int column = PlanColumn; column < ColumnCount; ++column)
            m_table->setItem(row, column, new QTableWidgetItem(texts[column - PlanColumn]));
        if (const QColor color = quoteStatusColor(QuoteValidity::status(quote, today));
            color.isValid())
            m_table->item(row, ValidityColumn)->setForeground(color);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    keepButtonText(buttons, QDialogButtonBox::Ok, [] { return tr("&Import"); });
    keepButtonText(buttons, QDialogButtonBox::Cancel, [] { return tr("&Cancel the import"); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(820, 360));
}

std::vector<QuoteUsage::Conflict> QuoteConflictDialog::useQuote() const
{
    std::vector<QuoteUsage::Conflict> chosen;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, UseQuoteColumn)->checkState() == Qt::Checked)
            chosen.push_back(m_conflicts[std::size_t(row)]);
    return chosen;
}

void QuoteConflictDialog::applyChoice(Scenario& scenario,
                                      const std::vector<QuoteUsage::Conflict>& chosen)
{
    QuoteUsage::useQuotes(scenario, chosen);
}

} // namespace fabrictco::ui
