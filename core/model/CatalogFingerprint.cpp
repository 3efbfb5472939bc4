// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/CatalogFingerprint.h"

#include <QCryptographicHash>

#include <algorithm>

namespace fabrictco {

std::string CatalogFingerprint::version(const Catalog& catalog)
{
    const QByteArray hash = QCryptographicHash::hash(catalog.toJson(), QCryptographicHash::Sha256);
    return hash.toHex().left(12).toStdString();
}

std::string CatalogFingerprint::latestDate(const Catalog& catalog)
{
    // Dates are "YYYY", "YYYY-MM" or "YYYY-MM-DD": as text they sort by time, and a longer date
    // of the same month sorts after the shorter one.
    std::string latest;
    for (const CatalogEntry& entry : catalog.entries())
        latest = std::max(latest, entry.date);
    return latest;
}

} // namespace fabrictco
