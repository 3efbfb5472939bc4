// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Product.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// Words for catalog products in the current language. The bundled products' names are
/// translated; a product someone adds to a catalog keeps the name it was given. Sources and
/// dates stay as the publisher wrote them, like the catalog entries' sources.
class ProductText
{
    Q_DECLARE_TR_FUNCTIONS(ProductText)
public:
    /// "Switch", "NIC", "Optics".
    static QString className(ProductClass productClass);
    static QString name(const Product& product);
    /// "Custom": the plan's own radix, speed or optics and the generic catalog prices.
    static QString custom();
    /// Every bundled product name this class translates (the test compares the catalog).
    static QStringList sourceNames();
};

} // namespace fabrictco
