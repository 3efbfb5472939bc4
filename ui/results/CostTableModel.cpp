// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/CostTableModel.h"

#include "presentation/CostCategoryText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/PlainText.h"
#include "ui/results/CostBreakdown.h"

#include <QLocale>

namespace fabrictco::ui {

void CostTableModel::setContents(const ComparisonData& data)
{
    beginResetModel();
    m_rows = data.costTable;
    m_tco = data.tco;
    m_currency = data.currency;
    m_tooltips.clear();
    endResetModel();
}

const CostRow* CostTableModel::costRow(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[std::size_t(row)] : nullptr;
}

int CostTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CostTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(ColumnCount);
}

QString CostTableModel::nominalTooltip(int row) const
{
    if (!m_tco)
        return {};
    auto made = m_tooltips.find(row);
    if (made == m_tooltips.end()) {
        const CostRow& cost = m_rows[std::size_t(row)];
        made = m_tooltips
                   .emplace(row, PlainText::forRichTextGuess(CostBreakdown::tooltip(
                                     CostBreakdown::items(*m_tco, cost.planIndex, cost.year,
                                                          cost.costCategory),
                                     QLocale())))
                   .first;
    }
    return made->second;
}

QVariant CostTableModel::data(const QModelIndex& index, int role) const
{
    const CostRow* row = index.isValid() ? costRow(index.row()) : nullptr;
    if (row == nullptr)
        return {};
    const auto column = Column(index.column());
    const bool number =
        column == YearColumn || column == NominalColumn || column == DiscountedColumn;
    switch (role) {
    case Qt::DisplayRole: {
        const MoneyFormat money{QLocale()};
        switch (column) {
        case PlanColumn:
            return row->plan;
        case YearColumn:
            return QLocale().toString(row->year);
        case CategoryColumn:
            return CostCategoryText::name(row->costCategory);
        case NominalColumn:
            return money.formatAmount(row->nominal);
        case DiscountedColumn:
            return money.formatAmount(row->discounted);
        case ColumnCount:
            break;
        }
        return {};
    }
    case Qt::UserRole:
        // Exact, without grouping: what a spreadsheet reads as a number.
        if (column == YearColumn)
            return QString::number(row->year);
        if (column == NominalColumn)
            return QString::fromStdString(row->nominal.toString());
        if (column == DiscountedColumn)
            return QString::fromStdString(row->discounted.toString());
        return {};
    case Qt::ToolTipRole:
        return column == NominalColumn ? QVariant(nominalTooltip(index.row())) : QVariant();
    case Qt::TextAlignmentRole:
        return number ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant CostTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString code = QString::fromStdString(m_currency.code());
    switch (Column(section)) {
    case PlanColumn:
        return tr("Plan");
    case YearColumn:
        return tr("Year");
    case CategoryColumn:
        return tr("Category");
    case NominalColumn:
        return tr("Nominal (%1)").arg(code);
    case DiscountedColumn:
        return tr("Discounted (%1)").arg(code);
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace fabrictco::ui
