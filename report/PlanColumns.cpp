// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/PlanColumns.h"

#include "report/ReportText.h"

namespace fabrictco {

namespace {

constexpr std::size_t kWideFrom = 3;     // plans from which the label column is given its share
constexpr std::size_t kCurrencyFrom = 5; // plans from which the currency moves to the header
constexpr int kLabelPercent = 24;

} // namespace

PlanColumns::PlanColumns(std::size_t planCount, const ReportText& text, Currency currency)
    : m_planCount(planCount), m_text(text), m_currency(std::move(currency))
{
}

QString PlanColumns::labelHeader(const QString& label) const
{
    return m_planCount >= kCurrencyFrom
               ? tr("%1 (%2)").arg(label, QString::fromStdString(m_currency.code()))
               : label;
}

HtmlTable PlanColumns::table(const QString& label, const QStringList& planNames) const
{
    QVector<HtmlTable::Align> align(planNames.size() + 1, HtmlTable::Right);
    align[0] = HtmlTable::Left;
    HtmlTable table(QStringList{labelHeader(label)} + planNames, align, widths(m_planCount));
    if (m_planCount >= kCurrencyFrom)
        table.setFontSize(7.5);
    return table;
}

QVector<int> PlanColumns::widths(std::size_t planCount)
{
    if (planCount < kWideFrom)
        return {};
    QVector<int> result{kLabelPercent};
    for (std::size_t i = 0; i < planCount; ++i)
        result << int((100 - kLabelPercent) / planCount);
    return result;
}

QString PlanColumns::money(const Money& amount) const
{
    return m_planCount >= kCurrencyFrom ? m_text.amount(amount) : m_text.money(amount);
}

} // namespace fabrictco
