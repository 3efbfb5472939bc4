// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/Product.h"

#include <QString>

#include <string_view>

namespace fabrictco {

/// A catalog entry's or product's source and note in the installed language: the bundled
/// translation (data/catalog.<language>.json, CatalogTranslation) when it has one for the text
/// as it stands, else the catalog's English (a user's own entry, a newer source). Plain text.
class CatalogText
{
public:
    static QString source(const CatalogEntry& entry);
    static QString note(const CatalogEntry& entry);
    /// Who says the product's price (and its watts, unless wattsSource says otherwise).
    static QString source(const Product& product);
    /// Who says its watts where that is another source; empty where source() says both.
    static QString wattsSource(const Product& product);
    /// Who says the product's figure for `key` (ProductKeys::source).
    static QString source(const Product& product, std::string_view key);
    static QString note(const Product& product);
};

} // namespace fabrictco
