// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RoundedMoney.h"

namespace fabrictco {

namespace {

/// Chinese counts in 万 (10^4) and 亿 (10^8), English in thousands, millions and billions.
bool isChinese(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese;
}

} // namespace

QString RoundedMoney::rounded(const Decimal& amount, const Currency& currency) const
{
    const Decimal size = amount.isNegative() ? -amount : amount;
    const QString code = QString::fromStdString(currency.code());
    const auto figure = [&](std::int64_t unit, int places) {
        const Decimal value = amount.divide(Decimal(unit), RoundingMode::HalfEven)
                                  .rounded(places, RoundingMode::HalfUp);
        return m_locale.toString(value.toDouble(), 'f', places);
    };
    if (isChinese(m_locale)) {
        // These words exist only in Chinese, so they are not translated from English ones.
        if (!(size < Decimal(100000000)))
            return QStringLiteral("%1 亿 %2").arg(figure(100000000, 1), code);
        if (!(size < Decimal(1000000)))
            return QStringLiteral("%1 万 %2").arg(figure(10000, 0), code);
        if (!(size < Decimal(10000)))
            return QStringLiteral("%1 万 %2").arg(figure(10000, 1), code);
        return QStringLiteral("%1 %2").arg(figure(1, 0), code);
    }
    if (!(size < Decimal(1000000000)))
        return tr("%1 billion %2").arg(figure(1000000000, 1), code);
    if (!(size < Decimal(1000000)))
        return tr("%1 million %2").arg(figure(1000000, 1), code);
    if (!(size < Decimal(1000)))
        return tr("%1 thousand %2").arg(figure(1000, 0), code);
    return QStringLiteral("%1 %2").arg(figure(1, 0), code);
}

QString RoundedMoney::about(const Money& money) const
{
    return tr("about %1").arg(rounded(money.amount(), money.currency()));
}

} // namespace fabrictco
