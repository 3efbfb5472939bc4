// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/OrganisationCatalog.h"

#include "core/model/CatalogError.h"
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductJson.h"
#include "tests/support/TestData.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdlib>
#include <gtest/gtest.h>

namespace fabrictco {
namespace {

/// Sets an environment variable for one test and puts back what was there.
class ScopedVariable
{
public:
    ScopedVariable(const char* name, const QByteArray& value)
        : m_name(name), m_wasSet(qEnvironmentVariableIsSet(name)), m_old(qgetenv(name))
    {
        qputenv(name, value);
    }
    ScopedVariable(const char* name, std::nullptr_t)
        : m_name(name), m_wasSet(qEnvironmentVariableIsSet(name)), m_old(qgetenv(name))
    {
        qunsetenv(name);
    }
    ~ScopedVariable()
    {
        if (m_wasSet)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* m_name;
    bool m_wasSet;
    QByteArray m_old;
};

QByteArray catalogDocument(const QByteArray& entries, const QByteArray& products = "[]",
                           const QByteArray& name = "\"Acme framework 2026\"")
{
    return "{\"format\": \"fabrictco-catalog\", \"version\": 1, \"name\": " + name +
           ", \"entries\": " + entries + ", \"products\": " + products + "}";
}

const QByteArray kSalary = R"({"key": "staff.salary", "value": "150000", "currency": "USD",
    "source": "Acme HR, loaded cost", "date": "2026-10", "confidence": "published"})";
const QByteArray kRoceSwitch = R"({"key": "price.switch", "fabric": "roce", "value": "41000",
    "currency": "USD", "source": "Acme agreement", "date": "2026-09", "confidence": "quote"})";

class OrganisationCatalogTest : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    Catalog bundled = Catalog::loadDirectory(test::dataDir());

    QString write(const QByteArray& bytes, const QString& name = "organisation.json")
    {
        const QString path = dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        return path;
    }
    /// The bundled product `id` as the organisation's file repeats it, at its own `price`
    /// (exact: no range).
    QJsonObject priced(const std::string& id, const char* price)
    {
        Product product = *bundled.findProduct(id);
        product.price.value.value = Decimal::parse(price);
        product.price.range = {};
        product.source = "Acme framework agreement FA-17";
        product.date = "2026-09";
        product.confidence = Confidence::Quote;
        return ProductJson::toJson(product);
    }
    static QByteArray array(const QJsonArray& items)
    {
        return QJsonDocument(items).toJson(QJsonDocument::Compact);
    }
    /// The catalog every program loads, with the organisation's file at `path`.
    static Catalog loadWith(const QString& path)
    {
        const ScopedVariable file(OrganisationCatalog::kVariable, path.toUtf8());
        return Catalog::loadDefault();
    }
};

TEST_F(OrganisationCatalogTest, NoneWhenTheVariableIsSetEmpty)
{
    const ScopedVariable none(OrganisationCatalog::kVariable, "");
    EXPECT_TRUE(OrganisationCatalog::path().isEmpty());
    const Catalog catalog = OrganisationCatalog::layOver(bundled);
    EXPECT_EQ(catalog.entries(), bundled.entries());
    EXPECT_TRUE(catalog.organisationName().empty());
    EXPECT_EQ(catalog.organisationFigures(), 0u);
}

