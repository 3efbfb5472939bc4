// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/QuoteCsvImporter.h"

#include "core/common/TextLength.h"
#include "storage/CsvReader.h"
#include "storage/DocumentValidator.h"
#include "storage/IsoDate.h"
#include "storage/QuoteColumns.h"
#include "storage/Utf8.h"
#include "storage/XlsxSheetReader.h"

#include <QDate>
#include <QString>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <tuple>

namespace fabrictco {

namespace {

using Column = QuoteColumn;

std::string trim(std::string_view s)
{
    return QuoteColumns::trim(s);
}

/// A text from the file as a reason quotes it: at most 40 characters.
std::string cut(std::string_view text)
{
    return std::string(text.substr(0, 40)) + (text.size() > 40 ? "..." : "");
}

std::string shown(std::string_view text)
{
    return "\"" + cut(text) + "\"";
}

/// A rejected row's reason, in English and as data.
struct Rejection
{
    std::string reason;
    QuoteRowProblem problem = QuoteRowProblem::Malformed;
    std::vector<std::string> args;
    std::optional<ValidationProblem> rule = std::nullopt;
};

/// "1234.5", "1,234.50" (grouping only in threes), at most nine decimals, not negative. The
/// ceiling is the priced item's own (the quote check, as in the window and `set`).
std::optional<Decimal> parsePrice(const std::string& text, Rejection& why)
{
    static const std::regex grouped(R"(^\d{1,3}(,\d{3})+(\.\d+)?$)");
    std::string plain = text;
    if (plain.find(',') != std::string::npos) {
        if (!std::regex_match(plain, grouped)) {
            why = {"bad unit price " + shown(text) + " (write decimals with a point: 1234.50)",
                   QuoteRowProblem::PriceNotDecimal,
                   {cut(text)}};
            return std::nullopt;
        }
        std::erase(plain, ',');
    }
    const auto value = Decimal::tryParse(plain);
    if (!value) {
        why = {"bad unit price " + shown(text) +
                   " (not an exact decimal number, at most 9 decimals)",
               QuoteRowProblem::PriceNotExact,
               {cut(text)}};
        return std::nullopt;
    }
    if (value->isNegative()) {
        why = {"unit price " + shown(text) + " must not be negative",
               QuoteRowProblem::PriceNegative,
               {cut(text)}};
        return std::nullopt;
    }
    if (*value > Decimal(DocumentValidator::kMaxMagnitude)) {
        why = {"unit price " + shown(text) + " is larger than 10^12",
               QuoteRowProblem::PriceTooLarge,
               {cut(text)}};
        return std::nullopt;
    }
    return value;
}

std::optional<Currency> parseCurrency(const std::string& text)
{
    std::string code = text;
    for (char& c : code) {
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    }
    if (code == "RMB" || code == "人民币" || code == "元")
        code = "CNY";
    else if (code == "美元")
        code = "USD";
    // Only the currencies a plan can be priced in: "EUR" is refused here, with the value, rather
    // than by the cost model's rule later without it.
    if (code != "CNY" && code != "USD")
        return std::nullopt;
    return Currency::tryFromCode(code);
}

/// A date, or a duration after the quote date: "90 days", "90天", "90日".
std::optional<std::string> parseValidity(const std::string& text, const std::string& quoteDate)
{
    if (auto date = IsoDate::normalize(text))
        return date;
    // "90 days", "90 Days", "90 DAYS": headers are read case-insensitively, and so is this.
    static const std::regex days(R"(^(\d{1,4})\s*(days?|d|天|日)$)", std::regex::icase);
    std::smatch match;
    if (!std::regex_match(text, match, days))
        return std::nullopt;
    const int count = std::stoi(match[1].str());
    const QDate start = QDate::fromString(QString::fromStdString(quoteDate), Qt::ISODate);
    if (count < 1 || !start.isValid())
        return std::nullopt;
    return IsoDate::normalize(start.addDays(count).toString(Qt::ISODate).toStdString());
}

} // namespace

QuoteCsvImporter::QuoteCsvImporter(ItemCheck isKnownItem, QuoteCheck check)
    : m_isKnownItem(std::move(isKnownItem)), m_check(std::move(check))
{
}

namespace {

/// The same quote twice (a row pasted twice) is imported once; rows for one item and vendor
/// that disagree (1.00 against 228,000.50 USD) are all refused, each naming the first it
/// disagrees with. Without this the latest date, or the last line, won without a word.
void settleRepeatsAndConflicts(QuoteImport& result, const std::vector<Quote>& held)
{
    const auto same = [](const Quote& a, const Quote& b) {
        return a.unitPrice == b.unitPrice && a.quoteDate == b.quoteDate &&
               a.validUntil == b.validUntil;
    };
    const auto price = [](const Quote& q) {
        return q.unitPrice.toString() + " " + q.unitPrice.currency().code();
    };
    std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> byItemAndVendor;
    for (std::size_t i = 0; i < result.accepted.size(); ++i)
        byItemAndVendor[{result.accepted[i].itemKey, result.accepted[i].vendor}].push_back(i);
    std::vector<bool> keep(result.accepted.size(), true);
    for (const auto& [key, rows] : byItemAndVendor) {
        for (std::size_t a = 0; a < rows.size(); ++a) {
            const Quote& quote = result.accepted[rows[a]];
            const auto differing = std::find_if(rows.begin(), rows.end(), [&](std::size_t b) {
                return !same(quote, result.accepted[b]);
            });
            if (differing != rows.end()) {
                keep[rows[a]] = false;
                const Quote& other = result.accepted[*differing];
                const std::string line = std::to_string(result.acceptedLines[*differing]);
                result.rejected.push_back(
                    {result.acceptedLines[rows[a]],
                     "conflicts with line " + line + " (the same item and vendor at " +
                         price(other) + ", dated " + other.quoteDate +
                         "); neither is imported: keep the right one",
                     QuoteRowProblem::Conflicting,
                     {line, price(other), price(quote)}});
            } else if (a > 0) {
                keep[rows[a]] = false; // the same as the group's first row
                result.repeatedLines.emplace_back(result.acceptedLines[rows[a]],
                                                  result.acceptedLines[rows.front()]);
            }
        }
    }
    // Against the document: the same vendor's other price for the same item on the same day.
    for (std::size_t i = 0; i < result.accepted.size(); ++i) {
        if (!keep[i])
            continue;
        const Quote& quote = result.accepted[i];
        const auto clash = std::find_if(held.begin(), held.end(), [&](const Quote& h) {
            return h.itemKey == quote.itemKey && h.vendor == quote.vendor &&
                   h.quoteDate == quote.quoteDate && !same(h, quote);
        });
        if (clash == held.end())
            continue;
        keep[i] = false;
        result.rejected.push_back(
            {result.acceptedLines[i],
             "conflicts with the quote the document holds from the same vendor for the same "
             "item and day (" +
                 price(*clash) + "); remove one of them",
             QuoteRowProblem::ConflictingHeld,
             {price(*clash), clash->quoteDate}});
    }
    QuoteImport settled;
    for (std::size_t i = 0; i < result.accepted.size(); ++i) {
        if (!keep[i])
            continue;
        settled.accepted.push_back(std::move(result.accepted[i]));
        settled.acceptedLines.push_back(result.acceptedLines[i]);
    }
    result.accepted = std::move(settled.accepted);
    result.acceptedLines = std::move(settled.acceptedLines);
    std::sort(result.rejected.begin(), result.rejected.end(),
              [](const RejectedQuoteRow& x, const RejectedQuoteRow& y) { return x.line < y.line; });
    std::sort(result.repeatedLines.begin(), result.repeatedLines.end());
}

} // namespace

QuoteImport QuoteCsvImporter::read(std::string_view bytes, const std::string& source) const
{
    if (bytes.size() > kMaxBytes)
        throw QuoteImportError(QuoteFileProblem::TooLarge, std::to_string(kMaxBytes >> 20),
                               "the file is larger than " + std::to_string(kMaxBytes >> 20) +
                                   " MiB");
    if (XlsxSheetReader::looksLikeWorkbook(bytes)) {
        try {
            // One record past the most rows: enough to say the sheet has too many.
            return readTable(XlsxSheetReader::read(QByteArray(bytes.data(), qsizetype(bytes.size())),
                                                   kMaxRows + 2),
                             source);
        } catch (const XlsxReadError& e) {
            throw QuoteImportError(QuoteFileProblem::NotAWorkbook, e.what(), e.what());
        }
    }
    // A file named .xlsx that is text: say what it is not, rather than what its "header" lacks.
    if (const std::string_view name(source);
        name.size() >= 5 && QString::fromUtf8(name.substr(name.size() - 5))
                                    .compare(QLatin1String(".xlsx"), Qt::CaseInsensitive) == 0) {
        const std::string why = "the file is named .xlsx but is not an XLSX workbook (no zip "
                                "archive): save it from the spreadsheet as an Excel workbook";
        throw QuoteImportError(QuoteFileProblem::NotAWorkbook, why, why);
    }
    if (!Utf8::isValid(bytes)) {
        throw QuoteImportError(
            QuoteFileProblem::NotUtf8, {},
            "the file is not UTF-8 text (in Excel or WPS, save it as \"CSV UTF-8\")");
    }
    return readTable(CsvReader::parse(bytes), source);
}

QuoteImport QuoteCsvImporter::readTable(const CsvTable& table, const std::string& source) const
{
    if (table.records.empty())
        throw QuoteImportError(QuoteFileProblem::NoHeader, {}, "the file has no header line");
    if (table.records.size() > kMaxRows + 1)
        throw QuoteImportError(QuoteFileProblem::TooManyRows, std::to_string(kMaxRows),
                               "the file has more than " + std::to_string(kMaxRows) + " rows");

    QuoteImport result;
    result.delimiter = table.delimiter;
    // A row the document already holds adds nothing: it takes none of the room left (importing
    // the same full list twice rejected its rows as "the document is full").
    using Identity = std::tuple<std::string, std::string, std::string, std::string, std::string>;
    const auto identity = [](const Quote& q) {
        return Identity{q.itemKey, q.vendor, q.unitPrice.toString() + q.unitPrice.currency().code(),
                        q.quoteDate, q.validUntil};
    };
    std::set<Identity> held;
    for (const Quote& quote : m_held)
        held.insert(identity(quote));
    std::size_t added = 0;
    const CsvRecord& header = table.records.front();
    if (!header.error.empty())
        throw QuoteImportError(QuoteFileProblem::MalformedHeader, header.error,
                               "header line: " + header.error);
    std::map<Column, std::size_t> index;
    for (std::size_t i = 0; i < header.fields.size(); ++i) {
        const auto column = QuoteColumns::of(header.fields[i]);
        if (column == QuoteColumn::Informational)
            continue;
        if (!column) {
            if (!trim(header.fields[i]).empty())
                result.ignoredColumns.push_back(trim(header.fields[i]));
            continue;
        }
        if (!index.emplace(*column, i).second)
            throw QuoteImportError(QuoteFileProblem::DuplicateColumn, trim(header.fields[i]),
                                   "header line: column " + shown(trim(header.fields[i])) +
                                       " appears twice");
    }
    for (const auto& [column, name] : QuoteColumns::required()) {
        if (index.find(column) == index.end())
            throw QuoteImportError(QuoteFileProblem::MissingColumn, std::string(name),
                                   "header line: no " + std::string(name) + " column");
    }

    // A day's grace: the vendor may already be a day ahead in its time zone.
    const QDate todayDate = m_today.empty()
                                ? QDate::currentDate()
                                : QDate::fromString(QString::fromStdString(m_today), Qt::ISODate);
    const std::string today = todayDate.toString(Qt::ISODate).toStdString();
    const std::string latestQuoteDate = todayDate.addDays(1).toString(Qt::ISODate).toStdString();
    for (std::size_t r = 1; r < table.records.size(); ++r) {
        const CsvRecord& record = table.records[r];
        auto reject = [&](Rejection why) {
            result.rejected.push_back({record.line, std::move(why.reason), why.problem,
                                       std::move(why.args), std::move(why.rule)});
        };
        if (!record.error.empty()) {
            reject({record.error, QuoteRowProblem::Malformed, {record.error}});
            continue;
        }
        if (record.fields.size() != header.fields.size()) {
            const std::size_t count = record.fields.size();
            reject({"has " + std::to_string(count) + (count == 1 ? " field" : " fields") +
                        " where the header has " + std::to_string(header.fields.size()),
                    QuoteRowProblem::FieldCount,
                    {std::to_string(count), std::to_string(header.fields.size())}});
            continue;
        }
        auto cell = [&](Column column) {
            const auto at = index.find(column);
            return at == index.end() ? std::string() : trim(record.fields[at->second]);
        };
        if (cell(Column::UnitPrice).empty()) {
            // A line of a request for quotation the vendor did not price (vendors often fill
            // their name, currency and date down every line), or an empty row.
            if (!cell(Column::Item).empty())
            {
                result.unquotedLines.push_back(record.line);
                result.unquotedItems.push_back(cell(Column::Item));
            }
            continue;
        }
        Quote quote;
        quote.itemKey = cell(Column::Item);
        if (m_itemNames && !quote.itemKey.empty())
            quote.itemKey = m_itemNames(quote.itemKey);
        if (quote.itemKey.empty()) {
            reject({"no item key", QuoteRowProblem::NoItem, {}});
            continue;
        }
        if (!DocumentValidator::isQuoteItemKey(quote.itemKey) ||
            (m_isKnownItem && !m_isKnownItem(quote.itemKey))) {
            reject({"unknown item key " + shown(quote.itemKey),
                    QuoteRowProblem::UnknownItem,
                    {cut(quote.itemKey)}});
            continue;
        }
        quote.vendor = cell(Column::Vendor);
        if (characterCount(quote.vendor) > kMaxVendorCharacters) {
            const std::string most = std::to_string(kMaxVendorCharacters);
            reject({"vendor name is longer than " + most + " characters",
                    QuoteRowProblem::VendorTooLong,
                    {most}});
            continue;
        }
        Rejection priceProblem;
        const auto price = parsePrice(cell(Column::UnitPrice), priceProblem);
        if (!price) {
            reject(std::move(priceProblem));
            continue;
        }
        const std::string currencyText = cell(Column::Currency);
        const auto currency = parseCurrency(currencyText);
        if (!currency) {
            reject({"bad currency " + shown(currencyText) + " (use CNY or USD)",
                    QuoteRowProblem::BadCurrency,
                    {cut(currencyText)}});
            continue;
        }
        quote.unitPrice = Money(*price, *currency);
        const std::string dateText = cell(Column::QuoteDate);
        const auto date = IsoDate::normalize(dateText);
        static const std::regex dateShape(R"(^(\d{4})-\d{1,2}-\d{1,2}$)");
        std::smatch shape;
        if (!date && std::regex_match(dateText, shape, dateShape) &&
            shape[1].str() > latestQuoteDate.substr(0, 4)) {
            // Written right, but a year no quote can have been given in yet (9999-12-31).
            reject({"quote date " + dateText + " is in the future (today is " + today +
                        "): a quote is dated when it was given",
                    QuoteRowProblem::DateInFuture,
                    {cut(dateText), today}});
            continue;
        }
        if (!date && std::regex_match(dateText, dateShape)) {
            reject({"quote date " + shown(dateText) + " is no day of the calendar",
                    QuoteRowProblem::NoSuchDay,
                    {cut(dateText)}});
            continue;
        }
        if (!date) {
            reject({"bad quote date " + shown(dateText) + " (write 2026-11-02)",
                    QuoteRowProblem::BadQuoteDate,
                    {cut(dateText)}});
            continue;
        }
        quote.quoteDate = *date;
        if (quote.quoteDate > latestQuoteDate) {
            reject({"quote date " + quote.quoteDate + " is in the future (today is " + today +
                        "): a quote is dated when it was given",
                    QuoteRowProblem::DateInFuture,
                    {quote.quoteDate, today}});
            continue;
        }
        const std::string validityText = cell(Column::Validity);
        if (!validityText.empty()) {
            const auto until = parseValidity(validityText, quote.quoteDate);
            if (!until) {
                reject({"bad validity " + shown(validityText) +
                            " (a date such as 2027-01-31, or \"90 days\")",
                        QuoteRowProblem::BadValidity,
                        {cut(validityText)}});
                continue;
            }
            if (*until < quote.quoteDate) {
                reject({"validity " + *until + " is before the quote date " + quote.quoteDate,
                        QuoteRowProblem::ValidityTooEarly,
                        {*until, quote.quoteDate}});
                continue;
            }
            quote.validUntil = *until;
        }
        quote.origin = source + " line " + std::to_string(record.line);
        if (m_check) {
            if (std::optional<ValidationProblem> rule = m_check(quote)) {
                // Named as the file's columns are, with what the row says.
                const std::string field =
                    rule->field == "unitPrice" ? "unit price " + shown(cell(Column::UnitPrice))
                    : rule->field == "itemKey" ? "item " + shown(quote.itemKey)
                                               : rule->field;
                const std::string problem = field + " " + rule->message;
                reject({problem, QuoteRowProblem::ModelRule, {problem}, std::move(rule)});
                continue;
            }
        }
        const bool isNew = !held.contains(identity(quote));
        if (isNew && added >= m_capacity) {
            const std::string most = std::to_string(DocumentValidator::kMaxQuotes);
            reject({"the document is full: it holds at most " + most + " quotes",
                    QuoteRowProblem::DocumentFull,
                    {most}});
            continue;
        }
        added += isNew ? 1 : 0;
        result.accepted.push_back(std::move(quote));
        result.acceptedLines.push_back(record.line);
    }
    settleRepeatsAndConflicts(result, m_held);
    return result;
}

} // namespace fabrictco
