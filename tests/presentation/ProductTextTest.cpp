// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ProductText.h"

#include "core/model/Catalog.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
using namespace fabrictco;

namespace {

class ProductTextTest : public ::testing::Test
{
protected:
    void SetUp() override { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
};

TEST_F(ProductTextTest, EveryBundledProductNameIsKnown)
{
    const QStringList known = ProductText::sourceNames();
    ASSERT_FALSE(catalog.products().empty());
    for (const Product& product : catalog.products())
        EXPECT_TRUE(known.contains(QString::fromStdString(product.name)))
            << product.id << ": \"" << product.name << "\" is not in ProductText's list";
}

TEST_F(ProductTextTest, EnglishKeepsTheCatalogNames)
{
    for (const Product& product : catalog.products())
        EXPECT_EQ(ProductText::name(product), QString::fromStdString(product.name));
    EXPECT_EQ(ProductText::className(ProductClass::Nic), QStringLiteral("NIC"));
}

TEST_F(ProductTextTest, ChineseNamesTheClassesAndTheProducts)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    for (ProductClass c : {ProductClass::Switch, ProductClass::Optics})
        EXPECT_TRUE(ProductText::className(c).contains(han))
            << ProductText::className(c).toStdString();
    EXPECT_TRUE(ProductText::custom().contains(han));
    // Model names stay recognisable; the descriptive words are Chinese.
    const Product* whiteBox = catalog.findProduct("roce-th5-64x800");
    ASSERT_NE(whiteBox, nullptr);
    const QString name = ProductText::name(*whiteBox);
    EXPECT_TRUE(name.contains(QStringLiteral("Tomahawk 5"))) << name.toStdString();
    EXPECT_TRUE(name.contains(han)) << name.toStdString();
    // A product someone adds keeps its own name.
    Product own = *whiteBox;
    own.name = "Vendor X 64 x 800G";
    EXPECT_EQ(ProductText::name(own), QStringLiteral("Vendor X 64 x 800G"));
}

} // namespace
