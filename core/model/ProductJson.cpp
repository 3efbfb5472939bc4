// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductJson.h"

#include "core/bom/Fabric.h"
#include "core/model/CatalogError.h"
#include "core/model/FigureAge.h"
#include "core/model/JsonFields.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ProductKeys.h"

#include <regex>
#include <set>

namespace fabrictco {

std::string_view productClassId(ProductClass productClass)
{
    switch (productClass) {
    case ProductClass::Switch:
        return "switch";
    case ProductClass::Nic:
        return "nic";
    case ProductClass::Optics:
        return "optics";
    case ProductClass::FabricElement:
        return "fabric-element";
    }
    return "switch";
}

std::optional<ProductClass> productClassFromId(std::string_view id)
{
    for (ProductClass c : kPricedProductClasses) {
        if (productClassId(c) == id)
            return c;
    }
    return std::nullopt;
}

namespace {

constexpr int kMaxSpeedGbps = 100000;
constexpr int kMaxPorts = 1024;
constexpr int kMaxEndpoints = 10000000;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// A figure and its optional "<name>Low"/"<name>High" range (triangular, as most entries are).
ProductFigure readFigure(JsonFields& fields, const char* name, const char* low, const char* high)
{
    ProductFigure figure;
    figure.value.value = fields.decimal(name);
    const auto lowValue = fields.optionalDecimal(low);
    const auto highValue = fields.optionalDecimal(high);
    if (lowValue.has_value() != highValue.has_value())
        throw JsonFieldError(std::string("\"") + low + "\" and \"" + high + "\" go together");
    if (lowValue)
        figure.range = Uncertainty{DistributionShape::Triangular, *lowValue, *highValue};
    return figure;
}

std::string checkFigure(const ProductFigure& figure, std::string_view key, const char* name)
{
    const auto& registry = ParameterRegistry::instance();
    const ParameterSpec& spec = registry.at(key);
    if (std::string problem = registry.checkValue(spec, figure.value.value); !problem.empty())
        return std::string(name) + " " + problem;
    if (figure.range.shape == DistributionShape::Fixed)
        return {};
    if (figure.range.low > figure.value.value)
        return std::string(name) + " low " + figure.range.low.toString() + " is above " +
               figure.value.value.toString();
    if (figure.range.high < figure.value.value)
        return std::string(name) + " high " + figure.range.high.toString() + " is below " +
               figure.value.value.toString();
    if (std::string problem = registry.checkValue(spec, figure.range.low); !problem.empty())
        return std::string(name) + " low " + problem;
    if (std::string problem = registry.checkValue(spec, figure.range.high); !problem.empty())
        return std::string(name) + " high " + problem;
    return {};
}

void insertFigure(QJsonObject& o, const ProductFigure& figure, const char* name, const char* low,
                  const char* high)
{
    o.insert(QLatin1String(name), q(figure.value.value.toString()));
    if (figure.range.shape != DistributionShape::Fixed) {
        o.insert(QLatin1String(low), q(figure.range.low.toString()));
        o.insert(QLatin1String(high), q(figure.range.high.toString()));
    }
}

Product readProduct(JsonFields& fields)
{
    Product p;
    const std::string classText = fields.string("class");
    const auto productClass = productClassFromId(classText);
    if (!productClass)
        throw JsonFieldError("field \"class\" must be \"switch\", \"nic\", \"optics\" or "
                             "\"fabric-element\"");
    p.productClass = *productClass;
    const std::string fabric = fields.string("fabric");
    if (const auto parsed = fabricFromId(fabric))
        p.fabric = *parsed;
    else if (fabric != "both")
        throw JsonFieldError("field \"fabric\" must be \"ib\", \"roce\" or \"both\"");
    p.name = fields.string("name");
    p.partNumber = fields.optionalString("partNumber").value_or("");
    if (p.productClass == ProductClass::Switch) {
        p.ports = fields.integer("ports", 4, kMaxPorts);
        p.coPackagedOptics = fields.boolean("coPackagedOptics", false);
        p.fabricPorts = fields.optionalInteger("fabricPorts", 1, kMaxPorts).value_or(0);
        p.fabricElement = fields.optionalString("fabricElement").value_or("");
        p.fabricMaxEndpoints =
            fields.optionalInteger("fabricMaxEndpoints", 4, kMaxEndpoints).value_or(0);
    } else if (p.productClass == ProductClass::FabricElement) {
        p.ports = fields.integer("ports", 4, kMaxPorts);
    }
    p.speedGbps = fields.integer("speedGbps", 1, kMaxSpeedGbps);
    if (p.productClass == ProductClass::Optics)
        p.twinPort = fields.boolean("twinPort", false);
    p.price = readFigure(fields, "price", "priceLow", "priceHigh");
    const std::string code = fields.string("currency");
    p.price.value.currency = Currency::tryFromCode(code);
    if (!p.price.value.currency || (code != "USD" && code != "CNY"))
        throw JsonFieldError("field \"currency\" must be CNY or USD (got \"" + code.substr(0, 8) +
                             "\")");
    p.watts = readFigure(fields, "watts", "wattsLow", "wattsHigh");
    p.source = fields.string("source");
    p.wattsSource = fields.optionalString("wattsSource").value_or("");
    p.date = fields.string("date");
    const auto confidence = confidenceFromId(fields.string("confidence"));
    if (!confidence)
        throw JsonFieldError(
            "field \"confidence\" must be published, estimate, derived, quote or user");
    p.confidence = *confidence;
    p.note = fields.optionalString("note").value_or("");
    fields.finish();
    return p;
}

} // namespace

std::string ProductJson::check(const Product& p)
{
    static const std::regex idPattern("^[a-z0-9][a-z0-9-]{0,47}$");
    if (!std::regex_match(p.id, idPattern))
        return "id must be 1 to 48 of a-z, 0-9 and - (got \"" + p.id.substr(0, 60) + "\")";
    if (p.name.empty())
        return "\"name\" must not be empty";
    if ((p.productClass == ProductClass::Switch || p.productClass == ProductClass::FabricElement) &&
        (p.ports < 4 || p.ports % 2 != 0))
        return "\"ports\" must be an even number from 4 to 1024";
    // A scheduled fabric's leaf names its fabric elements and the fabric's size, all or none.
    const bool scheduled =
        p.fabricPorts > 0 || !p.fabricElement.empty() || p.fabricMaxEndpoints > 0;
    if (scheduled &&
        (p.fabricPorts < 1 || p.fabricElement.empty() || p.fabricMaxEndpoints < p.ports))
        return "a scheduled fabric's leaf needs \"fabricPorts\", \"fabricElement\" and "
               "\"fabricMaxEndpoints\" (at least its own ports)";
    if (scheduled && p.coPackagedOptics)
        return "a scheduled fabric's leaf cannot have co-packaged optics";
    if (p.speedGbps < 1 || p.speedGbps > kMaxSpeedGbps)
        return "\"speedGbps\" must be from 1 to 100000";
    if (std::string problem = checkFigure(p.price, ProductKeys::priceKey(p.productClass), "price");
        !problem.empty())
        return problem;
    if (std::string problem = checkFigure(p.watts, ProductKeys::wattsKey(p.productClass), "watts");
        !problem.empty())
        return problem;
    if (p.source.empty())
        return "\"source\" must not be empty";
    if (!FigureAge::isDate(p.date))
        return "\"date\" must be a real date as YYYY, YYYY-MM or YYYY-MM-DD (got \"" +
               p.date.substr(0, 20) + "\")";
    return {};
}

std::vector<Product> ProductJson::read(const QJsonArray& products, const std::string& file)
{
    std::vector<Product> result;
    std::set<std::string> ids;
    for (qsizetype i = 0; i < products.size(); ++i) {
        std::string where = "product " + std::to_string(i + 1);
        try {
            if (!products.at(i).isObject())
                throw JsonFieldError("must be an object");
            JsonFields fields(products.at(i).toObject());
            const std::string id = fields.string("id");
            where += " (" + id + ")";
            Product product = readProduct(fields);
            product.id = id;
            if (const std::string problem = check(product); !problem.empty())
                throw JsonFieldError(problem);
            if (!ids.insert(product.id).second)
                throw JsonFieldError("duplicate id of an earlier product");
            result.push_back(std::move(product));
        } catch (const JsonFieldError& e) {
            throw CatalogError(file, where, e.what());
        } catch (const DecimalError& e) {
            throw CatalogError(file, where, e.what());
        }
    }
    return result;
}

QJsonObject ProductJson::toJson(const Product& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), q(p.id));
    o.insert(QStringLiteral("class"), q(std::string(productClassId(p.productClass))));
    o.insert(QStringLiteral("fabric"),
             p.fabric ? q(std::string(fabricId(*p.fabric))) : QStringLiteral("both"));
    o.insert(QStringLiteral("name"), q(p.name));
    if (!p.partNumber.empty())
        o.insert(QStringLiteral("partNumber"), q(p.partNumber));
    if (p.productClass == ProductClass::Switch) {
        o.insert(QStringLiteral("ports"), p.ports);
        if (p.coPackagedOptics)
            o.insert(QStringLiteral("coPackagedOptics"), true);
        if (p.fabricPorts > 0) {
            o.insert(QStringLiteral("fabricPorts"), p.fabricPorts);
            o.insert(QStringLiteral("fabricElement"), q(p.fabricElement));
            o.insert(QStringLiteral("fabricMaxEndpoints"), p.fabricMaxEndpoints);
        }
    } else if (p.productClass == ProductClass::FabricElement) {
        o.insert(QStringLiteral("ports"), p.ports);
    }
    o.insert(QStringLiteral("speedGbps"), p.speedGbps);
    if (p.productClass == ProductClass::Optics)
        o.insert(QStringLiteral("twinPort"), p.twinPort);
    insertFigure(o, p.price, "price", "priceLow", "priceHigh");
    o.insert(QStringLiteral("currency"),
             q(p.price.value.currency ? p.price.value.currency->code() : std::string("USD")));
    insertFigure(o, p.watts, "watts", "wattsLow", "wattsHigh");
    o.insert(QStringLiteral("source"), q(p.source));
    if (!p.wattsSource.empty())
        o.insert(QStringLiteral("wattsSource"), q(p.wattsSource));
    o.insert(QStringLiteral("date"), q(p.date));
    o.insert(QStringLiteral("confidence"), q(std::string(confidenceId(p.confidence))));
    if (!p.note.empty())
        o.insert(QStringLiteral("note"), q(p.note));
    return o;
}

} // namespace fabrictco
