// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/MoneyFormat.h"

namespace fabrictco {

QString MoneyFormat::format(const Money& money, RoundingMode mode) const
{
    return formatAmount(money, mode) + QLatin1Char(' ') +
           QString::fromStdString(money.currency().code());
}

QString MoneyFormat::formatAmount(const Money& money, RoundingMode mode) const
{
    return formatDecimal(money.amount(), money.currency().minorUnitDigits(), mode);
}

QString MoneyFormat::formatDecimal(const Decimal& value, int places, RoundingMode mode) const
{
    const QString plain = QString::fromStdString(value.toString(places, mode));
    const bool negative = plain.startsWith(QLatin1Char('-'));
    const QString digits = negative ? plain.mid(1) : plain;
    const qsizetype point = digits.indexOf(QLatin1Char('.'));
    const QString integerPart = point < 0 ? digits : digits.left(point);
    const QString fractionPart = point < 0 ? QString() : digits.mid(point + 1);

    QString grouped;
    const QString separator = (m_locale.numberOptions() & QLocale::OmitGroupSeparator)
                                  ? QString()
                                  : m_locale.groupSeparator();
    for (qsizetype i = 0; i < integerPart.size(); ++i) {
        if (i > 0 && (integerPart.size() - i) % 3 == 0)
            grouped += separator;
        grouped += integerPart.at(i);
    }
    QString result = negative ? m_locale.negativeSign() + grouped : grouped;
    if (!fractionPart.isEmpty())
        result += m_locale.decimalPoint() + fractionPart;
    return result;
}

QString MoneyFormat::formatExact(const Decimal& value) const
{
    const std::string canonical = value.toString();
    const auto point = canonical.find('.');
    const int places = point == std::string::npos ? 0 : int(canonical.size() - point - 1);
    return formatDecimal(value, places);
}

} // namespace fabrictco
