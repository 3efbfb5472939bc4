// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentCatalog.h"

#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

CatalogEntry localPrice(const char* value)
{
    return CatalogEntry{"price.nic",
                        Fabric::RoCE,
                        {Decimal::parse(value), Currency::cny()},
                        Uncertainty{},
                        "local distributor",
                        "2026-11-25",
                        Confidence::User,
                        "",
                        std::nullopt};
}

TEST(DocumentCatalogTest, AddThenEditReplacesTheSameKeyAndFabric)
{
    DocumentContent doc = test::sampleDocument();
    const auto before = doc.userCatalog.size();
    DocumentCatalog::addOrReplace(doc, localPrice("5200"));
    DocumentCatalog::addOrReplace(doc, localPrice("4900"));
    ASSERT_EQ(doc.userCatalog.size(), before + 1);
    EXPECT_EQ(doc.userCatalog.back().value.value, Decimal(4900));
    // The generic entry is a different item from the RoCE one.
    CatalogEntry generic = localPrice("5000");
    generic.fabric.reset();
    DocumentCatalog::addOrReplace(doc, generic);
    EXPECT_EQ(doc.userCatalog.size(), before + 2);
    EXPECT_EQ(PlanDocument::fromBytes(PlanDocument::toBytes(doc)), doc);
}

TEST(DocumentCatalogTest, InvalidItemsAreRefusedAndNothingChanges)
{
    DocumentContent doc = test::sampleDocument();
    const DocumentContent original = doc;
    CatalogEntry unknown = localPrice("1");
    unknown.key = "price.unicorn";
    EXPECT_THROW(DocumentCatalog::addOrReplace(doc, unknown), DocumentError);
    CatalogEntry noSource = localPrice("1");
    noSource.source.clear();
    EXPECT_THROW(DocumentCatalog::addOrReplace(doc, noSource), DocumentError);
    CatalogEntry noCurrency = localPrice("1");
    noCurrency.value.currency.reset();
    EXPECT_THROW(DocumentCatalog::addOrReplace(doc, noCurrency), DocumentError);
    EXPECT_EQ(doc, original);
}

TEST(DocumentCatalogTest, Remove)
{
    DocumentContent doc = test::sampleDocument();
    EXPECT_TRUE(DocumentCatalog::remove(doc, "power.pue", std::nullopt));
    EXPECT_FALSE(DocumentCatalog::remove(doc, "power.pue", std::nullopt));
    EXPECT_FALSE(DocumentCatalog::remove(doc, "price.switch", Fabric::InfiniBand));
    EXPECT_TRUE(DocumentCatalog::remove(doc, "price.switch", Fabric::RoCE));
    EXPECT_TRUE(doc.userCatalog.empty());
}

} // namespace
} // namespace fabrictco
