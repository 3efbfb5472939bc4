// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/tco/TcoResult.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <vector>

class QTableWidget;

namespace fabrictco::ui {

/// The ledger lines behind one cell of the year-by-year cost table: what the TCO engine added
/// up (label, formula with the inputs' values, exact amount), as `fabrictco-cli tco --breakdown`
/// prints them. Shown as the cost cell's tooltip and in the detail table under the cost table.
class CostBreakdown
{
    Q_DECLARE_TR_FUNCTIONS(CostBreakdown)
public:
    /// The line items of plan `planIndex` (into tco.plans), `year` and `category`, in the
    /// engine's order; empty when the plan or year does not exist.
    static std::vector<const LineItem*> items(const TcoResult& tco, std::size_t planIndex, int year,
                                              CostCategory category);
    /// Plain text, one line per item: "label: formula = amount".
    static QString tooltip(const std::vector<const LineItem*>& items, const QLocale& locale);
    /// Fills `table` with one row per item (item, formula, exact amount) and a total row; a
    /// single explaining row when there is nothing to show.
    static void fill(QTableWidget& table, const std::vector<const LineItem*>& items,
                     const Money& total, const QLocale& locale);
    static void clear(QTableWidget& table);
    /// Why an input's figure in the formulas differs from the one on the input tabs: an input
    /// with a range enters at its mean (core/MODEL.md, 7), the tabs show its most likely value.
    /// `text` names each such input of `items` in one sentence; `details` gives each one's mean,
    /// range and most likely value, a line each. Both empty when no formula uses one.
    struct RangeNote
    {
        QString text;
        QString details;
    };
    static RangeNote rangeNote(const std::vector<const LineItem*>& items,
                               const ResolvedParameters& parameters);
};

} // namespace fabrictco::ui
