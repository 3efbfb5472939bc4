// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ScenarioValidator.h"
#include "storage/DocumentContent.h"

#include <string_view>

namespace fabrictco {

/// The ranges a document's values must respect, checked on open (the file may come from anyone)
/// and before save (so that every saved file opens again). These are the format's sanity bounds
/// (no negative node counts, no price of 10^20, sizes that cannot exhaust memory), followed by
/// the model's own rules (ScenarioValidator: known keys, registry ranges; Catalog::checkEntry
/// for the user's catalog items).
class DocumentValidator
{
public:
    /// Largest magnitude of any stored decimal or amount: a trillion currency units.
    static constexpr std::int64_t kMaxMagnitude = 1'000'000'000'000;
    /// Quotes one document holds; an import beyond it is refused before anything is added.
    static constexpr std::size_t kMaxQuotes = 10'000;
    static constexpr int kMaxPlans = 16;

    /// Throws DocumentError naming the first value out of range.
    static void check(const DocumentContent& content);

    /// Plan ids: 1..32 characters of [a-z0-9-].
    static bool isPlanId(std::string_view id);
    /// Parameter and catalog keys: 1..128 characters of [a-z0-9._-], starting with a letter or
    /// digit.
    static bool isKey(std::string_view key);
    /// A quote's item key: a key, or "<plan id>:<key>" (that plan only, issue 35).
    static bool isQuoteItemKey(std::string_view key);
};

} // namespace fabrictco
