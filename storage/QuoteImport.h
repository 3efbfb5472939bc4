// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Quote.h"

#include <string>
#include <vector>

namespace fabrictco {

/// A CSV row that cannot become a quote, and why ("unknown item key \"x.y\"", "bad price
/// \"12,5\"").
struct RejectedQuoteRow
{
    int line = 0;
    std::string reason;
    friend bool operator==(const RejectedQuoteRow&, const RejectedQuoteRow&) = default;
};

/// What a quote CSV holds: rows that became quotes (with the line each came from) and rows that
/// did not. Nothing is in any document until the caller adds `accepted` to it.
struct QuoteImport
{
    std::vector<Quote> accepted;
    std::vector<int> acceptedLines; ///< parallel to `accepted`
    std::vector<RejectedQuoteRow> rejected;
    char delimiter = ',';
    std::vector<std::string> ignoredColumns; ///< header cells that are not quote columns
};

} // namespace fabrictco
