// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"

#include <string>

namespace fabrictco {

/// A vendor's quoted unit price for a catalog item. In a document it overrides the catalog's
/// price for that item and keeps its provenance for the report.
struct Quote
{
    std::string itemKey; ///< catalog/parameter key of the priced item, e.g. "ib.price.switch"
    std::string vendor;
    Money unitPrice = Money::zero(Currency::usd());
    std::string quoteDate;  ///< ISO 8601 date, "2026-11-02"
    std::string validUntil; ///< ISO 8601 date, or empty when not stated
    std::string origin;     ///< where it came from, e.g. "quotes-acme.csv line 4"
    friend bool operator==(const Quote&, const Quote&) = default;
};

} // namespace fabrictco
