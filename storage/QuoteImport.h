// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Quote.h"
#include "core/model/ScenarioValidator.h"

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// Why a CSV row cannot become a quote, as a code: the window words it in its language
/// (ui/plans/QuoteRejectionText), the CLI prints RejectedQuoteRow::reason.
enum class QuoteRowProblem
{
    Malformed,        ///< args: the CSV reader's English message
    FieldCount,       ///< args: fields in the row, fields in the header
    NoItem,           ///< no args
    UnknownItem,      ///< args: the key as written
    VendorTooLong,    ///< args: the longest vendor name, in characters
    PriceNotDecimal,  ///< args: the price as written (a comma that is not a thousands separator)
    PriceNotExact,    ///< args: the price as written
    PriceNegative,    ///< args: the price as written
    PriceTooLarge,    ///< args: the price as written
    BadCurrency,      ///< args: the currency as written
    BadQuoteDate,     ///< args: the date as written
    NoSuchDay,        ///< args: the date as written (2026-02-30: the form is right, the day not)
    BadValidity,      ///< args: the validity as written
    ValidityTooEarly, ///< args: valid until, quote date
    ModelRule,        ///< args: the model's English reason; `rule` the same as data
    DocumentFull,     ///< args: the most quotes a document holds
    DateInFuture,     ///< args: the quote date, today (a quote is dated when it was given)
    Conflicting,      ///< args: the other line; its price; this row's price (same item, vendor)
    ConflictingHeld,  ///< args: the held quote's price; its date (same item, vendor and day)
};

/// A CSV row that cannot become a quote, and why: `reason` in English ("unknown item key
/// \"x.y\"", "bad unit price \"12,5\" ..."), `problem` and `args` the same as data. Texts
/// from the file in `args` are cut to 40 characters, as in `reason`.
struct RejectedQuoteRow
{
    int line = 0;
    std::string reason;
    QuoteRowProblem problem = QuoteRowProblem::Malformed;
    std::vector<std::string> args;
    /// ModelRule: the scenario validator's problem, its field the quote's ("unitPrice").
    std::optional<ValidationProblem> rule = std::nullopt;
    friend bool operator==(const RejectedQuoteRow&, const RejectedQuoteRow&) = default;
};

/// What a quote CSV holds: rows that became quotes (with the line each came from) and rows that
/// did not. Nothing is in any document until the caller adds `accepted` to it.
struct QuoteImport
{
    std::vector<Quote> accepted;
    std::vector<int> acceptedLines; ///< parallel to `accepted`
    std::vector<RejectedQuoteRow> rejected;
    /// Rows that repeat an earlier row exactly (same item, vendor, price and dates): the quote
    /// is imported once, from the earlier line. Pairs of (line, the line it repeats).
    std::vector<std::pair<int, int>> repeatedLines;
    /// Rows that name an item but give no unit price: lines of a request for quotation the
    /// vendor did not quote. Neither imported nor an error.
    std::vector<int> unquotedLines;
    std::vector<std::string> unquotedItems; ///< their item, as written (parallel)
    char delimiter = ',';
    std::vector<std::string> ignoredColumns; ///< header cells that are not quote columns
};

} // namespace fabrictco
