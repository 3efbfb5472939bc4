// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"

#include <QAbstractTableModel>

#include <map>
#include <memory>
#include <vector>

namespace fabrictco::ui {

/// The year-by-year cost table: a row per plan, year and cost category (ComparisonData's
/// costTable), with the nominal and the discounted amount. Amounts read in the window's locale;
/// the exact ledger figure is under Qt::UserRole. A nominal amount's tooltip lists the line
/// items behind it (CostBreakdown), made when it is first asked for: making all of them on every
/// edit took most of the refresh (60 of 70 ms with the example).
class CostTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        PlanColumn,
        YearColumn,
        CategoryColumn,
        NominalColumn,
        DiscountedColumn,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setContents(const ComparisonData& data);
    /// The row behind table row `row`; null out of range.
    const CostRow* costRow(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString nominalTooltip(int row) const;

    std::vector<CostRow> m_rows;
    std::shared_ptr<const TcoResult> m_tco;
    Currency m_currency = Currency::usd();
    mutable std::map<int, QString> m_tooltips; ///< by row, made on first use
};

} // namespace fabrictco::ui
