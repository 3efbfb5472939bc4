// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"
#include "core/model/Catalog.h"
#include "storage/QuoteCsvImporter.h"

#include <string_view>

namespace fabrictco {

/// Vendor quotes for one document: which item keys can be quoted, and adding the rows the user
/// accepted. A quote prices a plan-scoped money parameter of the registry, either for every plan
/// ("price.switch"), for one fabric ("roce.price.switch") or for one plan ("roce-b.price.switch");
/// ParameterResolver then prefers it to the catalog's figure, keeping Quote::origin.
class DocumentQuotes
{
public:
    /// True when `key` names something a quote can price in `content`: a price item, for every
    /// plan, a fabric's or one plan's, or a product of `catalog` ("roce-th5-64x800"), for
    /// every plan or one plan ("roce-b.roce-th5-64x800").
    static bool isQuotableItem(const DocumentContent& content, const Catalog& catalog,
                               std::string_view key);
    /// The item key a quote file's item means: itself, or the product whose vendor part number
    /// it is (in any case), with its plan prefix kept.
    static std::string canonicalItem(const Catalog& catalog, std::string_view written);
    /// An importer that rejects rows the document could not hold: unknown items, currencies
    /// other than the model's (CNY, USD), prices above the parameter's maximum.
    static QuoteCsvImporter importerFor(const DocumentContent& content, const Catalog& catalog);
    /// Adds the accepted quotes (the user said yes) to the document; a quote identical to one
    /// already there (same item, vendor, price and dates) is not added twice. Returns how many
    /// were added.
    static int accept(DocumentContent& content, const QuoteImport& import);
    /// `scenario` without the quotes identical to `import`'s accepted ones: the document as it
    /// was before this file, when the file was imported already (its typed values that the
    /// file's quotes shadow are then found again).
    static Scenario withoutImported(Scenario scenario, const QuoteImport& import);
    /// True when `content` already holds a quote identical to `quote` (accept() skips it).
    static bool holds(const DocumentContent& content, const Quote& quote);
    /// Whether `quote`, alone, prices an input of one of the document's plans. A product no
    /// plan picked (or not the plan its key names) prices none yet: the import says so.
    static bool pricesAPlan(const DocumentContent& content, const Quote& quote);
};

} // namespace fabrictco
