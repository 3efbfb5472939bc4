// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"

#include <QString>
#include <QStringList>

namespace fabrictco {

/// The catalog an organisation installs beside the bundled one: its company-wide prices (a
/// framework agreement, a negotiated list), used by every document on the machine without a
/// new release of FabricTCO. A catalog document like data/catalog.json, with only the entries
/// and products it prices; each replaces the bundled figure like for like
/// (Catalog::withOrganisation). Precedence: bundled < organisation < the document's own items <
/// a vendor quote < a value typed in the document.
///
/// Where it is read from, first match:
/// - FABRICTCO_ORGANISATION_CATALOG, when set: that file (set but empty: none);
/// - FabricTCO/organisation-catalog.json in the user's configuration folder
///   (~/.config), then in the system's ($XDG_CONFIG_DIRS, /etc/xdg), so an administrator
///   installs it once for every user.
class OrganisationCatalog
{
public:
    static constexpr const char* kVariable = "FABRICTCO_ORGANISATION_CATALOG";
    /// The file's path below each configuration folder.
    static QString relativePath();
    /// The file in use; empty when there is none.
    static QString path();
    /// `bundled` with the organisation's catalog laid over it; `bundled` when there is none.
    /// Throws CatalogError naming the file when it is missing (named by the variable),
    /// unreadable or wrong: no figures rather than prices the organisation did not intend.
    static Catalog layOver(const Catalog& bundled);
};

} // namespace fabrictco
