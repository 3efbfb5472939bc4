// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/Product.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <optional>
#include <string>

namespace fabrictco {

/// The bundled catalog's sources and notes in another language: data/catalog.<language>.json,
/// one item per catalog entry (key and fabric) and per product (id), each text with the English
/// it translates. A text is only given for an entry whose English is still that English, so an
/// edited source shows in English until its translation is updated, never with a stale one.
/// The texts are plain text, like the catalog's own.
class CatalogTranslation
{
public:
    CatalogTranslation() = default;

    /// Parses {"format": "fabrictco-catalog-text", "version": 1, "language": "zh_CN",
    /// "entries": [{"key", "fabric"?, "source": {"en", "<language>"}, "note"?: {...}}],
    /// "products": [{"id", "source": {...}, "wattsSource"?: {...}, "note"?: {...}}]}. Strict, as
    /// the catalog: unknown fields, empty texts and duplicates -> CatalogError naming `origin` and
    /// the item.
    static CatalogTranslation fromJson(const QByteArray& bytes, const QString& origin);
    /// catalog.<language>.json in `directory`; an empty translation when there is no such file.
    /// Throws CatalogError for a file that cannot be read or parsed.
    static CatalogTranslation loadDirectory(const QString& directory, const QString& language);
    /// The path loadDirectory() reads.
    static QString fileName(const QString& directory, const QString& language);

    const std::string& language() const { return m_language; }
    bool isEmpty() const { return m_texts.empty(); }

    /// The translated text, or nothing when there is none for this entry's current English.
    std::optional<std::string> source(const CatalogEntry& entry) const;
    std::optional<std::string> note(const CatalogEntry& entry) const;
    std::optional<std::string> source(const Product& product) const;
    std::optional<std::string> wattsSource(const Product& product) const;
    std::optional<std::string> note(const Product& product) const;

private:
    struct Text
    {
        std::string english;
        std::string translated;
    };
    std::optional<std::string> find(const std::string& id, const std::string& english) const;

    std::string m_language;
    /// By "entry <key> <fabric>/source", "product <id>/note", ...
    std::map<std::string, Text> m_texts;
};

} // namespace fabrictco
