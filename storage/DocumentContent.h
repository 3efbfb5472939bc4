// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/Scenario.h"

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
    /// The user's own catalog figures (a new switch model, a local price), with source, date and
    /// confidence like every catalog figure. They take precedence over the default catalog's
    /// entry with the same key and fabric: apply them with Catalog::addOrReplace.
    std::vector<CatalogEntry> userCatalog;
    friend bool operator==(const DocumentContent&, const DocumentContent&) = default;
};

} // namespace fabrictco
