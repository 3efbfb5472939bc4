// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/CatalogTranslation.h"

#include "core/bom/Fabric.h"
#include "core/model/CatalogError.h"
#include "core/model/JsonFields.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace fabrictco {

namespace {

std::string optionalFabricId(const std::optional<Fabric>& fabric)
{
    if (!fabric)
        return "";
    return std::string(fabricId(*fabric));
}

/// A local price (a figure in yuan beside the catalog's dollar one) is told apart by its
/// currency, a figure at another link speed by its speed: "entry staff.salary CNY",
/// "entry price.switch ib 800G".
std::string entryId(const std::string& key, const std::string& fabric,
                    const std::string& localCurrency, std::optional<int> speedGbps)
{
    return "entry " + key + (fabric.empty() ? "" : " " + fabric) +
           (localCurrency.empty() ? "" : " " + localCurrency) +
           (speedGbps ? " " + std::to_string(*speedGbps) + "G" : "");
}

std::string localCurrency(const CatalogEntry& entry)
{
    return entry.value.currency && *entry.value.currency != Currency::usd()
               ? entry.value.currency->code()
               : std::string();
}

std::string entryId(const CatalogEntry& entry)
{
    return entryId(entry.key, optionalFabricId(entry.fabric), localCurrency(entry),
                   entry.speedGbps);
}

std::string productId(const std::string& id)
{
    return "product " + id;
}

} // namespace

QString CatalogTranslation::fileName(const QString& directory, const QString& language)
{
    return QDir(directory).filePath(QStringLiteral("catalog.%1.json").arg(language));
}

CatalogTranslation CatalogTranslation::loadDirectory(const QString& directory,
                                                     const QString& language)
{
    // The language names a file: only a language tag, never a path.
    static const QRegularExpression tag(QStringLiteral("^[a-z]{2}(_[A-Z]{2})?$"));
    if (!tag.match(language).hasMatch())
        return {};
    const QString path = fileName(directory, language);
    QFile file(path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly))
        throw CatalogError(path.toStdString(), "",
                           "cannot read: " + file.errorString().toStdString());
    CatalogTranslation translation = fromJson(file.readAll(), path);
    if (translation.m_language != language.toStdString())
        throw CatalogError(path.toStdString(), "",
                           "field \"language\" must be \"" + language.toStdString() + "\"");
    return translation;
}

CatalogTranslation CatalogTranslation::fromJson(const QByteArray& bytes, const QString& origin)
{
    const std::string file = origin.toStdString();
    CatalogTranslation translation;
    std::string where;
    try {
        JsonFields root(JsonFields::parseDocument(bytes));
        if (root.string("format") != "fabrictco-catalog-text")
            throw JsonFieldError("field \"format\" must be \"fabrictco-catalog-text\"");
        root.integer("version", 1, 1);
        translation.m_language = root.string("language");
        const char* language = translation.m_language.c_str();
        auto readText = [&](JsonFields& item, const char* field, const std::string& id,
                            bool required) {
            std::optional<QJsonObject> object;
            if (required)
                object = item.object(field);
            else
                object = item.optionalObject(field);
            if (!object)
                return;
            JsonFields text(*object);
            Text entry{text.string("en"), text.string(language)};
            text.finish();
            if (entry.english.empty() || entry.translated.empty())
                throw JsonFieldError(std::string("field \"") + field + "\" has an empty text");
            if (!translation.m_texts.emplace(id + "/" + field, std::move(entry)).second)
                throw JsonFieldError("duplicate of an earlier item");
        };
        auto readItems = [&](const char* name, bool products) {
            const QJsonArray items = root.array(name);
            for (qsizetype i = 0; i < items.size(); ++i) {
                where = std::string(products ? "product " : "entry ") + std::to_string(i + 1);
                if (!items.at(i).isObject())
                    throw JsonFieldError("must be an object");
                JsonFields item(items.at(i).toObject());
                std::string id;
                if (products) {
                    id = productId(item.string("id"));
                } else {
                    const std::string key = item.string("key");
                    const std::string fabric = item.optionalString("fabric").value_or("");
                    if (!fabric.empty() && fabric != "ib" && fabric != "roce")
                        throw JsonFieldError("field \"fabric\" must be \"ib\" or \"roce\"");
                    const std::string currency = item.optionalString("currency").value_or("");
                    if (!currency.empty() && currency != "CNY")
                        throw JsonFieldError("field \"currency\" must be \"CNY\" (a local price)");
                    id =
                        entryId(key, fabric, currency, item.optionalInteger("speed_gbps", 1, 3200));
                }
                where += " (" + id + ")";
                readText(item, "source", id, true);
                if (products)
                    readText(item, "wattsSource", id, false);
                readText(item, "note", id, false);
                item.finish();
            }
            where.clear();
        };
        readItems("entries", false);
        readItems("products", true);
        root.finish();
    } catch (const JsonFieldError& e) {
        throw CatalogError(file, where, e.what());
    }
    return translation;
}

std::optional<std::string> CatalogTranslation::find(const std::string& id,
                                                    const std::string& english) const
{
    const auto it = m_texts.find(id);
    if (it == m_texts.end() || it->second.english != english)
        return std::nullopt;
    return it->second.translated;
}

std::optional<std::string> CatalogTranslation::source(const CatalogEntry& entry) const
{
    return find(entryId(entry) + "/source", entry.source);
}

std::optional<std::string> CatalogTranslation::note(const CatalogEntry& entry) const
{
    return find(entryId(entry) + "/note", entry.note);
}

std::optional<std::string> CatalogTranslation::source(const Product& product) const
{
    return find(productId(product.id) + "/source", product.source);
}

std::optional<std::string> CatalogTranslation::wattsSource(const Product& product) const
{
    return find(productId(product.id) + "/wattsSource", product.wattsSource);
}

std::optional<std::string> CatalogTranslation::note(const Product& product) const
{
    return find(productId(product.id) + "/note", product.note);
}

} // namespace fabrictco
