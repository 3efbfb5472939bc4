// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ScenarioJson.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/bom/Fabric.h"
#include "core/model/JsonFields.h"
#include "core/model/PlanColours.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fabrictco {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}
QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
QString dec(const Decimal& d)
{
    return QString::fromStdString(d.toString());
}

// Runs `read` and prefixes any field error with `path`, so messages name the full field.
template <class F> auto at(const std::string& path, F&& read)
{
    try {
        return read();
    } catch (const JsonFieldError& e) {
        throw ScenarioJsonError(path + ": " + e.what());
    } catch (const ScenarioJsonError& e) {
        throw ScenarioJsonError(path + "." + e.what());
    } catch (const DecimalError& e) {
        throw ScenarioJsonError(path + ": " + e.what());
    }
}

ParameterValue readValue(const QJsonValue& json)
{
    if (!json.isObject())
        throw JsonFieldError("must be an object {\"value\": \"...\"}");
    JsonFields f(json.toObject());
    ParameterValue value;
    value.value = f.decimal("value");
    if (const auto code = f.optionalString("currency")) {
        value.currency = Currency::tryFromCode(*code);
        if (!value.currency)
            throw JsonFieldError("unknown currency \"" + code->substr(0, 8) + "\"");
    }
    f.finish();
    return value;
}

Uncertainty readUncertainty(const QJsonValue& json)
{
    if (!json.isObject())
        throw JsonFieldError("must be an object {\"shape\", \"low\", \"high\"}");
    JsonFields f(json.toObject());
    Uncertainty u;
    const auto shape = distributionShapeFromId(f.string("shape"));
    if (!shape)
        throw JsonFieldError("field \"shape\" must be fixed, triangular or pert");
    u.shape = *shape;
    u.low = f.decimal("low");
    u.high = f.decimal("high");
    f.finish();
    return u;
}

QJsonObject valuesToJson(const std::map<std::string, ParameterValue>& values)
{
    QJsonObject o;
    for (const auto& [key, value] : values)
        o.insert(q(key), ScenarioJson::parameterValueToJson(value));
    return o;
}

QJsonObject rangesToJson(const std::map<std::string, Uncertainty>& ranges)
{
    QJsonObject o;
    for (const auto& [key, u] : ranges)
        o.insert(q(key), ScenarioJson::uncertaintyToJson(u));
    return o;
}

std::map<std::string, ParameterValue> readValues(const QJsonObject& o, const std::string& path)
{
    std::map<std::string, ParameterValue> values;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        values[key] = at(path + "." + key, [&] { return readValue(it.value()); });
    }
    return values;
}

std::map<std::string, Uncertainty> readRanges(const QJsonObject& o, const std::string& path)
{
    std::map<std::string, Uncertainty> ranges;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        ranges[key] = at(path + "." + key, [&] { return readUncertainty(it.value()); });
    }
    return ranges;
}

QJsonObject designToJson(const FabricDesign& d)
{
    QJsonObject o;
    o.insert(QStringLiteral("fabric"), q(fabricId(d.fabric)));
    for (const DesignField& f : DesignFieldRegistry::all()) {
        const QString key = QString::fromStdString(f.key);
        const Decimal value = f.get(d);
        switch (f.kind) {
        case DesignFieldKind::Integer:
            o.insert(key, qint64(value.toInt64()));
            break;
        case DesignFieldKind::Boolean:
            o.insert(key, !value.isZero());
            break;
        case DesignFieldKind::Decimal:
            o.insert(key, dec(value)); // a string: no reader turns 2.5 into a binary fraction
            break;
        }
    }
    return o;
}

