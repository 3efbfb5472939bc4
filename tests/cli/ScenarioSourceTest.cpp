// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ScenarioSource.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "core/model/Examples.h"
#include "storage/PlanDocument.h"
#include "tests/support/TestData.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco::cli {
namespace {

ScenarioSource::Loaded load(const QStringList& arguments)
{
    CliOptions options(QStringLiteral("test"), QStringLiteral("test"));
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("document"),
                          QStringLiteral("[FILE]"));
    options.parse(arguments);
    return ScenarioSource::load(options);
}

TEST(ScenarioSourceTest, DefaultIsTheDefaultExample)
{
    const auto loaded = load({});
    EXPECT_FALSE(loaded.fromDocument);
    EXPECT_EQ(loaded.content.scenario, Examples::load(Examples::kDefault));
}

TEST(ScenarioSourceTest, ExampleByName)
{
    const auto loaded = load({QStringLiteral("--example"), QStringLiteral("hft")});
    EXPECT_EQ(loaded.content.scenario, Examples::load("hft"));
    EXPECT_EQ(loaded.origin, QStringLiteral("example hft"));
    EXPECT_THROW(load({QStringLiteral("--example"), QStringLiteral("x")}), UsageError);
}

TEST(ScenarioSourceTest, DocumentInPlaceOfExample)
{
    const QString v1 = fabrictco::test::fixturesDir() + QStringLiteral("/document-v1.fabrictco");
    const auto loaded = load({v1});
    EXPECT_TRUE(loaded.fromDocument);
    EXPECT_EQ(loaded.content, PlanDocument::open(v1));
    EXPECT_THROW(load({v1, QStringLiteral("--example"), QStringLiteral("hft")}), UsageError);
    EXPECT_THROW(load({v1, v1}), UsageError);
    QTemporaryDir dir;
    EXPECT_THROW(load({dir.filePath(QStringLiteral("missing.fabrictco"))}), DataError);
}

TEST(ScenarioSourceTest, CatalogForAppliesTheDocumentsOwnItems)
{
    const DocumentContent doc = PlanDocument::open(fabrictco::test::fixturesDir() +
                                                   QStringLiteral("/document-v1.fabrictco"));
    const Catalog catalog = ScenarioSource::catalogFor(doc);
    const CatalogEntry* entry = catalog.find("price.switch", Fabric::RoCE);
    ASSERT_NE(entry, nullptr);
    EXPECT_EQ(entry->value.value, Decimal(91000));
    EXPECT_EQ(entry->source, "Vendor C list");
    const Catalog defaults = ScenarioSource::catalogFor(DocumentContent{});
    EXPECT_NE(defaults.find("price.switch", Fabric::RoCE)->value.value, Decimal(91000));
    EXPECT_EQ(ScenarioSource::catalogVersion(defaults).size(), 12u);
}

} // namespace
} // namespace fabrictco::cli
