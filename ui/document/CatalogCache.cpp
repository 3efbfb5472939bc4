// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/CatalogCache.h"

namespace fabrictco::ui {

namespace {
struct Loaded
{
    Catalog catalog;
    QString error;
};

const Loaded& loaded()
{
    static const Loaded state = [] {
        Loaded result;
        try {
            result.catalog = Catalog::loadDefault();
        } catch (const std::exception& e) {
            result.error = QString::fromUtf8(e.what());
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

QString CatalogCache::error()
{
    return loaded().error;
}

} // namespace fabrictco::ui
