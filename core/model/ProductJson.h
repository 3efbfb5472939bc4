// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Product.h"

#include <QJsonArray>
#include <QJsonObject>

#include <string>
#include <vector>

namespace fabrictco {

/// Reads and writes the "products" array of data/catalog.json. One product per object:
///
///     {"id": "ib-ndr-qm9700", "class": "switch", "fabric": "ib", "name": "...",
///      "ports": 64, "speedGbps": 400, "price": "36000", "currency": "USD",
///      "priceLow": "32000", "priceHigh": "50000", "watts": "750", "wattsLow": "600",
///      "wattsHigh": "1200", "source": "...", "date": "2024", "confidence": "estimate"}
///
/// "fabric" is "ib", "roce" or "both"; "ports" belongs to switches, "twinPort" to optics.
class ProductJson
{
public:
    /// Strict like the catalog entries: a missing or unknown field, a bad number, a range that
    /// does not hold the value, a figure outside price.switch's (etc.) registry range or a
    /// duplicate id throws CatalogError naming `file` and "product N (id)".
    static std::vector<Product> read(const QJsonArray& products, const std::string& file);
    static QJsonObject toJson(const Product& product);
    /// The problem with one product, or an empty string (the checks of read()).
    static std::string check(const Product& product);
};

} // namespace fabrictco
