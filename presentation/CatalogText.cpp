// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CatalogText.h"

#include "core/model/CatalogError.h"
#include "core/model/CatalogTranslation.h"
#include "core/model/DataDirectory.h"
#include "core/model/ProductKeys.h"
#include "translations/I18n.h"

#include <map>
#include <memory>
#include <mutex>

namespace fabrictco {

namespace {

/// The bundled translation for the installed language, read once per language and data folder
/// (the catalog tab and the report ask for every row). Null for English or without a file.
std::shared_ptr<const CatalogTranslation> translation()
{
    const QString language = i18n::currentLanguage();
    if (language == QLatin1String("en"))
        return nullptr;
    QString directory;
    try {
        directory = DataDirectory::path();
    } catch (const CatalogError&) {
        return nullptr; // no bundled data at all: the catalog's own English is all there is
    }
    static std::mutex mutex;
    static std::map<QString, std::shared_ptr<const CatalogTranslation>> cache;
    const std::lock_guard lock(mutex);
    const QString id = directory + QLatin1Char('\n') + language;
    auto it = cache.find(id);
    if (it == cache.end()) {
        std::shared_ptr<const CatalogTranslation> loaded;
        try {
            loaded = std::make_shared<const CatalogTranslation>(
                CatalogTranslation::loadDirectory(directory, language));
        } catch (const CatalogError& e) {
            // A broken translation file must not stop the window or the report: the English
            // is shown instead (CatalogTranslationTest keeps the bundled file valid).
            qWarning("%s", e.what());
        }
        it = cache.emplace(id, loaded).first;
    }
    return it->second;
}

QString text(const std::optional<std::string>& translated, const std::string& english)
{
    return QString::fromStdString(translated ? *translated : english);
}

} // namespace

QString CatalogText::source(const CatalogEntry& entry)
{
    const auto t = translation();
    return text(t ? t->source(entry) : std::nullopt, entry.source);
}

QString CatalogText::note(const CatalogEntry& entry)
{
    const auto t = translation();
    return text(t ? t->note(entry) : std::nullopt, entry.note);
}

QString CatalogText::source(const Product& product)
{
    const auto t = translation();
    return text(t ? t->source(product) : std::nullopt, product.source);
}

QString CatalogText::wattsSource(const Product& product)
{
    if (product.wattsSource.empty())
        return {};
    const auto t = translation();
    return text(t ? t->wattsSource(product) : std::nullopt, product.wattsSource);
}

QString CatalogText::source(const Product& product, std::string_view key)
{
    const QString watts =
        key == ProductKeys::wattsKey(product.productClass) ? wattsSource(product) : QString();
    return watts.isEmpty() ? source(product) : watts;
}

QString CatalogText::note(const Product& product)
{
    const auto t = translation();
    return text(t ? t->note(product) : std::nullopt, product.note);
}

} // namespace fabrictco
