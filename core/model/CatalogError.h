// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/ScenarioValidator.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace fabrictco {

/// Which catalog item is wrong and how (Catalog::entryProblem), so presentation/CatalogErrorText
/// can say it in the reader's language.
struct CatalogItemProblem
{
    std::string key;
    std::optional<Fabric> fabric;
    ValidationProblem problem; ///< field: the item's part ("value", "low", "source", ...)
};

/// A catalog or preset file is unreadable or wrong. what() reads
/// "<file>: <entry>: <problem>", e.g. "data/catalog.json: entry 12 (price.switch, ib): field
/// \"low\" is above the value".
class CatalogError : public std::runtime_error
{
public:
    CatalogError(std::string file, std::string entry, std::string problem,
                 std::optional<CatalogItemProblem> item = std::nullopt)
        : std::runtime_error(compose(file, entry, problem)), m_file(std::move(file)),
          m_entry(std::move(entry)), m_problem(std::move(problem)), m_item(std::move(item))
    {
    }
    const std::string& file() const { return m_file; }
    const std::string& entry() const { return m_entry; }
    const std::string& problem() const { return m_problem; }
    /// Set when one item is wrong and the catalog knows which (a document's own items).
    const std::optional<CatalogItemProblem>& item() const { return m_item; }

private:
    static std::string compose(const std::string& file, const std::string& entry,
                               const std::string& problem)
    {
        return file + ": " + (entry.empty() ? std::string() : entry + ": ") + problem;
    }
    std::string m_file;
    std::string m_entry;
    std::string m_problem;
    std::optional<CatalogItemProblem> m_item;
};

/// The organisation's catalog (OrganisationCatalog) is missing, unreadable or wrong. what() adds
/// what to do about it, for the CLI; detail() is the bare "<file>: <entry>: <problem>", for a
/// message that says what to do in the reader's language.
class OrganisationCatalogError : public CatalogError
{
public:
    OrganisationCatalogError(const std::string& file, const std::string& entry,
                             const std::string& problem)
        : CatalogError(file, entry, problem + kRemedy),
          m_detail(CatalogError(file, entry, problem).what())
    {
    }
    const std::string& detail() const { return m_detail; }

private:
    static constexpr const char* kRemedy =
        " (the organisation's catalog: ask whoever installed it, or set "
        "FABRICTCO_ORGANISATION_CATALOG to another file, or to nothing to use the bundled "
        "catalog alone)";
    std::string m_detail;
};

} // namespace fabrictco
