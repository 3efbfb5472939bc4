// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// A column of a quote file (storage/QUOTES.md).
enum class QuoteColumn
{
    Item,
    Vendor,
    UnitPrice,
    Currency,
    QuoteDate,
    Validity,
    /// A column a request for quotation writes for the vendor to read (plan, product, part
    /// number, description, quantities, spares, unit): known, not imported, not listed as
    /// ignored, and allowed more than once (one quantity column per year).
    Informational,
};

/// What a quote file's header cells mean, English or Chinese: case, "_", "-" and repeated
/// spaces do not matter, nor a unit or hint in brackets after the name ("Unit price (USD)",
/// "单价（元）", "Item (do not change)").
class QuoteColumns
{
public:
    static std::optional<QuoteColumn> of(std::string_view header);

    /// A column every quote file needs, and how a message names it.
    struct Required
    {
        QuoteColumn column;
        std::string_view name; ///< "item (物料/项目)"
    };
    static const std::array<Required, 4>& required();

    /// `s` without leading and trailing spaces, tabs and line breaks.
    static std::string trim(std::string_view s);
};

} // namespace fabrictco
