// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/Palette.h"

#include <QTableView>
#include <QTableWidget>

#include <utility>

namespace fabrictco::ui {

/// A table honest about its focus, to the eye and to a screen reader:
/// - its frame shows the focus (two pixels in the selection colour): tabbing into the catalog
///   table showed nothing until an arrow key picked a cell (found by a stranger);
/// - it tells a screen reader its current cell moved only when it has the focus. Qt 6.4's
///   QTableView::currentChanged sends QAccessible::Focus for every new current cell, focused or
///   not, so each recalculation, which refills the result tables and keeps the row the user was
///   reading, moved the reader's focus into a hidden table while the user typed in a field
///   (issue 40). Qt's QAbstractItemView sends the event itself when the view has the focus.
template <class Table> class FocusHonestTable : public Table
{
public:
    template <typename... Arguments>
    explicit FocusHonestTable(Arguments&&... arguments)
        : Table(std::forward<Arguments>(arguments)...)
    {
        this->setStyleSheet(Palette::scrollFocusBorderStyle(QStringLiteral("QTableView")));
    }

protected:
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override
    {
        if (this->hasFocus())
            Table::currentChanged(current, previous);
        else
            QAbstractItemView::currentChanged(current, previous); // the same, without the event
    }
};

using ResultTableView = FocusHonestTable<QTableView>;
using ResultTableWidget = FocusHonestTable<QTableWidget>;

} // namespace fabrictco::ui
