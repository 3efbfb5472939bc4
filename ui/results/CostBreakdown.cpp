// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/CostBreakdown.h"

#include "core/tco/FormulaText.h"
#include "presentation/FormulaWords.h"
#include "presentation/LineItemText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "presentation/PlainText.h"

#include <QHeaderView>
#include <QTableWidget>

#include <set>

namespace fabrictco::ui {

std::vector<const LineItem*> CostBreakdown::items(const TcoResult& tco, std::size_t planIndex,
                                                  int year, CostCategory category)
{
    std::vector<const LineItem*> result;
    if (planIndex >= tco.plans.size())
        return result;
    for (const YearResult& y : tco.plans[planIndex].years) {
        if (y.year != year)
            continue;
        for (const LineItem& item : y.items)
            if (item.category == category)
                result.push_back(&item);
    }
    return result;
}

QString CostBreakdown::tooltip(const std::vector<const LineItem*>& items, const QLocale& locale)
{
    if (items.empty())
        return tr("No cost in this category this year.");
    const MoneyFormat money(locale);
    QStringList lines;
    for (const LineItem* item : items)
        lines << tr("%1: %2 = %3")
                     .arg(LineItemText::label(item->what), FormulaWords::formula(item->formula),
                          money.format(item->amount));
    return lines.join(QLatin1Char('\n'));
}

namespace {

/// A figure as the formulas write it: "36,000.00 USD", "0.056666667".
QString figure(const Decimal& value, const std::optional<Currency>& currency)
{
    return QString::fromStdString(currency ? FormulaText::amount(value) + " " + currency->code()
                                           : FormulaText::grouped(value));
}

QTableWidgetItem* cell(const QString& text, bool number = false)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
} // namespace

CostBreakdown::RangeNote CostBreakdown::rangeNote(const std::vector<const LineItem*>& items,
                                                  const ResolvedParameters& parameters)
{
    QStringList names;
    QStringList inputs;
    std::set<std::string> seen;
    for (const LineItem* item : items) {
        for (const FormulaFactor& factor : item->formula) {
            if (!factor.isParameter() || !seen.insert(factor.key).second)
                continue;
            const auto found = parameters.all().find(factor.key);
            if (found == parameters.all().end())
                continue;
            const ResolvedParameter& input = found->second;
            if (input.uncertainty.shape == DistributionShape::Fixed ||
                factor.value == input.value.value)
                continue;
            const std::optional<Currency>& currency = input.value.currency;
            names << ParameterText::label(factor.key);
            //: An input's name, the mean the formulas use, its low and high, its most likely.
            inputs << tr("%1 %2 (from %3 to %4, most likely %5)")
                          .arg(ParameterText::label(factor.key), figure(factor.value, currency),
                               figure(input.uncertainty.low, currency),
                               figure(input.uncertainty.high, currency),
                               figure(input.value.value, currency));
        }
    }
    if (inputs.isEmpty())
        return {};
    //: %1 lists the inputs' names.
    return {tr("Inputs with a range enter the formulas at their expected value, worked out "
               "from their low, most likely and high values (for a triangular range, the "
               "average of the three), as the input fields show them, not at the most likely "
               "value the catalog tab lists: %1. Point here for each range.")
                .arg(names.join(tr(", "))),
            inputs.join(QLatin1Char('\n'))};
}

void CostBreakdown::clear(QTableWidget& table)
{
    table.clear();
    table.setColumnCount(3);
    table.setRowCount(0);
    table.setHorizontalHeaderLabels({tr("Line item"), tr("Formula"), tr("Amount")});
}

void CostBreakdown::fill(QTableWidget& table, const std::vector<const LineItem*>& items,
                         const Money& total, const QLocale& locale)
{
    const MoneyFormat money(locale);
    clear(table);
    table.setRowCount(static_cast<int>(items.size()) + 1);
    int row = 0;
    for (const LineItem* item : items) {
        table.setItem(row, 0, cell(LineItemText::label(item->what)));
        auto* formula = cell(FormulaWords::formula(item->formula));
        // The engine's own text names the inputs by key: the reference for core/MODEL.md and
        // `fabrictco-cli tco --breakdown`.
        formula->setToolTip(
            PlainText::forRichTextGuess(formula->text() + QStringLiteral("\n\n") +
                                        QString::fromStdString(item->formulaText())));
        table.setItem(row, 1, formula);
        auto* amount = cell(money.format(item->amount), true);
        amount->setData(Qt::UserRole, QString::fromStdString(item->amount.toString()));
        table.setItem(row, 2, amount);
        ++row;
    }
    auto* label = cell(items.empty() ? tr("No cost in this category this year.") : tr("Total"));
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    table.setItem(row, 0, label);
    table.setItem(row, 1, cell(QString()));
    auto* sum = cell(money.format(total), true);
    sum->setFont(bold);
    sum->setData(Qt::UserRole, QString::fromStdString(total.toString()));
    table.setItem(row, 2, sum);
    // Formulas wrap in their column so the amount stays in view at any window width.
    table.setWordWrap(true);
    table.horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table.horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table.horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    table.resizeRowsToContents();
}

} // namespace fabrictco::ui
