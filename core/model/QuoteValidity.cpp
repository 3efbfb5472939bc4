// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/QuoteValidity.h"

#include <QString>

namespace fabrictco {

std::optional<qint64> QuoteValidity::daysLeft(const Quote& quote, const QDate& day)
{
    // Documents hold canonical ISO dates (DocumentValidator); anything else counts as unstated.
    const QDate until = QDate::fromString(QString::fromStdString(quote.validUntil), Qt::ISODate);
    if (!until.isValid() || !day.isValid())
        return std::nullopt;
    return day.daysTo(until);
}

QuoteStatus QuoteValidity::status(const Quote& quote, const QDate& day)
{
    const auto left = daysLeft(quote, day);
    if (!left)
        return QuoteStatus::Open;
    if (*left < 0)
        return QuoteStatus::Expired;
    return *left <= kExpiringDays ? QuoteStatus::Expiring : QuoteStatus::Valid;
}

std::string_view QuoteValidity::id(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Valid:
        return "valid";
    case QuoteStatus::Expiring:
        return "expiring";
    case QuoteStatus::Expired:
        return "expired";
    case QuoteStatus::Open:
        break;
    }
    return "open";
}

} // namespace fabrictco
