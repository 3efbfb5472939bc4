// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogError.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Why a catalog cannot be used, in the installed language. A document's own item is named as
/// the window names the input ("Switch price (InfiniBand), low value: ...") with its problem
/// from its code. A bundled file that does not read means a damaged installation: that is said,
/// with the parser's English detail for whoever repairs it.
class CatalogErrorText
{
    Q_DECLARE_TR_FUNCTIONS(CatalogErrorText)
public:
    static QString message(const CatalogError& error);
};

} // namespace fabrictco
