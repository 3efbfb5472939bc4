// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

#include <optional>
#include <string_view>

namespace fabrictco {

/// The user's own catalog items of a document: add, edit and remove with the same rules the
/// default catalog follows (Catalog::checkEntry), so a document never holds an item it could not
/// save. The default catalog (data/) stays read-only; Catalog::withUserEntries lays these items
/// over it (the CLI through ScenarioSource::catalogFor, the GUI through ScenarioDocument).
class DocumentCatalog
{
public:
    /// Adds the entry, or replaces the item with the same key and fabric. Throws DocumentError
    /// naming the problem (unknown key, value out of range, missing source or date).
    static void addOrReplace(DocumentContent& content, CatalogEntry entry);
    /// Removes the item with this key and fabric; false when there was none.
    static bool remove(DocumentContent& content, std::string_view key,
                       std::optional<Fabric> fabric);
};

} // namespace fabrictco
