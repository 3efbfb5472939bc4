// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterValue.h"

#include <string>

namespace fabrictco {

/// A catalog figure the user added or edited in this document (a new switch model, a local
/// price). It takes precedence over the default catalog's entry with the same key, and keeps
/// where it came from, as every catalog figure does.
struct UserCatalogItem
{
    std::string key; ///< catalog/parameter key, e.g. "roce.price.switch"
    ParameterValue value;
    std::string unit;   ///< e.g. "per switch", "W", "%"; free text for people
    std::string source; ///< who or what gave the figure ("vendor A price list", "our PO 2026-114")
    std::string asOf;   ///< ISO 8601 date the figure was valid, "2026-11-02"
    std::string note;
    friend bool operator==(const UserCatalogItem&, const UserCatalogItem&) = default;
};

} // namespace fabrictco