TEST_F(OrganisationCatalogTest, ItsEntriesReplaceTheBundledOnesLikeForLike)
{
    const Catalog catalog =
        loadWith(write(catalogDocument("[" + kSalary + "," + kRoceSwitch + "]")));
    EXPECT_EQ(catalog.organisationName(), "Acme framework 2026");
    EXPECT_EQ(catalog.organisationFigures(), 2u);
    // A figure for no fabric is the figure in every currency: the yuan salary is gone too.
    const CatalogEntry* usd = catalog.find("staff.salary", std::nullopt, Currency::usd());
    const CatalogEntry* cny = catalog.find("staff.salary", std::nullopt, Currency::cny());
    ASSERT_NE(usd, nullptr);
    EXPECT_EQ(usd, cny);
    EXPECT_EQ(usd->value.value, Decimal::parse("150000"));
    EXPECT_EQ(usd->layer, CatalogLayer::Organisation);
    // A figure for one fabric replaces that fabric's at every speed, and leaves the other's.
    for (const int speed : {400, 800, 1600}) {
        const CatalogEntry* roce = catalog.find("price.switch", Fabric::RoCE, std::nullopt, speed);
        ASSERT_NE(roce, nullptr);
        EXPECT_EQ(roce->value.value, Decimal::parse("41000")) << speed;
    }
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand)->value.value,
              bundled.find("price.switch", Fabric::InfiniBand)->value.value);
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand)->layer, CatalogLayer::Bundled);
    // The presets stay the bundled ones.
    EXPECT_EQ(catalog.presets().team(TeamExpertise::NoRdma).values,
              bundled.presets().team(TeamExpertise::NoRdma).values);
}

TEST_F(OrganisationCatalogTest, AGenericFigureReplacesTheFabricSpecificOnes)
{
    // Else the bundled InfiniBand and RoCE prices would still win over the organisation's.
    const QByteArray generic = R"({"key": "price.switch", "value": "39000", "currency": "USD",
        "source": "Acme", "date": "2026-09", "confidence": "quote"})";
    const Catalog catalog = loadWith(write(catalogDocument("[" + generic + "]")));
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
        for (const int speed : {400, 800}) {
            const CatalogEntry* entry = catalog.find("price.switch", fabric, std::nullopt, speed);
            ASSERT_NE(entry, nullptr);
            EXPECT_EQ(entry->value.value, Decimal::parse("39000"));
        }
}

TEST_F(OrganisationCatalogTest, ItsProductsReplaceTheBundledOnesOrAreAdded)
{
    QJsonObject added = priced("roce-sn5600", "61000");
    added[QStringLiteral("id")] = QStringLiteral("acme-sn5600-bundle");
    added[QStringLiteral("name")] = QStringLiteral("SN5600 with Acme's support bundle");
    const Catalog catalog =
        loadWith(write(catalogDocument("[]", array({priced("ib-ndr-qm9700", "31500"), added}))));
    ASSERT_NE(catalog.findProduct("ib-ndr-qm9700"), nullptr);
    EXPECT_EQ(catalog.findProduct("ib-ndr-qm9700")->price.value.value, Decimal::parse("31500"));
    EXPECT_EQ(catalog.findProduct("ib-ndr-qm9700")->layer, CatalogLayer::Organisation);
    ASSERT_NE(catalog.findProduct("acme-sn5600-bundle"), nullptr);
    EXPECT_EQ(catalog.products().size(), bundled.products().size() + 1);
    EXPECT_EQ(catalog.findProduct("roce-sn5600")->layer, CatalogLayer::Bundled);
    EXPECT_EQ(catalog.organisationFigures(), 4u); // two products, a price and watts each
}

