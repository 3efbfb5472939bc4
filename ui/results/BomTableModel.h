// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "presentation/BomLines.h"
#include "ui/results/ComparisonData.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace fabrictco::ui {

/// The window's bill of materials: a row per BomLines line (a cable kind no plan uses left out),
/// a column per plan, for one year of the horizon. Counts read in the window's locale; the exact
/// figure is under Qt::UserRole (what TableCopy puts on the clipboard).
class BomTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    /// Shows year `year` (0-based) of `data`'s plans.
    void setContents(const ComparisonData& data, std::size_t year);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The bill of materials of plan `plan` in year `year` of `data`; none when unknown.
    static std::optional<Bom> bomOf(const ComparisonData& data, std::size_t plan, std::size_t year);

private:
    std::vector<BomLines::Line> m_lines;
    std::vector<QString> m_plans;
    std::vector<std::optional<Bom>> m_boms; ///< by plan
};

} // namespace fabrictco::ui
