// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterValue.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Which plan inputs a document's vendor quotes price, following ParameterResolver's choice of
/// quote ("<plan>.<key>" before "<fabric>.<key>" before "<key>", then the latest date).
class QuoteUsage
{
public:
    /// What a quote's item key names: the parameter, and the fabric id or plan id it is limited
    /// to ("" for every plan). "ib.price.switch" is {"ib", "price.switch"}. A key that names a
    /// catalog product instead ("roce-th5-64x800", "roce-b.roce-th5-64x800", issue 35) has its
    /// product id and no key: it prices that product's price in every plan (or the one plan)
    /// that uses it. "<plan>:<key or product>" names that plan only, whatever its id: the RFQ's
    /// keys, since the default plans' ids "ib" and "roce" are also fabric ids.
    struct Target
    {
        std::string scope;
        bool planOnly = false; ///< the scope is a plan's id, never a fabric's
        std::string key;
        std::string productId;
        bool isProduct() const { return !productId.empty(); }
    };
    static Target targetOf(std::string_view itemKey);

    /// One plan input a quote prices.
    struct Use
    {
        std::string planId;
        std::string key; ///< the ParameterRegistry key, e.g. "price.switch"
        /// The user's own value for that input is used instead of the quote.
        bool shadowedByTypedValue = false;
        friend bool operator==(const Use&, const Use&) = default;
    };
    /// For each quote (parallel to scenario.quotes), the inputs it prices, by plan then key.
    /// A quote that another, more specific or later, quote beats has none.
    static std::vector<std::vector<Use>> of(const Scenario& scenario);

    /// An input that the user typed and for which `after` brings a quote `before` did not have:
    /// importing quotes should ask which one to keep.
    struct Conflict
    {
        std::string planId;
        std::string key;
        ParameterValue typed;
        std::size_t quoteIndex = 0; ///< into after.quotes
        friend bool operator==(const Conflict&, const Conflict&) = default;
    };
    static std::vector<Conflict> conflicts(const Scenario& before, const Scenario& after);
    /// The user chose the quotes of `chosen` over their typed values: the typed value and the
    /// range given with it are removed, so the quote is priced as quoted, firm.
    static void useQuotes(Scenario& scenario, const std::vector<Conflict>& chosen);
};

} // namespace fabrictco