TEST_F(OrganisationCatalogTest, PrecedenceBundledThenOrganisationThenDocumentThenQuoteThenTyped)
{
    const Catalog organisation = loadWith(
        write(catalogDocument("[" + kSalary + "]", array({priced("ib-ndr-qm9700", "31500")}))));
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    scenario.quotes.clear();
    PlanSpec& ib = scenario.plans.at(0);
    ASSERT_EQ(ib.products.id(ProductClass::Switch), "ib-ndr-qm9700");

    // The bundled catalog alone, then the organisation's over it.
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib, bundled).value("price.switch"),
              Decimal::parse("36000"));
    auto values = ParameterResolver::resolve(scenario, ib, organisation);
    EXPECT_EQ(values.value("price.switch"), Decimal::parse("31500"));
    EXPECT_EQ(values.at("price.switch").source, ValueSource::Product);
    EXPECT_NE(values.at("price.switch").provenance.find("product from the organisation catalog"),
              std::string::npos)
        << values.at("price.switch").provenance;
    EXPECT_EQ(values.value("staff.salary"), Decimal::parse("150000"));
    EXPECT_EQ(values.at("staff.salary").provenance.rfind("organisation catalog: Acme HR", 0), 0u)
        << values.at("staff.salary").provenance;

    // The document's own item beats the organisation's figure.
    const auto ownItem = [](const char* key, std::optional<Fabric> fabric, const char* value) {
        CatalogEntry entry;
        entry.key = key;
        entry.fabric = fabric;
        entry.value = ParameterValue{Decimal::parse(value), Currency::usd()};
        entry.source = "our own figure";
        entry.date = "2026-11";
        entry.confidence = Confidence::User;
        return entry;
    };
    const CatalogEntry own = ownItem("price.switch", Fabric::InfiniBand, "30000");
    const CatalogEntry ownSalary = ownItem("staff.salary", std::nullopt, "140000");
    const Catalog withDocument = organisation.withUserEntries({own, ownSalary});
    values = ParameterResolver::resolve(scenario, ib, withDocument);
    EXPECT_EQ(values.value("price.switch"), Decimal::parse("30000"));
    EXPECT_EQ(values.value("staff.salary"), Decimal::parse("140000"));

    // A vendor's quote beats the document's item; the user's typed value beats the quote.
    scenario.quotes.push_back(Quote{"ib.price.switch", "Vendor",
                                    Money::parse("29000", Currency::usd()), "2026-11-20", "",
                                    "q.csv line 2"});
    values = ParameterResolver::resolve(scenario, ib, withDocument);
    EXPECT_EQ(values.value("price.switch"), Decimal::parse("29000"));
    EXPECT_EQ(values.at("price.switch").source, ValueSource::Quote);
    ib.overrides["price.switch"] = ParameterValue{Decimal::parse("28000"), Currency::usd()};
    values = ParameterResolver::resolve(scenario, ib, withDocument);
    EXPECT_EQ(values.value("price.switch"), Decimal::parse("28000"));
    EXPECT_EQ(values.at("price.switch").source, ValueSource::Override);
}

TEST_F(OrganisationCatalogTest, FoundInTheUsersThenTheSystemsConfigurationFolder)
{
    const ScopedVariable unset(OrganisationCatalog::kVariable, nullptr);
    QTemporaryDir user;
    QTemporaryDir system;
    const ScopedVariable home("XDG_CONFIG_HOME", user.path().toUtf8());
    const ScopedVariable dirs("XDG_CONFIG_DIRS", system.path().toUtf8());
    EXPECT_TRUE(OrganisationCatalog::path().isEmpty());
    EXPECT_TRUE(Catalog::loadDefault().organisationName().empty());

    const auto place = [](const QTemporaryDir& folder, const QByteArray& name) {
        QDir(folder.path()).mkpath(QStringLiteral("FabricTCO"));
        QFile file(folder.filePath(OrganisationCatalog::relativePath()));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(catalogDocument("[" + kSalary + "]", "[]", name));
        return file.fileName();
    };
    const QString systemFile = place(system, "\"installed by IT\"");
    EXPECT_EQ(OrganisationCatalog::path(), systemFile);
    EXPECT_EQ(Catalog::loadDefault().organisationName(), "installed by IT");
    const QString userFile = place(user, "\"my own\"");
    EXPECT_EQ(OrganisationCatalog::path(), userFile);
    EXPECT_EQ(Catalog::loadDefault().organisationName(), "my own");
}

TEST_F(OrganisationCatalogTest, TheShippedExampleIsAValidOrganisationCatalog)
{
    const Catalog catalog = loadWith(
        QDir(test::dataDir()).filePath(QStringLiteral("organisation-catalog.example.json")));
    EXPECT_EQ(catalog.organisationName(), "Example Corp framework agreement 2026");
    EXPECT_EQ(catalog.organisationFigures(), 4u); // two entries, a product's price and watts
}

