// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportText.h"

#include "presentation/MoneyFormat.h"

namespace fabrictco {

ReportText::ReportText(const QString& language)
    : m_language(language), m_locale(language == QLatin1String("zh_CN")
                                         ? QLocale(QLocale::Chinese, QLocale::China)
                                         : QLocale(QLocale::English, QLocale::UnitedStates))
{
}

QString ReportText::money(const Money& amount) const
{
    return MoneyFormat(m_locale).format(amount);
}

QString ReportText::amount(const Money& amount) const
{
    return MoneyFormat(m_locale).formatAmount(amount);
}

QString ReportText::decimal(const Decimal& value) const
{
    return MoneyFormat(m_locale).formatExact(value);
}

QString ReportText::count(std::int64_t value) const
{
    return m_locale.toString(qlonglong(value));
}

QString ReportText::percent(double fraction, int places) const
{
    return m_locale.toString(fraction * 100.0, 'f', places) + QStringLiteral(" %");
}

QString ReportText::date(const QDate& date) const
{
    //: Date format on the report's cover and footer (Qt QDate::toString syntax).
    return m_locale.toString(date, tr("MMMM d, yyyy"));
}

} // namespace fabrictco
