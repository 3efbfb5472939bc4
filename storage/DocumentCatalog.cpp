// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentCatalog.h"

#include "core/model/Catalog.h"
#include "storage/DocumentError.h"

#include <algorithm>

namespace fabrictco {

void DocumentCatalog::addOrReplace(DocumentContent& content, CatalogEntry entry)
{
    const std::string where = "catalog item \"" + entry.key.substr(0, 60) + "\"";
    if (const std::string problem = Catalog::checkEntry(entry); !problem.empty())
        throw DocumentError(where + ": " + problem);
    // A figure without provenance is what the catalog exists to avoid.
    if (entry.source.empty())
        throw DocumentError(where + ": needs a source (who or what gave the figure)");
    if (entry.date.empty())
        throw DocumentError(where + ": needs a date");
    // The document keeps no speed (catalog_item has no column for it): the user's figure is
    // the price at every link speed, as Catalog::withUserEntries lays it.
    entry.speedGbps.reset();
    auto& items = content.userCatalog;
    const auto same = std::find_if(items.begin(), items.end(), [&](const CatalogEntry& e) {
        return e.key == entry.key && e.fabric == entry.fabric;
    });
    if (same != items.end())
        *same = std::move(entry);
    else
        items.push_back(std::move(entry));
}

bool DocumentCatalog::remove(DocumentContent& content, std::string_view key,
                             std::optional<Fabric> fabric)
{
    auto& items = content.userCatalog;
    const auto before = items.size();
    std::erase_if(items, [&](const CatalogEntry& e) { return e.key == key && e.fabric == fabric; });
    return items.size() != before;
}

} // namespace fabrictco
