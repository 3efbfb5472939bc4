// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/ProductError.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Why a plan's products cannot be used (ProductFault) in the installed language, as the window
/// shows it beside the product pickers: products by their names where the catalog has them,
/// and the advice the window can follow (no command lines).
class ProductErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ProductErrorText)
public:
    static QString message(const ProductFault& fault, const Catalog* catalog);
};

} // namespace fabrictco
