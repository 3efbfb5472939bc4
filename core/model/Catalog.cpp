// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Catalog.h"

#include "core/bom/Fabric.h"
#include "core/model/DataDirectory.h"
#include "core/model/FigureAge.h"
#include "core/model/JsonFields.h"
#include "core/model/LinkSpeedFigures.h"
#include "core/model/OrganisationCatalog.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ProductJson.h"
#include "core/model/ScenarioValidator.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <algorithm>

namespace fabrictco {

std::string_view confidenceId(Confidence confidence)
{
    switch (confidence) {
    case Confidence::Published:
        return "published";
    case Confidence::Estimate:
        return "estimate";
    case Confidence::Derived:
        return "derived";
    case Confidence::Quote:
        return "quote";
    case Confidence::User:
        return "user";
    }
    return "estimate";
}

std::optional<Confidence> confidenceFromId(std::string_view id)
{
    for (Confidence c : {Confidence::Published, Confidence::Estimate, Confidence::Derived,
                         Confidence::Quote, Confidence::User}) {
        if (confidenceId(c) == id)
            return c;
    }
    return std::nullopt;
}

namespace {

std::string describe(const CatalogEntry& entry)
{
    return "(" + entry.key +
           (entry.fabric ? ", " + std::string(fabricId(*entry.fabric)) : std::string()) +
           (entry.speedGbps ? ", " + std::to_string(*entry.speedGbps) + "G" : std::string()) + ")";
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CatalogError(path.toStdString(), "",
                           "cannot read: " + file.errorString().toStdString());
    return file.readAll();
}

/// "" for a figure without a currency, else its code: the third part of an entry's identity.
std::string currencyCode(const CatalogEntry& entry)
{
    return entry.value.currency ? entry.value.currency->code() : std::string();
}

/// The catalog's own figures are in US dollars; a figure in another currency is a local price.
bool isLocalPrice(const CatalogEntry& entry)
{
    return entry.value.currency && *entry.value.currency != Currency::usd();
}

bool entryLess(const CatalogEntry& a, const CatalogEntry& b)
{
    const int fa = a.fabric ? static_cast<int>(*a.fabric) + 1 : 0;
    const int fb = b.fabric ? static_cast<int>(*b.fabric) + 1 : 0;
    if (a.key != b.key)
        return a.key < b.key;
    if (fa != fb)
        return fa < fb;
    // The reference-speed figure first, then the other speeds, slowest first.
    if (a.speedGbps != b.speedGbps)
        return a.speedGbps.value_or(0) < b.speedGbps.value_or(0);
    if (isLocalPrice(a) != isLocalPrice(b))
        return !isLocalPrice(a);
    return currencyCode(a) < currencyCode(b);
}

} // namespace

std::optional<ValidationProblem> Catalog::entryProblem(const CatalogEntry& entry)
{
    using C = ValidationCode;
    const auto& registry = ParameterRegistry::instance();
    const ParameterSpec* spec = registry.find(entry.key);
    if (!spec)
        return ValidationProblem{
            "key", "unknown parameter \"" + entry.key + "\"", C::UnknownParameter, {entry.key}};
    if (spec->fromPreset)
        return ValidationProblem{"key",
                                 "\"" + entry.key + "\" is set by the presets, not the catalog",
                                 C::SetByPresets,
                                 {}};
    if (entry.fabric && spec->scope != ParameterScope::Plan)
        return ValidationProblem{"fabric",
                                 "a fabric-specific value is only allowed for plan parameters",
                                 C::WrongScope,
                                 {std::string(parameterScopeId(spec->scope))}};
    if (entry.speedGbps) {
        if (!LinkSpeedFigures::dependsOnSpeed(entry.key))
            return ValidationProblem{"speed_gbps",
                                     "\"" + entry.key + "\" is the same at every link speed",
                                     C::Other,
                                     {}};
        if (*entry.speedGbps == LinkSpeedFigures::kReferenceGbps)
            return ValidationProblem{"speed_gbps",
                                     "an entry without \"speed_gbps\" is the " +
                                         std::to_string(LinkSpeedFigures::kReferenceGbps) +
                                         "G figure: leave it out",
                                     C::Other,
                                     {}};
    }
    if (spec->kind == ParameterKind::Money) {
        if (!entry.value.currency)
            return ValidationProblem{"currency",
                                     "a money value needs a \"currency\" (CNY or USD)",
                                     C::NeedsCurrency,
                                     {}};
        const std::string code = entry.value.currency->code();
        if (code != "CNY" && code != "USD")
            return ValidationProblem{"currency",
                                     "currency must be CNY or USD (got " + code + ")",
                                     C::UnsupportedCurrency,
                                     {code}};
    } else if (entry.value.currency) {
        return ValidationProblem{
            "currency", "\"currency\" is only allowed on money parameters", C::TakesNoCurrency, {}};
    }
    // The English keeps its old form, "value must be from ...": the CLI and tests read it.
    auto bounded = [&](const char* field, const Decimal& value) {
        auto problem = ScenarioValidator::checkValue(field, *spec, value);
        if (problem)
            problem->message = std::string(field) + " " + problem->message;
        return problem;
    };
    if (auto problem = bounded("value", entry.value.value))
        return problem;
    if (entry.range.shape != DistributionShape::Fixed) {
        if (!spec->uncertain)
            return ValidationProblem{
                "range", "\"" + entry.key + "\" cannot carry uncertainty", C::NoUncertainty, {}};
        if (entry.range.low > entry.value.value)
            return ValidationProblem{"low",
                                     "\"low\" " + entry.range.low.toString() +
                                         " is above the value",
                                     C::LowAboveValue,
                                     {entry.range.low.toString()}};
        if (entry.range.high < entry.value.value)
            return ValidationProblem{"high",
                                     "\"high\" " + entry.range.high.toString() +
                                         " is below the value",
                                     C::HighBelowValue,
                                     {entry.range.high.toString()}};
        if (auto problem = bounded("low", entry.range.low))
            return problem;
        if (auto problem = bounded("high", entry.range.high))
            return problem;
    }
    if (entry.source.empty())
        return ValidationProblem{"source", "\"source\" must not be empty", C::NoSource, {}};
    if (!FigureAge::isDate(entry.date))
        return ValidationProblem{"date",
                                 "\"date\" must be a real date as YYYY, YYYY-MM or YYYY-MM-DD "
                                 "(got \"" +
                                     entry.date.substr(0, 20) + "\")",
                                 C::BadCatalogDate,
                                 {entry.date.substr(0, 20)}};
    return std::nullopt;
}

std::string Catalog::checkEntry(const CatalogEntry& entry)
{
    const auto problem = entryProblem(entry);
    return problem ? problem->message : std::string();
}

Catalog Catalog::fromJson(const QByteArray& bytes, const QString& origin)
{
    const std::string file = origin.toStdString();
    Catalog catalog;
    std::string where;
    try {
        JsonFields root(JsonFields::parseDocument(bytes));
        if (root.string("format") != "fabrictco-catalog")
            throw JsonFieldError("field \"format\" must be \"fabrictco-catalog\"");
        root.integer("version", 1, 1);
        catalog.m_name = root.optionalString("name").value_or("");
        if (catalog.m_name.size() > 200) // printed on a report's cover
            throw JsonFieldError("field \"name\" is longer than 200 characters");
        // Shown beside a file's path: a right-to-left override turned the path around.
        for (const QChar c : QString::fromStdString(catalog.m_name))
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
                throw JsonFieldError("field \"name\" holds a control character");
        const QJsonArray entries = root.array("entries");
        for (qsizetype i = 0; i < entries.size(); ++i) {
            where = "entry " + std::to_string(i + 1);
            if (!entries.at(i).isObject())
                throw JsonFieldError("must be an object");
            JsonFields fields(entries.at(i).toObject());
            CatalogEntry entry;
            entry.key = fields.string("key");
            where += " (" + entry.key;
            const auto fabric = fields.optionalString("fabric");
            if (fabric)
                where += ", " + fabric->substr(0, 20);
            where += ")";
            if (fabric) {
                entry.fabric = fabricFromId(*fabric);
                if (!entry.fabric)
                    throw JsonFieldError("field \"fabric\" must be \"ib\" or \"roce\"");
            }
            entry.speedGbps = fields.optionalInteger("speed_gbps", 1, 3200);
            if (entry.speedGbps)
                where.insert(where.size() - 1, ", " + std::to_string(*entry.speedGbps) + "G");
            entry.value.value = fields.decimal("value");
            if (const auto code = fields.optionalString("currency")) {
                entry.value.currency = Currency::tryFromCode(*code);
                if (!entry.value.currency)
                    throw JsonFieldError("unknown currency \"" + code->substr(0, 8) + "\"");
            }
            const auto low = fields.optionalDecimal("low");
            const auto high = fields.optionalDecimal("high");
            const auto shapeText = fields.optionalString("distribution");
            if (low.has_value() != high.has_value())
                throw JsonFieldError("\"low\" and \"high\" go together");
            if (low) {
                const auto shape = distributionShapeFromId(shapeText.value_or("triangular"));
                if (!shape || *shape == DistributionShape::Fixed)
                    throw JsonFieldError(
                        "field \"distribution\" must be \"triangular\" or \"pert\"");
                entry.range = Uncertainty{*shape, *low, *high};
            } else if (shapeText) {
                throw JsonFieldError("\"distribution\" needs \"low\" and \"high\"");
            }
            entry.source = fields.string("source");
            entry.date = fields.string("date");
            const std::string confidence = fields.string("confidence");
            const auto parsedConfidence = confidenceFromId(confidence);
            if (!parsedConfidence)
                throw JsonFieldError(
                    "field \"confidence\" must be published, estimate, derived, quote or user");
            entry.confidence = *parsedConfidence;
            entry.note = fields.optionalString("note").value_or("");
            fields.finish();
            if (const std::string problem = checkEntry(entry); !problem.empty())
                throw JsonFieldError(problem);
            // A money figure may come once per currency and link speed: a local price
            // (salaries, power in yuan) is its own figure with its own source, not the dollar
            // one converted, and an 800G part is not the 400G one.
            for (const CatalogEntry& existing : catalog.m_entries) {
                if (existing.key == entry.key && existing.fabric == entry.fabric &&
                    existing.speedGbps == entry.speedGbps &&
                    currencyCode(existing) == currencyCode(entry))
                    throw JsonFieldError("duplicate of an earlier entry");
            }
            catalog.m_entries.push_back(std::move(entry));
        }
        where.clear();
        if (const auto products = root.optionalArray("products"))
            catalog.m_products = ProductJson::read(*products, file);
        root.finish();
    } catch (const JsonFieldError& e) {
        throw CatalogError(file, where, e.what());
    }
    catalog.sort();
    return catalog;
}

QByteArray Catalog::toJson() const
{
    // Hand-written so each entry stays on its own line: a price change is a one-line diff.
    QByteArray out =
        "{\n  \"format\": \"fabrictco-catalog\",\n  \"version\": 1,\n  \"entries\": [\n";
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const CatalogEntry& e = m_entries[i];
        QJsonObject o;
        o.insert(QStringLiteral("key"), QString::fromStdString(e.key));
        if (e.fabric)
            o.insert(QStringLiteral("fabric"),
                     QString::fromStdString(std::string(fabricId(*e.fabric))));
        if (e.speedGbps)
            o.insert(QStringLiteral("speed_gbps"), *e.speedGbps);
        o.insert(QStringLiteral("value"), QString::fromStdString(e.value.value.toString()));
        if (e.value.currency)
            o.insert(QStringLiteral("currency"), QString::fromStdString(e.value.currency->code()));
        if (e.range.shape != DistributionShape::Fixed) {
            o.insert(QStringLiteral("low"), QString::fromStdString(e.range.low.toString()));
            o.insert(QStringLiteral("high"), QString::fromStdString(e.range.high.toString()));
            o.insert(QStringLiteral("distribution"),
                     QString::fromUtf8(distributionShapeId(e.range.shape).data()));
        }
        o.insert(QStringLiteral("source"), QString::fromStdString(e.source));
        o.insert(QStringLiteral("date"), QString::fromStdString(e.date));
        o.insert(QStringLiteral("confidence"),
                 QString::fromUtf8(confidenceId(e.confidence).data()));
        if (!e.note.empty())
            o.insert(QStringLiteral("note"), QString::fromStdString(e.note));
        out += "    " + QJsonDocument(o).toJson(QJsonDocument::Compact);
        out += i + 1 < m_entries.size() ? ",\n" : "\n";
    }
    out += "  ]";
    if (!m_products.empty()) {
        out += ",\n  \"products\": [\n";
        for (std::size_t i = 0; i < m_products.size(); ++i) {
            out += "    " +
                   QJsonDocument(ProductJson::toJson(m_products[i])).toJson(QJsonDocument::Compact);
            out += i + 1 < m_products.size() ? ",\n" : "\n";
        }
        out += "  ]";
    }
    out += "\n}\n";
    return out;
}

