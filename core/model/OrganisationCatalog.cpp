// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/OrganisationCatalog.h"

#include "core/model/CatalogError.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <set>

namespace fabrictco {

QString OrganisationCatalog::relativePath()
{
    return QStringLiteral("FabricTCO/organisation-catalog.json");
}

QString OrganisationCatalog::path()
{
    if (qEnvironmentVariableIsSet(kVariable)) {
        const QString named = qEnvironmentVariable(kVariable);
        return named.isEmpty() ? QString() : QFileInfo(named).absoluteFilePath();
    }
    // The user's configuration folder, then the system's: the first that holds the file.
    return QStandardPaths::locate(QStandardPaths::GenericConfigLocation, relativePath());
}

Catalog OrganisationCatalog::layOver(const Catalog& bundled)
{
    const QString file = path();
    if (file.isEmpty())
        return bundled;
    const std::string name = file.toStdString();
    const QFileInfo info(file);
    if (!info.exists())
        throw OrganisationCatalogError(name, "", "no such file");
    if (!info.isFile())
        throw OrganisationCatalogError(name, "", "not a file");
    QFile input(file);
    if (!input.open(QIODevice::ReadOnly))
        throw OrganisationCatalogError(name, "",
                                       "cannot read: " + input.errorString().toStdString());
    // A catalog of a few hundred entries is tens of kilobytes; a larger file is not one.
    constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
    if (input.size() > kMaxBytes)
        throw OrganisationCatalogError(name, "", "larger than 4 MiB, so not a catalog");
    try {
        return bundled.withOrganisation(Catalog::fromJson(input.readAll(), file),
                                        info.fileName().toStdString());
    } catch (const CatalogError& e) {
        throw OrganisationCatalogError(e.file().empty() ? name : e.file(), e.entry(), e.problem());
    }
}

Catalog Catalog::withOrganisation(Catalog organisation, const std::string& fallbackName) const
{
    Catalog result = *this;
    // Like for like: an entry for one fabric replaces that fabric's figures; one for none,
    // every figure of its key, or a bundled fabric-specific price would still win over it.
    std::set<std::pair<std::string, std::optional<Fabric>>> replaced;
    for (const CatalogEntry& entry : organisation.m_entries)
        replaced.emplace(entry.key, entry.fabric);
    std::erase_if(result.m_entries, [&replaced](const CatalogEntry& existing) {
        return replaced.contains({existing.key, existing.fabric}) ||
               replaced.contains({existing.key, std::nullopt});
    });
    for (CatalogEntry& entry : organisation.m_entries) {
        entry.layer = CatalogLayer::Organisation;
        result.m_entries.push_back(std::move(entry));
    }
    for (Product& product : organisation.m_products) {
        product.layer = CatalogLayer::Organisation;
        const auto same = std::find_if(result.m_products.begin(), result.m_products.end(),
                                       [&](const Product& p) { return p.id == product.id; });
        if (same == result.m_products.end()) {
            result.m_products.push_back(std::move(product));
            continue;
        }
        // Its own price for the same part: a document that picked the bundled switch must not
        // find a NIC, or an InfiniBand switch in its RoCE plan, under the same id.
        if (same->productClass != product.productClass || same->fabric != product.fabric)
            throw CatalogError("", "product \"" + product.id + "\"",
                               "the bundled product with this id is a " +
                                   std::string(productClassId(same->productClass)) + " for " +
                                   (same->fabric ? std::string(fabricId(*same->fabric))
                                                 : std::string("both fabrics")) +
                                   "; give another part an id of its own");
        *same = std::move(product);
    }
    result.m_organisationName = organisation.m_name.empty() ? fallbackName : organisation.m_name;
    result.sort();
    return result;
}

std::size_t Catalog::organisationFigures() const
{
    const auto fromOrganisation = [](const auto& item) {
        return item.layer == CatalogLayer::Organisation;
    };
    // A product gives two figures, its price and its watts, as the assumptions list them (a
    // stranger counted four marked rows under a cover that said three).
    return std::size_t(std::count_if(m_entries.begin(), m_entries.end(), fromOrganisation) +
                       2 * std::count_if(m_products.begin(), m_products.end(), fromOrganisation));
}

} // namespace fabrictco