// Values are read as given; their ranges are the validator's (DesignFieldRegistry) job, so a file
// with rails 65 is refused with the same words as `set` and the window use.
FabricDesign readDesign(const QJsonObject& o, int clusterNodes)
{
    JsonFields f(o);
    FabricDesign d;
    const auto fabric = fabricFromId(f.string("fabric"));
    if (!fabric)
        throw JsonFieldError("field \"fabric\" must be \"ib\" or \"roce\"");
    d.fabric = *fabric;
    d.nodes = clusterNodes;
    constexpr int kBig = 1000000000;
    for (const DesignField& field : DesignFieldRegistry::all()) {
        const char* key = field.key.c_str();
        std::optional<Decimal> value;
        switch (field.kind) {
        case DesignFieldKind::Integer:
            if (const auto v = f.optionalInteger(key, field.key == "nodes" ? 0 : -kBig, kBig))
                value = Decimal(std::int64_t(*v));
            break;
        case DesignFieldKind::Boolean:
            value = Decimal(f.boolean(key, !field.get(d).isZero()) ? 1 : 0);
            break;
        case DesignFieldKind::Decimal:
            value = f.optionalDecimal(key);
            break;
        }
        if (value)
            field.set(d, *value);
    }
    f.finish();
    return d;
}

// Only the picked products: a custom-hardware plan writes no "products" at all, exactly as
// documents did before products existed.
QJsonObject productsToJson(const PlanProducts& products)
{
    QJsonObject o;
    for (ProductClass c : kAllProductClasses) {
        if (!products.id(c).empty())
            o.insert(q(productClassId(c)), q(products.id(c)));
    }
    return o;
}

PlanProducts readProducts(const QJsonObject& o)
{
    JsonFields f(o);
    PlanProducts products;
    for (ProductClass c : kAllProductClasses)
        products.id(c) = f.optionalString(std::string(productClassId(c)).c_str()).value_or("");
    f.finish();
    return products;
}

} // namespace

QJsonObject ScenarioJson::parameterValueToJson(const ParameterValue& value)
{
    QJsonObject o;
    o.insert(QStringLiteral("value"), dec(value.value));
    if (value.currency)
        o.insert(QStringLiteral("currency"), q(value.currency->code()));
    return o;
}

QJsonObject ScenarioJson::uncertaintyToJson(const Uncertainty& u)
{
    QJsonObject o;
    o.insert(QStringLiteral("shape"), q(distributionShapeId(u.shape)));
    o.insert(QStringLiteral("low"), dec(u.low));
    o.insert(QStringLiteral("high"), dec(u.high));
    return o;
}

