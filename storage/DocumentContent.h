// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "storage/UserCatalogItem.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Everything one `.fabrictco` document holds: the scenario (metadata, cluster, presets, plans
/// with their overrides and uncertainty, quotes with provenance) plus the user's own catalog
/// items and the version of the default catalog the figures were taken from.
struct DocumentContent
{
    Scenario scenario;
    /// Version string of the default catalog in use when the document was saved (e.g.
    /// "2026.11"); empty when unknown. Lets the program warn when defaults have changed since.
    std::string catalogVersion;
    std::vector<UserCatalogItem> userCatalog;
    friend bool operator==(const DocumentContent&, const DocumentContent&) = default;
};

} // namespace fabrictco
