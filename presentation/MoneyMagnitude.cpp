// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/MoneyMagnitude.h"

#include <array>
#include <cmath>
#include <span>

namespace fabrictco {

namespace {

using Unit = MoneyMagnitude::Unit;

/// The largest of the language's units that `reaches` says the amount reaches.
template <typename Reaches> Unit largestReached(const QLocale& locale, Reaches reaches)
{
    static constexpr std::array<Unit, 2> chinese{Unit::HundredMillion, Unit::TenThousand};
    static constexpr std::array<Unit, 3> english{Unit::Billion, Unit::Million, Unit::Thousand};
    const std::span<const Unit> units =
        locale.language() == QLocale::Chinese ? std::span<const Unit>(chinese) : english;
    for (const Unit unit : units)
        if (reaches(unit))
            return unit;
    return Unit::One;
}

} // namespace

MoneyMagnitude::Unit MoneyMagnitude::unitFor(const Decimal& size, const QLocale& locale)
{
    const Decimal absolute = size.isNegative() ? -size : size;
    return largestReached(locale, [&](Unit unit) { return !(absolute < Decimal(divisor(unit))); });
}

MoneyMagnitude::Unit MoneyMagnitude::unitFor(double size, const QLocale& locale)
{
    return largestReached(locale,
                          [&](Unit unit) { return std::abs(size) >= double(divisor(unit)); });
}

std::int64_t MoneyMagnitude::divisor(Unit unit)
{
    switch (unit) {
    case Unit::Thousand:
        return 1000;
    case Unit::TenThousand:
        return 10000;
    case Unit::Million:
        return 1000000;
    case Unit::HundredMillion:
        return 100000000;
    case Unit::Billion:
        return 1000000000;
    case Unit::One:
        break;
    }
    return 1;
}

QString MoneyMagnitude::caption(Unit unit, const Currency& currency)
{
    const QString code = QString::fromStdString(currency.code());
    switch (unit) {
    case Unit::Thousand:
        return tr("thousand %1").arg(code);
    case Unit::Million:
        return tr("million %1").arg(code);
    case Unit::Billion:
        return tr("billion %1").arg(code);
    // These words exist only in Chinese, so they are not translated from English ones.
    case Unit::TenThousand:
        return QStringLiteral("万 %1").arg(code);
    case Unit::HundredMillion:
        return QStringLiteral("亿 %1").arg(code);
    case Unit::One:
        break;
    }
    return code;
}

} // namespace fabrictco