Catalog Catalog::loadDirectory(const QString& directory)
{
    const QDir dir(directory);
    const QString catalogPath = dir.filePath(QStringLiteral("catalog.json"));
    const QString presetsPath = dir.filePath(QStringLiteral("presets.json"));
    Catalog catalog = fromJson(readFile(catalogPath), catalogPath);
    catalog.m_presets = PresetDefaults::fromJson(readFile(presetsPath), presetsPath);
    return catalog;
}

Catalog Catalog::loadDefault()
{
    return OrganisationCatalog::layOver(loadDirectory(DataDirectory::path()));
}

void Catalog::addOrReplace(CatalogEntry entry)
{
    if (auto problem = entryProblem(entry))
        throw CatalogError("user catalog", describe(entry), problem->message,
                           CatalogItemProblem{entry.key, entry.fabric, std::move(*problem)});
    // The user's figure replaces the item in every currency and at every link speed: it is
    // the price, wherever.
    entry.speedGbps.reset();
    std::erase_if(m_entries, [&entry](const CatalogEntry& existing) {
        return existing.key == entry.key && existing.fabric == entry.fabric;
    });
    m_entries.push_back(std::move(entry));
    sort();
}

Catalog Catalog::withUserEntries(const std::vector<CatalogEntry>& userEntries) const
{
    Catalog result = *this;
    for (const CatalogEntry& entry : userEntries) {
        result.addOrReplace(entry);
        result.m_userKeys.emplace_back(entry.key, entry.fabric);
    }
    return result;
}

