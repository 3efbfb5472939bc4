// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/CatalogTranslation.h"

#include "core/model/Catalog.h"
#include "core/model/CatalogError.h"
#include "tests/support/TestData.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

/// At least one Chinese character: a "translation" that is the English again does not count.
bool hasChinese(const std::string& text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(QString::fromStdString(text)).hasMatch();
}

class CatalogTranslationTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_catalog = Catalog::loadDirectory(test::dataDir());
        m_zh = CatalogTranslation::loadDirectory(test::dataDir(), QStringLiteral("zh_CN"));
    }
    Catalog m_catalog;
    CatalogTranslation m_zh;
};

// A catalog edit that adds an entry or changes a source fails here until data/catalog.zh_CN.json
// has the Chinese text for it (translating the English now in data/catalog.json).
TEST_F(CatalogTranslationTest, EveryBundledEntryHasAChineseSourceAndNote)
{
    ASSERT_FALSE(m_catalog.entries().empty());
    for (const CatalogEntry& entry : m_catalog.entries()) {
        const std::string id =
            entry.key + (entry.fabric ? " " + std::string(fabricId(*entry.fabric)) : "");
        const auto source = m_zh.source(entry);
        ASSERT_TRUE(source.has_value()) << id << ": no Chinese text for \"" << entry.source << "\"";
        EXPECT_TRUE(hasChinese(*source)) << id << ": " << *source;
        if (!entry.note.empty()) {
            const auto note = m_zh.note(entry);
            ASSERT_TRUE(note.has_value()) << id << ": no Chinese text for \"" << entry.note << "\"";
            EXPECT_TRUE(hasChinese(*note)) << id << ": " << *note;
        }
    }
}

TEST_F(CatalogTranslationTest, EveryBundledProductHasAChineseSourceAndNote)
{
    ASSERT_FALSE(m_catalog.products().empty());
    for (const Product& product : m_catalog.products()) {
        const auto source = m_zh.source(product);
        ASSERT_TRUE(source.has_value())
            << product.id << ": no Chinese text for \"" << product.source << "\"";
        EXPECT_TRUE(hasChinese(*source)) << product.id << ": " << *source;
        // Every bundled product cites its watts apart from its price (issue 41), in Chinese too.
        EXPECT_FALSE(product.wattsSource.empty()) << product.id;
        const auto watts = m_zh.wattsSource(product);
        ASSERT_TRUE(watts.has_value())
            << product.id << ": no Chinese text for \"" << product.wattsSource << "\"";
        EXPECT_TRUE(hasChinese(*watts)) << product.id << ": " << *watts;
        if (!product.note.empty()) {
            const auto note = m_zh.note(product);
            ASSERT_TRUE(note.has_value())
                << product.id << ": no Chinese text for \"" << product.note << "\"";
            EXPECT_TRUE(hasChinese(*note)) << product.id << ": " << *note;
        }
    }
}

TEST_F(CatalogTranslationTest, AnEditedSourceIsNotShownWithTheOldTranslation)
{
    CatalogEntry entry = *m_catalog.find("price.switch", Fabric::InfiniBand);
    ASSERT_TRUE(m_zh.source(entry).has_value());
    entry.source = "Quote from our reseller, 2026";
    EXPECT_FALSE(m_zh.source(entry).has_value());
    Product product = m_catalog.products().front();
    ASSERT_TRUE(m_zh.source(product).has_value());
    product.source += " (updated)";
    EXPECT_FALSE(m_zh.source(product).has_value());
}

TEST_F(CatalogTranslationTest, AFabricSpecificTextIsKeptApartFromTheOtherFabrics)
{
    const CatalogEntry* ib = m_catalog.find("price.switch", Fabric::InfiniBand);
    const CatalogEntry* roce = m_catalog.find("price.switch", Fabric::RoCE);
    ASSERT_TRUE(ib && roce);
    EXPECT_NE(m_zh.source(*ib), m_zh.source(*roce));
}

TEST_F(CatalogTranslationTest, NoFileForALanguageGivesNoTexts)
{
    const CatalogTranslation none =
        CatalogTranslation::loadDirectory(test::dataDir(), QStringLiteral("de_DE"));
    EXPECT_TRUE(none.isEmpty());
    EXPECT_FALSE(none.source(m_catalog.entries().front()).has_value());
    // A language is a tag, never a path.
    EXPECT_TRUE(
        CatalogTranslation::loadDirectory(test::dataDir(), QStringLiteral("../data/catalog"))
            .isEmpty());
}

TEST(CatalogTranslationParseTest, RejectsUnknownFieldsEmptyTextsAndDuplicates)
{
    const auto parse = [](const char* json) {
        return CatalogTranslation::fromJson(QByteArray(json), QStringLiteral("t.json"));
    };
    const char* head =
        R"({"format": "fabrictco-catalog-text", "version": 1, "language": "zh_CN", )";
    const auto with = [&](const char* rest) {
        return std::string(head) + rest;
    };
    EXPECT_NO_THROW(parse(with(R"("entries": [{"key": "a", "source": {"en": "x", "zh_CN": "甲"}}],
                                 "products": []})")
                              .c_str()));
    EXPECT_THROW(parse(with(R"("entries": [{"key": "a", "sauce": {"en": "x", "zh_CN": "甲"}}],
                              "products": []})")
                           .c_str()),
                 CatalogError);
    EXPECT_THROW(parse(with(R"("entries": [{"key": "a", "source": {"en": "x", "zh_CN": ""}}],
                              "products": []})")
                           .c_str()),
                 CatalogError);
    EXPECT_THROW(parse(with(R"("entries": [{"key": "a", "source": {"en": "x", "zh_CN": "甲"}},
                                           {"key": "a", "source": {"en": "x", "zh_CN": "乙"}}],
                              "products": []})")
                           .c_str()),
                 CatalogError);
    EXPECT_THROW(parse(R"({"format": "fabrictco-catalog", "version": 1, "language": "zh_CN",
                           "entries": [], "products": []})"),
                 CatalogError);
}

} // namespace