QJsonObject ScenarioJson::toJson(const Scenario& s)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("fabrictco-scenario"));
    root.insert(QStringLiteral("version"), 1);
    QJsonObject meta;
    meta.insert(QStringLiteral("title"), q(s.metadata.title));
    meta.insert(QStringLiteral("author"), q(s.metadata.author));
    meta.insert(QStringLiteral("organisation"), q(s.metadata.organisation));
    meta.insert(QStringLiteral("notes"), q(s.metadata.notes));
    meta.insert(QStringLiteral("createdUtc"), q(s.metadata.createdUtc));
    meta.insert(QStringLiteral("modifiedUtc"), q(s.metadata.modifiedUtc));
    meta.insert(QStringLiteral("programVersion"), q(s.metadata.programVersion));
    root.insert(QStringLiteral("metadata"), meta);
    root.insert(QStringLiteral("workload"), q(workloadId(s.workload)));
    root.insert(QStringLiteral("team"), q(teamExpertiseId(s.team)));
    QJsonObject cluster;
    cluster.insert(QStringLiteral("nodes"), s.cluster.nodes);
    cluster.insert(QStringLiteral("gpusPerNode"), s.cluster.gpusPerNode);
    cluster.insert(QStringLiteral("horizonYears"), s.cluster.horizonYears);
    QJsonArray byYear;
    for (int n : s.cluster.nodesByYear)
        byYear.append(n);
    cluster.insert(QStringLiteral("nodesByYear"), byYear);
    cluster.insert(QStringLiteral("currency"), q(s.cluster.currency.code()));
    cluster.insert(QStringLiteral("rounding"), q(roundingModeId(s.cluster.rounding)));
    root.insert(QStringLiteral("cluster"), cluster);
    root.insert(QStringLiteral("overrides"), valuesToJson(s.overrides));
    root.insert(QStringLiteral("uncertainty"), rangesToJson(s.uncertainty));
    QJsonArray plans;
    for (const PlanSpec& p : s.plans) {
        QJsonObject plan;
        plan.insert(QStringLiteral("id"), q(p.id));
        plan.insert(QStringLiteral("name"), q(p.name));
        plan.insert(QStringLiteral("design"), designToJson(p.design));
        if (!p.products.isCustom())
            plan.insert(QStringLiteral("products"), productsToJson(p.products));
        plan.insert(QStringLiteral("overrides"), valuesToJson(p.overrides));
        plan.insert(QStringLiteral("uncertainty"), rangesToJson(p.uncertainty));
        if (p.colourSlot >= 0)
            plan.insert(QStringLiteral("colourSlot"), p.colourSlot);
        plans.append(plan);
    }
    root.insert(QStringLiteral("plans"), plans);
    QJsonArray quotes;
    for (const Quote& quote : s.quotes) {
        QJsonObject o;
        o.insert(QStringLiteral("itemKey"), q(quote.itemKey));
        o.insert(QStringLiteral("vendor"), q(quote.vendor));
        o.insert(QStringLiteral("unitPrice"), dec(quote.unitPrice.amount()));
        o.insert(QStringLiteral("currency"), q(quote.unitPrice.currency().code()));
        o.insert(QStringLiteral("quoteDate"), q(quote.quoteDate));
        o.insert(QStringLiteral("validUntil"), q(quote.validUntil));
        o.insert(QStringLiteral("origin"), q(quote.origin));
        quotes.append(o);
    }
    root.insert(QStringLiteral("quotes"), quotes);
    return root;
}

QByteArray ScenarioJson::toBytes(const Scenario& scenario)
{
    return QJsonDocument(toJson(scenario)).toJson(QJsonDocument::Indented);
}

