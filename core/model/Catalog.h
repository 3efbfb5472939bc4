// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/CatalogError.h"
#include "core/model/PresetDefaults.h"
#include "core/model/Product.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Default values of the model's parameters with their provenance, plus the preset defaults.
/// The bundled catalog lives in data/catalog.json and data/presets.json (one entry per object,
/// sorted by key then fabric, so a price change is a one-line diff).
class Catalog
{
public:
    Catalog() = default;

    /// The bundled catalog from DataDirectory::path(), with the organisation's catalog laid
    /// over it when one is installed (OrganisationCatalog). Throws CatalogError.
    static Catalog loadDefault();
    /// catalog.json and presets.json from `directory`. Throws CatalogError.
    static Catalog loadDirectory(const QString& directory);
    /// Parses a catalog document ({"format": "fabrictco-catalog", "version": 1, "name": "...",
    /// "entries": [...], "products": [...]}; the name and products are optional, see
    /// ProductJson).
    /// Strict: unknown keys or fields, values out of the registry's range, a range that does not
    /// contain the value, a currency on a non-money parameter, duplicates -> CatalogError naming
    /// `origin`, the entry and the problem.
    static Catalog fromJson(const QByteArray& bytes, const QString& origin);
    /// The entries as a catalog document, sorted, one entry per object.
    QByteArray toJson() const;

    /// Checks one entry as fromJson does: what is wrong with it, if anything; the problem's
    /// field is the entry's part ("value", "low", "currency", "source", ...).
    static std::optional<ValidationProblem> entryProblem(const CatalogEntry& entry);
    /// entryProblem's English; an empty string when the entry is valid.
    static std::string checkEntry(const CatalogEntry& entry);
    /// Adds the entry, replacing every entry with the same key and fabric in any currency and at
    /// any link speed (a user's own price, which holds at every speed).
    /// Throws CatalogError (file "user catalog") when the entry is invalid.
    void addOrReplace(CatalogEntry entry);
    /// This catalog with a document's own items laid over it, each replacing the entry with the
    /// same key and fabric: the one rule the CLI, the report and the desktop application use
    /// for a document's figures. Throws CatalogError (file "user catalog") naming a bad item.
    Catalog withUserEntries(const std::vector<CatalogEntry>& userEntries) const;
    /// This catalog with an organisation's catalog laid over it (OrganisationCatalog), like for
    /// like: each of its entries replaces this catalog's entries with its key, for its fabric
    /// (for every fabric when it names none), in every currency and at every link speed; each
    /// of its products replaces the product with the same id, or is added. Its figures keep
    /// CatalogLayer::Organisation; its name (else `fallbackName`) is organisationName().
    Catalog withOrganisation(Catalog organisation, const std::string& fallbackName) const;
    /// What the organisation's catalog calls itself; empty when none is laid over this one.
    const std::string& organisationName() const { return m_organisationName; }
    /// How many figures the organisation's catalog put in this one: one per entry, two per
    /// product (its price and its watts).
    std::size_t organisationFigures() const;
    /// The catalog document's own "name"; empty when it has none (the bundled catalog).
    const std::string& name() const { return m_name; }

    /// Whether `entry` is one of the document's own items (withUserEntries): the user's own
    /// price, which beats a picked product's, where a bundled entry does not.
    bool isUserEntry(const CatalogEntry& entry) const;

    /// The entry for `fabric` if there is one, else the generic entry, else nullptr. A money
    /// figure can have a local price per currency (salaries and power in yuan): with
    /// `currency`, its entry is preferred over one converted from another currency. A hardware
    /// figure can have one per link speed (LinkSpeedFigures): with `speedGbps`, the entry at
    /// the nearest speed (by ratio; an entry without a speed is at the reference speed) is
    /// preferred; without, only reference-speed entries count.
    const CatalogEntry* find(std::string_view key, std::optional<Fabric> fabric,
                             std::optional<Currency> currency = std::nullopt,
                             std::optional<int> speedGbps = std::nullopt) const;
    /// Sorted by key, generic before fabric-specific.
    const std::vector<CatalogEntry>& entries() const { return m_entries; }

    /// The switches, NICs and optics a plan can pick, in the file's order.
    const std::vector<Product>& products() const { return m_products; }
    /// nullptr when no product has this id.
    const Product* findProduct(std::string_view id) const;
    void setProducts(std::vector<Product> products) { m_products = std::move(products); }

    const PresetDefaults& presets() const { return m_presets; }
    void setPresets(PresetDefaults presets) { m_presets = std::move(presets); }

    /// Keys of registry parameters that no entry (and no preset) supplies for `fabric`.
    std::vector<std::string> missingFor(Fabric fabric) const;

private:
    void sort();
    std::string m_name;
    std::string m_organisationName;
    std::vector<CatalogEntry> m_entries;
    std::vector<Product> m_products;
    /// Key and fabric of the entries withUserEntries laid over the bundled ones.
    std::vector<std::pair<std::string, std::optional<Fabric>>> m_userKeys;
    PresetDefaults m_presets;
};

} // namespace fabrictco