TEST_F(OrganisationCatalogTest, WithoutANameItIsCalledByItsFileName)
{
    const Catalog catalog = loadWith(
        write(R"({"format": "fabrictco-catalog", "version": 1, "entries": [)" + kSalary + "]}",
              "acme-prices.json"));
    EXPECT_EQ(catalog.organisationName(), "acme-prices.json");
}

/// What a broken organisation's catalog says: the file, the problem and the way out.
std::string errorFor(const QString& path)
{
    try {
        const ScopedVariable file(OrganisationCatalog::kVariable, path.toUtf8());
        Catalog::loadDefault();
    } catch (const CatalogError& e) {
        EXPECT_EQ(e.file(), path.toStdString());
        EXPECT_NE(std::string(e.what()).find("FABRICTCO_ORGANISATION_CATALOG"), std::string::npos)
            << e.what();
        return e.what();
    }
    ADD_FAILURE() << "no error for " << path.toStdString();
    return {};
}

TEST_F(OrganisationCatalogTest, ABrokenFileIsAnErrorNamingItNeverASilentFallBack)
{
    EXPECT_NE(errorFor(dir.filePath("missing.json")).find("no such file"), std::string::npos);
    EXPECT_NE(errorFor(dir.path()).find("not a file"), std::string::npos); // a folder
    EXPECT_NE(errorFor(write(R"({"format": "fabrictco-catalog")", "cut.json")).find("JSON"),
              std::string::npos);
    EXPECT_NE(errorFor(write(catalogDocument(R"([{"key": "price.switch", "value": "-5",
        "currency": "USD", "source": "x", "date": "2026", "confidence": "quote"}])"),
                             "negative.json"))
                  .find("entry 1 (price.switch)"),
              std::string::npos);
    EXPECT_NE(errorFor(write(catalogDocument("[]", "[]", "\"" + QByteArray(201, 'x') + "\""),
                             "long.json"))
                  .find("200 characters"),
              std::string::npos);
    EXPECT_NE(errorFor(write(QByteArray(5 * 1024 * 1024, ' '), "huge.json")).find("4 MiB"),
              std::string::npos);
}

TEST_F(OrganisationCatalogTest, ABundledIdKeepsItsClassAndFabric)
{
    // A document that picked the bundled SN5600 must not find a NIC, or an InfiniBand switch,
    // under its id on this machine.
    QJsonObject nic = priced("nic-cx7-400g", "1500");
    nic[QStringLiteral("id")] = QStringLiteral("roce-sn5600");
    EXPECT_NE(errorFor(write(catalogDocument("[]", array({nic})), "class.json"))
                  .find("product \"roce-sn5600\": the bundled product with this id is a switch "
                        "for roce"),
              std::string::npos);
    QJsonObject infiniBand = priced("roce-th5-64x800", "30000");
    infiniBand[QStringLiteral("fabric")] = QStringLiteral("ib");
    EXPECT_NE(errorFor(write(catalogDocument("[]", array({infiniBand})), "fabric.json"))
                  .find("is a switch for roce"),
              std::string::npos);
}

TEST_F(OrganisationCatalogTest, ANameWithControlCharactersIsRefused)
{
    // A right-to-left override in the name turned the file's path around where both are shown.
    for (const QByteArray& name : {QByteArray("\"Acme\\u202e\""), QByteArray("\"Acme\\u0007\"")})
        EXPECT_NE(errorFor(write(catalogDocument("[]", "[]", name), "control.json"))
                      .find("field \"name\" holds a control character"),
                  std::string::npos)
            << name.toStdString();
}

TEST_F(OrganisationCatalogTest, AnEntrysPlaceIsNamedWholeWhenItsFabricIsWrong)
{
    const QByteArray wrongFabric = R"({"key": "power.price_kwh", "fabric": "fc", "value": "0.1",
        "currency": "USD", "source": "x", "date": "2026", "confidence": "quote"})";
    EXPECT_NE(errorFor(write(catalogDocument("[" + wrongFabric + "]"), "fabric-name.json"))
                  .find("entry 1 (power.price_kwh, fc): field \"fabric\" must be"),
              std::string::npos);
}

} // namespace
} // namespace fabrictco
