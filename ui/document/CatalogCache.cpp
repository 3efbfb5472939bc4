// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/CatalogCache.h"

namespace fabrictco::ui {

namespace {
struct Loaded
{
    Catalog catalog;
    std::exception_ptr error;
};

const Loaded& loaded()
{
    static const Loaded state = [] {
        Loaded result;
        try {
            result.catalog = Catalog::loadDefault();
        } catch (...) {
            result.error = std::current_exception();
        }
        return result;
    }();
    return state;
}
} // namespace

const Catalog& CatalogCache::get()
{
    return loaded().catalog;
}

std::exception_ptr CatalogCache::error()
{
    return loaded().error;
}

} // namespace fabrictco::ui
