// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/BomTableModel.h"

#include "core/tco/TcoResult.h"

#include <QFont>
#include <QLocale>

#include <algorithm>

namespace fabrictco::ui {

std::optional<Bom> BomTableModel::bomOf(const ComparisonData& data, std::size_t plan,
                                        std::size_t year)
{
    const PlanResult* priced =
        data.tco && plan < data.plans.size() ? data.tco->plan(data.plans[plan].planId) : nullptr;
    if (priced && year < priced->years.size())
        return priced->years[year].bom;
    // Without costs (a catalog problem) only the first year's bill is known.
    if (year == 0 && plan < data.plans.size())
        return data.plans[plan].bom;
    return std::nullopt;
}

void BomTableModel::setContents(const ComparisonData& data, std::size_t year)
{
    beginResetModel();
    m_plans.clear();
    m_boms.clear();
    for (std::size_t plan = 0; plan < data.plans.size(); ++plan) {
        m_plans.push_back(data.plans[plan].plan.name);
        m_boms.push_back(bomOf(data, plan, year));
    }
    m_lines.clear();
    for (const BomLines::Line line : BomLines::all()) {
        // A cable kind no plan uses is left out: most fabrics have no AEC or AOC at all.
        const bool used = std::any_of(m_boms.begin(), m_boms.end(), [&](const auto& bom) {
            return bom && BomLines::count(line, *bom) != 0;
        });
        if (used || !BomLines::hiddenWhenZero(line))
            m_lines.push_back(line);
    }
    endResetModel();
}

int BomTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int BomTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_plans.size());
}

QVariant BomTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const BomLines::Line line = m_lines[std::size_t(index.row())];
    const std::optional<Bom>& bom = m_boms[std::size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return bom ? QLocale().toString(qlonglong(BomLines::count(line, *bom)))
                   : QStringLiteral("—");
    case Qt::UserRole:
        return bom ? QVariant(QString::number(BomLines::count(line, *bom))) : QVariant(QString());
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
        // Why a cable kind the design allows is not bought (not sold at the link speed).
        if (bom)
            if (const QString note = BomLines::note(line, *bom); !note.isEmpty())
                return note;
        return {};
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (BomLines::isTotal(line)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < columnCount() ? m_plans[std::size_t(section)] : QVariant();
    return section >= 0 && section < rowCount() ? BomLines::label(m_lines[std::size_t(section)])
                                                : QVariant();
}

} // namespace fabrictco::ui
