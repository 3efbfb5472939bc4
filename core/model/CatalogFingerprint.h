// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"

#include <string>

namespace fabrictco {

/// What ties a figure to the catalog it was priced from: a short version derived from the
/// catalog's content and the date of its newest source. Printed by `fabrictco-cli show`, stored
/// in documents and printed on reports, so a reader can tell two price lists apart.
struct CatalogFingerprint
{
    /// The first 12 hex digits of the SHA-256 of the catalog document (Catalog::toJson): the
    /// same entries give the same version on every machine.
    static std::string version(const Catalog& catalog);
    /// The latest source date of any entry ("2026-11"), or an empty string.
    static std::string latestDate(const Catalog& catalog);
};

} // namespace fabrictco
