// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"

#include <exception>

namespace fabrictco::ui {

/// The bundled catalog, loaded once for the whole application (it is read-only data).
class CatalogCache
{
public:
    /// The catalog; empty when it could not be loaded (see error()).
    static const Catalog& get();
    /// Why loading failed (a CatalogError, worded by presentation/EngineErrorText), or null.
    static std::exception_ptr error();
};

} // namespace fabrictco::ui
