// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QTableWidget;

namespace fabrictco {
class Catalog;
}

namespace fabrictco::ui {

/// Fills a table with the catalog's defaults and where each comes from (source, date,
/// confidence), so every figure the comparison starts from can be checked.
class CatalogTable
{
    Q_DECLARE_TR_FUNCTIONS(CatalogTable)
public:
    static void fill(QTableWidget& table, const Catalog& catalog);
};

} // namespace fabrictco::ui