Scenario ScenarioJson::fromJson(const QJsonObject& object)
{
    Scenario s;
    JsonFields root(object);
    at("format", [&] {
        if (root.string("format") != "fabrictco-scenario")
            throw JsonFieldError("must be \"fabrictco-scenario\"");
        return 0;
    });
    at("version", [&] { return root.integer("version", 1, 1); });
    if (const auto meta = at("metadata", [&] { return root.optionalObject("metadata"); })) {
        at("metadata", [&] {
            JsonFields f(*meta);
            s.metadata.title = f.optionalString("title").value_or("");
            s.metadata.author = f.optionalString("author").value_or("");
            s.metadata.organisation = f.optionalString("organisation").value_or("");
            s.metadata.notes = f.optionalString("notes").value_or("");
            s.metadata.createdUtc = f.optionalString("createdUtc").value_or("");
            s.metadata.modifiedUtc = f.optionalString("modifiedUtc").value_or("");
            s.metadata.programVersion = f.optionalString("programVersion").value_or("");
            f.finish();
            return 0;
        });
    }
    at("workload", [&] {
        const auto w = workloadFromId(root.string("workload"));
        if (!w)
            throw JsonFieldError(
                "unknown workload (llm-training, hpc, hft, storage, rendering, internet-backend)");
        s.workload = *w;
        return 0;
    });
    at("team", [&] {
        const auto t = teamExpertiseFromId(root.string("team"));
        if (!t)
            throw JsonFieldError("unknown team (none, some, strong)");
        s.team = *t;
        return 0;
    });
    const QJsonObject cluster = at("cluster", [&] { return root.object("cluster"); });
    at("cluster", [&] {
        JsonFields f(cluster);
        constexpr int kBig = 1000000000;
        s.cluster.nodes = f.integer("nodes", -kBig, kBig);
        s.cluster.gpusPerNode = f.integer("gpusPerNode", -kBig, kBig);
        s.cluster.horizonYears = f.integer("horizonYears", -kBig, kBig);
        if (const auto byYear = f.optionalArray("nodesByYear")) {
            for (const QJsonValue& v : *byYear) {
                if (!v.isDouble())
                    throw JsonFieldError("field \"nodesByYear\" must list whole numbers");
                s.cluster.nodesByYear.push_back(v.toInt());
            }
        }
        const std::string code = f.string("currency");
        const auto currency = Currency::tryFromCode(code);
        if (!currency)
            throw JsonFieldError("unknown currency \"" + code.substr(0, 8) + "\"");
        s.cluster.currency = *currency;
        const auto rounding =
            roundingModeFromId(f.optionalString("rounding").value_or("half-even"));
        if (!rounding)
            throw JsonFieldError("field \"rounding\" must be half-even, half-up, ...");
        s.cluster.rounding = *rounding;
        f.finish();
        return 0;
    });
    if (const auto o = at("overrides", [&] { return root.optionalObject("overrides"); }))
        s.overrides = readValues(*o, "overrides");
    if (const auto o = at("uncertainty", [&] { return root.optionalObject("uncertainty"); }))
        s.uncertainty = readRanges(*o, "uncertainty");
    const QJsonArray plans = at("plans", [&] { return root.array("plans"); });
    for (qsizetype i = 0; i < plans.size(); ++i) {
        const std::string path = "plans[" + std::to_string(i) + "]";
        if (!plans.at(i).isObject())
            throw ScenarioJsonError(path + ": must be an object");
        JsonFields f(plans.at(i).toObject());
        PlanSpec plan;
        plan.id = at(path + ".id", [&] { return f.string("id"); });
        plan.name = at(path + ".name", [&] { return f.string("name"); });
        const QJsonObject design = at(path, [&] { return f.object("design"); });
        plan.design = at(path + ".design", [&] { return readDesign(design, s.cluster.nodes); });
        if (const auto o = at(path, [&] { return f.optionalObject("products"); }))
            plan.products = at(path + ".products", [&] { return readProducts(*o); });
        if (const auto o = at(path, [&] { return f.optionalObject("overrides"); }))
            plan.overrides = readValues(*o, path + ".overrides");
        if (const auto o = at(path, [&] { return f.optionalObject("uncertainty"); }))
            plan.uncertainty = readRanges(*o, path + ".uncertainty");
        plan.colourSlot = at(path, [&] {
            return f.optionalInteger("colourSlot", -1, PlanColours::kMaxSlot).value_or(-1);
        });
        at(path, [&] {
            f.finish();
            return 0;
        });
        s.plans.push_back(std::move(plan));
    }
    if (const auto quotes = at("quotes", [&] { return root.optionalArray("quotes"); })) {
        for (qsizetype i = 0; i < quotes->size(); ++i) {
            const std::string path = "quotes[" + std::to_string(i) + "]";
            s.quotes.push_back(at(path, [&] {
                JsonFields f(quotes->at(i).toObject());
                Quote quote;
                quote.itemKey = f.string("itemKey");
                quote.vendor = f.optionalString("vendor").value_or("");
                const Decimal price = f.decimal("unitPrice");
                const std::string code = f.string("currency");
                const auto currency = Currency::tryFromCode(code);
                if (!currency)
                    throw JsonFieldError("unknown currency \"" + code.substr(0, 8) + "\"");
                quote.unitPrice = Money(price, *currency);
                quote.quoteDate = f.optionalString("quoteDate").value_or("");
                quote.validUntil = f.optionalString("validUntil").value_or("");
                quote.origin = f.optionalString("origin").value_or("");
                f.finish();
                return quote;
            }));
        }
    }
    at("document", [&] {
        root.finish();
        return 0;
    });
    PlanColours::assign(s); // plans without a saved colour get theirs now
    return s;
}

Scenario ScenarioJson::fromBytes(const QByteArray& bytes)
{
    const QJsonObject object = at("document", [&] { return JsonFields::parseDocument(bytes); });
    return fromJson(object);
}

} // namespace fabrictco