bool Catalog::isUserEntry(const CatalogEntry& entry) const
{
    return std::find(m_userKeys.begin(), m_userKeys.end(),
                     std::pair<std::string, std::optional<Fabric>>(entry.key, entry.fabric)) !=
           m_userKeys.end();
}

const CatalogEntry* Catalog::find(std::string_view key, std::optional<Fabric> fabric,
                                  std::optional<Currency> currency,
                                  std::optional<int> speedGbps) const
{
    // Within the fabric's entries (else the generic ones): the figure at the speed nearest the
    // link's (an entry without a speed is the reference-speed figure), so a 1.6T plan is priced
    // with 800G parts, not 400G ones; of those, the local price in `currency` when there is
    // one, else the catalog's own figure (converted by whoever prices it). The fabric comes
    // first so a document's own figure for a fabric, which replaces that fabric's entries at
    // every speed, is never passed over for a generic one.
    const bool bySpeed = speedGbps && *speedGbps >= 1;
    const auto distance = [&](const CatalogEntry& entry) {
        // The ratio of the speeds, larger over smaller: 800G is as far from 1.6T as 400G.
        const double at = entry.speedGbps.value_or(LinkSpeedFigures::kReferenceGbps);
        const double wanted = *speedGbps;
        return std::max(at, wanted) / std::min(at, wanted);
    };
    const auto better = [&](const CatalogEntry& entry, const CatalogEntry& chosen) {
        if (bySpeed && distance(entry) != distance(chosen))
            return distance(entry) < distance(chosen);
        const auto local = [&](const CatalogEntry& e) {
            return currency && e.value.currency == currency ? 2 : isLocalPrice(e) ? 0 : 1;
        };
        if (local(entry) != local(chosen))
            return local(entry) > local(chosen);
        // Equally near on both sides (about 566G between 400G and 800G): the faster part.
        return entry.speedGbps.value_or(0) > chosen.speedGbps.value_or(0);
    };
    const auto pick = [&](const CatalogEntry*& chosen, const CatalogEntry& entry) {
        if (!chosen || better(entry, *chosen))
            chosen = &entry;
    };
    const CatalogEntry* specific = nullptr;
    const CatalogEntry* generic = nullptr;
    for (const CatalogEntry& entry : m_entries) {
        if (entry.key != key)
            continue;
        if (entry.speedGbps && !bySpeed)
            continue; // no speed asked: the reference figure only
        if (fabric && entry.fabric == fabric)
            pick(specific, entry);
        else if (!entry.fabric)
            pick(generic, entry);
    }
    return specific ? specific : generic;
}

const Product* Catalog::findProduct(std::string_view id) const
{
    for (const Product& product : m_products) {
        if (product.id == id)
            return &product;
    }
    return nullptr;
}

std::vector<std::string> Catalog::missingFor(Fabric fabric) const
{
    std::vector<std::string> missing;
    for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
        if (spec.fromPreset)
            continue;
        if (!find(spec.key, fabric))
            missing.push_back(spec.key);
    }
    return missing;
}

void Catalog::sort()
{
    std::stable_sort(m_entries.begin(), m_entries.end(), entryLess);
}

} // namespace fabrictco
