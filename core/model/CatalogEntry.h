// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/ParameterValue.h"
#include "core/model/Uncertainty.h"

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// How much a catalog figure can be trusted.
enum class Confidence
{
    Published, ///< a public, citable figure
    Estimate,  ///< weakly sourced or no public price: replace with a quote
    Derived,   ///< computed from published figures (the entry's note says how)
    Quote,     ///< a vendor's quote
    User,      ///< entered by the user
};

std::string_view confidenceId(Confidence confidence); // "published", "estimate", ...
std::optional<Confidence> confidenceFromId(std::string_view id);

/// Which file a default comes from: the catalog shipped with FabricTCO, or the one an
/// organisation installs beside it with its company-wide prices (OrganisationCatalog), which
/// replaces the bundled figure. A document's own items and quotes come above both.
enum class CatalogLayer
{
    Bundled,
    Organisation,
};

/// The default value of one parameter, optionally for one fabric only, with its provenance.
struct CatalogEntry
{
    std::string key;              ///< ParameterRegistry key
    std::optional<Fabric> fabric; ///< set: applies to plans of that fabric only
    ParameterValue value;
    /// Range for the risk engine; shape Fixed means no uncertainty.
    Uncertainty range;
    std::string source; ///< who says so
    std::string date;   ///< "2024", "2024-06" or "2024-06-30"
    Confidence confidence = Confidence::Estimate;
    std::string note; ///< optional: how a derived figure was computed
    /// Set: a hardware figure at this link speed only (LinkSpeedFigures); unset: the figure at
    /// the reference speed, and at any speed the catalog has no figure for.
    std::optional<int> speedGbps;
    CatalogLayer layer = CatalogLayer::Bundled; ///< not in the file: where it was read from
    friend bool operator==(const CatalogEntry&, const CatalogEntry&) = default;
};

} // namespace fabrictco
