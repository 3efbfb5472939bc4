// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Quote.h"

#include <QDate>

#include <optional>
#include <string_view>

namespace fabrictco {

/// Whether a vendor quote can still be relied on, on a given day.
enum class QuoteStatus
{
    Valid,    ///< valid for more than kExpiringDays more days
    Expiring, ///< ends within kExpiringDays: time to ask the vendor again
    Expired,  ///< its validity ended before the day
    Open,     ///< the quote states no validity
};

class QuoteValidity
{
public:
    /// A quote ending within this many days is shown as expiring (a purchase order usually
    /// takes a few weeks, so a quote ending sooner may not hold for it).
    static constexpr int kExpiringDays = 30;

    /// The status of `quote` on `day` (valid through its valid-until date inclusive).
    static QuoteStatus status(const Quote& quote, const QDate& day);
    /// Days from `day` to the end of validity (0 on the last valid day, negative once expired);
    /// nullopt for an open quote.
    static std::optional<qint64> daysLeft(const Quote& quote, const QDate& day);
    /// "valid", "expiring", "expired", "open": for the CLI's output and tests.
    static std::string_view id(QuoteStatus status);
};

} // namespace fabrictco
