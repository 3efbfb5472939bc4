// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/QuoteUsage.h"
#include "core/model/Scenario.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace fabrictco::ui {

/// Asked while importing quotes when a quote arrives for an input the user typed a value for:
/// one row per such input, with the typed value and the quote; a checked row uses the quote
/// (the typed value is removed), an unchecked one keeps the typed value. Cancel cancels the
/// whole import.
class QuoteConflictDialog : public QDialog
{
    Q_OBJECT
public:
    /// `after` is the scenario with the imported quotes added.
    QuoteConflictDialog(const std::vector<QuoteUsage::Conflict>& conflicts, const Scenario& after,
                        QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    /// The conflicts whose row is checked: the quote is to be used.
    std::vector<QuoteUsage::Conflict> useQuote() const;
    /// Removes the typed values of `chosen` from `scenario`.
    static void applyChoice(Scenario& scenario, const std::vector<QuoteUsage::Conflict>& chosen);

private:
    std::vector<QuoteUsage::Conflict> m_conflicts;
    QTableWidget* m_table = nullptr;
};

} // namespace fabrictco::ui
