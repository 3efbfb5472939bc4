// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "report/HtmlTable.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace fabrictco {

class ReportText;

/// The layout of a report table with a label column and one column per plan. Amounts never
/// wrap, so with three plans or more the label column keeps a quarter of the page (it was
/// squeezed to a letter a line); from five plans on, the currency moves from every amount to
/// the label column's header and the type gets smaller, or the amounts would not fit side by
/// side on A4 or Letter.
class PlanColumns
{
    Q_DECLARE_TR_FUNCTIONS(PlanColumns)

public:
    PlanColumns(std::size_t planCount, const ReportText& text, Currency currency);

    /// The label column's header: `label`, with the currency once it left the amounts.
    QString labelHeader(const QString& label) const;
    /// The table with these columns: `label` over the first, then the plans' names.
    HtmlTable table(const QString& label, const QStringList& planNames) const;
    /// An amount as its cells show it.
    QString money(const Money& amount) const;
    /// Column widths in percent: the label column's share and the plans' (empty: automatic).
    static QVector<int> widths(std::size_t planCount);

private:
    std::size_t m_planCount;
    const ReportText& m_text;
    Currency m_currency;
};

} // namespace fabrictco
