// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/CsvReader.h"
#include "storage/QuoteImport.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Why a CSV file as a whole cannot be imported.
enum class QuoteFileProblem
{
    TooLarge,        ///< arg: the most MiB
    NotUtf8,         ///< saved in a legacy code page
    NoHeader,        ///< an empty file
    TooManyRows,     ///< arg: the most rows
    MalformedHeader, ///< arg: the CSV reader's English
    DuplicateColumn, ///< arg: the column as written
    MissingColumn,   ///< arg: the required column's name
    NotAWorkbook,    ///< arg: the XLSX reader's English (XlsxReadError)
};

/// The CSV file as a whole cannot be imported (no header, a required column missing, not UTF-8).
/// what() is the English the CLI prints; the window words problem() and arg() (QuoteRejectionText).
class QuoteImportError : public std::runtime_error
{
public:
    QuoteImportError(QuoteFileProblem problem, std::string arg, const std::string& english)
        : std::runtime_error(english), m_problem(problem), m_arg(std::move(arg))
    {
    }
    QuoteFileProblem problem() const { return m_problem; }
    const std::string& arg() const { return m_arg; }

private:
    QuoteFileProblem m_problem;
    std::string m_arg;
};

/// Reads vendor quotes from CSV or from an XLSX workbook's first sheet (XlsxSheetReader); the
/// columns are documented in storage/QUOTES.md. Headers may be English or Chinese, a CSV file
/// UTF-8 with or without BOM, comma- or semicolon-separated. Every
/// row is either accepted as a Quote (origin "<source> line N"), rejected with its line and
/// reason, or a repeat of an earlier row (imported once). Rows for the same item and vendor
/// that differ in price or dates are all rejected, each naming another: which one holds is for
/// the buyer to say, not for the order of the lines.
class QuoteCsvImporter
{
public:
    static constexpr std::size_t kMaxBytes = 16u << 20;
    /// As many rows as a document can hold quotes (DocumentValidator::kMaxQuotes).
    static constexpr std::size_t kMaxRows = 10'000;
    /// A vendor's name, in characters (characterCount).
    static constexpr std::size_t kMaxVendorCharacters = 200;

    /// Decides whether an item key names something the catalog (default or user) prices.
    using ItemCheck = std::function<bool(std::string_view key)>;

    /// Further rules on a complete quote (the model's currencies and price ceilings); returns an
    /// empty string when the quote is acceptable, else the reason to reject its row.
    using QuoteCheck = std::function<std::optional<ValidationProblem>(const Quote& quote)>;

    /// Without checks every well-formed key and quote is accepted.
    explicit QuoteCsvImporter(ItemCheck isKnownItem = {}, QuoteCheck check = {});

    /// How many more quotes the document can take: rows past it are rejected, so what the
    /// preview and --dry-run accept is what can be saved.
    void setCapacity(std::size_t quotes) { m_capacity = quotes; }
    /// The day quote dates are checked against ("YYYY-MM-DD"; default: today). A quote dated
    /// more than a day after it is refused: a quote is dated when it was given, and the
    /// latest-dated quote sets the price, so a date in the future would always win.
    void setToday(std::string today) { m_today = std::move(today); }
    /// The quotes the document holds already: a row for the same item, vendor and day at
    /// another price is refused (the document would hold two answers for one offer). A row
    /// identical to one of them is accepted; DocumentQuotes::accept() does not add it twice.
    void setHeldQuotes(std::vector<Quote> quotes) { m_held = std::move(quotes); }
    /// What a row's item means before it is checked: a product's part number becomes its
    /// catalog id (DocumentQuotes::canonicalItem). Without it the item is taken as written.
    using ItemNames = std::function<std::string(std::string_view written)>;
    void setItemNames(ItemNames names) { m_itemNames = std::move(names); }

    /// `bytes`: CSV text, or an XLSX workbook (told by its zip signature). `source` names the
    /// file in each quote's origin ("quotes-acme.csv line 4"). Throws QuoteImportError.
    QuoteImport read(std::string_view bytes, const std::string& source) const;
    /// The rows of a table already split (the first record is the header).
    QuoteImport readTable(const CsvTable& table, const std::string& source) const;

private:
    ItemCheck m_isKnownItem;
    QuoteCheck m_check;
    std::size_t m_capacity = kMaxRows;
    std::string m_today;
    std::vector<Quote> m_held;
    ItemNames m_itemNames;
};

} // namespace fabrictco
