// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RoundedMoney.h"

#include "presentation/MoneyMagnitude.h"

namespace fabrictco {

int RoundedMoney::places(const Decimal& size, MoneyMagnitude::Unit unit)
{
    using Unit = MoneyMagnitude::Unit;
    // One decimal where the figure is small in its unit ("8.0 million", "5.2 万", "1.2
    // thousand"), none where the decimal says nothing ("52 thousand", "1,968 万"): a whole
    // number of thousands put 1,158 and 671 CNY a GPU-month both at "1" on a slide.
    const Decimal absolute = size.isNegative() ? -size : size;
    const bool bigInUnit = (unit == Unit::TenThousand && !(absolute < Decimal(1000000))) ||
                           (unit == Unit::Thousand && !(absolute < Decimal(10000)));
    return unit == Unit::One || bigInUnit ? 0 : 1;
}

QString RoundedMoney::rounded(const Decimal& amount, const Currency& currency) const
{
    const MoneyMagnitude::Unit unit = MoneyMagnitude::unitFor(amount, m_locale);
    const int places = RoundedMoney::places(amount, unit);
    const Decimal figure =
        amount.divide(Decimal(MoneyMagnitude::divisor(unit)), RoundingMode::HalfEven)
            .rounded(places, RoundingMode::HalfUp);
    return QStringLiteral("%1 %2").arg(m_locale.toString(figure.toDouble(), 'f', places),
                                       MoneyMagnitude::caption(unit, currency));
}

QString RoundedMoney::about(const Money& money) const
{
    return tr("about %1").arg(rounded(money.amount(), money.currency()));
}

} // namespace fabrictco
