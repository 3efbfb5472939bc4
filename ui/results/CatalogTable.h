// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"

#include <QCoreApplication>

#include <exception>
#include <vector>

class QLabel;
class QTableWidget;

namespace fabrictco {
class Catalog;
}

namespace fabrictco::ui {

/// Fills a table with the catalog's defaults and where each comes from (source, date,
/// confidence), so every figure the comparison starts from can be checked. The document's own
/// items (`own`, already applied to `catalog`) are marked as the document's and shown first,
/// then the organisation's catalog's (OrganisationCatalog);
/// each product's price and watts come last.
class CatalogTable
{
    Q_DECLARE_TR_FUNCTIONS(CatalogTable)
public:
    /// Column of the "where from" mark ("This document", "Organisation catalog", "Bundled
    /// catalog", "Product").
    static constexpr int kOriginColumn = 4;
    static constexpr int kSourceColumn = 7;
    static void fill(QTableWidget& table, const Catalog& catalog,
                     const std::vector<CatalogEntry>& own = {});
    /// Says above the table whose prices these are: the bundled catalog, or with which
    /// organisation's (its name and file shortened in the middle, whole in the tooltip).
    static void describeOrigin(QLabel& label, const Catalog& catalog);
    /// Says instead why there is no catalog to show (`error`: the catalog could not be loaded,
    /// typically an organisation's catalog that cannot be used) and empties the table.
    static void describeUnavailable(QLabel& label, QTableWidget& table,
                                    const std::exception_ptr& error);
};

} // namespace fabrictco::ui
