// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/QuoteColumns.h"

namespace fabrictco {

namespace {

struct ColumnName
{
    QuoteColumn column;
    std::string_view name;
};

// Header spellings, compared after normalize(): lower case, single spaces, no "(unit)" suffix.
constexpr std::array<ColumnName, 27> kColumnNames{{
    {QuoteColumn::Item, "item"},
    {QuoteColumn::Item, "item key"},
    {QuoteColumn::Item, "key"},
    {QuoteColumn::Item, "物料"},
    {QuoteColumn::Item, "项目"},
    {QuoteColumn::Item, "物料编码"},
    {QuoteColumn::Vendor, "vendor"},
    {QuoteColumn::Vendor, "supplier"},
    {QuoteColumn::Vendor, "供应商"},
    {QuoteColumn::Vendor, "厂商"},
    {QuoteColumn::UnitPrice, "unit price"},
    {QuoteColumn::UnitPrice, "price"},
    {QuoteColumn::UnitPrice, "单价"},
    {QuoteColumn::UnitPrice, "报价"},
    {QuoteColumn::Currency, "currency"},
    {QuoteColumn::Currency, "币种"},
    {QuoteColumn::Currency, "货币"},
    {QuoteColumn::QuoteDate, "quote date"},
    {QuoteColumn::QuoteDate, "date"},
    {QuoteColumn::QuoteDate, "报价日期"},
    {QuoteColumn::QuoteDate, "日期"},
    {QuoteColumn::Validity, "validity"},
    {QuoteColumn::Validity, "valid until"},
    {QuoteColumn::Validity, "有效期"},
    {QuoteColumn::Validity, "有效期至"},
    {QuoteColumn::Validity, "截止日期"},
    {QuoteColumn::Validity, "expires"},
}};

// Columns a request for quotation (report/RfqExport) writes for the vendor to read: known, so
// not listed as ignored, and not imported. Quantities and spares are one column per year
// ("Quantity, year 3 (spares included)"), so they are known by how they begin; so are the
// buyer's copy's own columns ("Buyer only: price to beat"), should that copy come back.
constexpr std::array<std::string_view, 10> kInformational{
    "plan", "product", "part number", "description", "unit",
    "方案", "产品", "料号", "描述", "单位"};
constexpr std::array<std::string_view, 6> kInformationalPrefixes{
    "quantity", "spares", "数量", "备件", "buyer only", "仅供买方"};

constexpr std::array<QuoteColumns::Required, 4> kRequired{{
    {QuoteColumn::Item, "item (物料/项目)"},
    {QuoteColumn::UnitPrice, "unit price (单价)"},
    {QuoteColumn::Currency, "currency (币种)"},
    {QuoteColumn::QuoteDate, "quote date (报价日期)"},
}};

} // namespace

std::string QuoteColumns::trim(std::string_view s)
{
    const auto begin = s.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos)
        return {};
    const auto end = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(begin, end - begin + 1));
}

namespace {

std::string normalize(std::string_view header)
{
    std::string s = QuoteColumns::trim(header);
    // Drop a trailing unit such as "(USD)" or the full-width "（元）".
    for (std::string_view open : {std::string_view("("), std::string_view("\xEF\xBC\x88")}) {
        const auto at = s.find(open);
        if (at != std::string::npos && at > 0)
            s = QuoteColumns::trim(s.substr(0, at));
    }
    std::string out;
    for (char c : s) {
        if (c == '_' || c == '-' || c == ' ')
            c = ' ';
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        if (c == ' ' && (out.empty() || out.back() == ' '))
            continue;
        out += c;
    }
    return out;
}

} // namespace

std::optional<QuoteColumn> QuoteColumns::of(std::string_view header)
{
    const std::string name = normalize(header);
    for (const auto& candidate : kColumnNames) {
        if (candidate.name == name)
            return candidate.column;
    }
    for (std::string_view known : kInformational) {
        if (name == known)
            return QuoteColumn::Informational;
    }
    for (std::string_view prefix : kInformationalPrefixes) {
        if (name.starts_with(prefix))
            return QuoteColumn::Informational;
    }
    return std::nullopt;
}

const std::array<QuoteColumns::Required, 4>& QuoteColumns::required()
{
    return kRequired;
}


} // namespace fabrictco
