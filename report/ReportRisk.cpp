// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportRisk.h"

namespace fabrictco {

Money ReportRisk::money(double statistic) const
{
    return Money(Decimal::fromDouble(statistic, currency.minorUnitDigits(), rounding), currency);
}

} // namespace fabrictco
