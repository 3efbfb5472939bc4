// SPDX-License-Identifier: GPL-3.0-or-later
// A document's own catalog item that the catalog refuses is named as the window names the
// input, with its problem from its code, in either language.
#include "presentation/CatalogErrorText.h"

#include "core/model/Catalog.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <functional>
#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;

namespace {

class CatalogErrorTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// A valid own price for the RoCE switch, as the window's catalog tab writes one.
    static CatalogEntry ownSwitchPrice()
    {
        CatalogEntry entry;
        entry.key = "price.switch";
        entry.fabric = Fabric::RoCE;
        entry.value = ParameterValue{Decimal(31000), Currency::usd()};
        entry.source = "Vendor B, 2026-11";
        entry.date = "2026-11";
        entry.confidence = Confidence::User;
        return entry;
    }

    /// The CatalogError the bundled catalog throws for `entry` as a document's own item.
    static CatalogError refusal(const CatalogEntry& entry)
    {
        static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
        try {
            (void)bundled.withUserEntries({entry});
        } catch (const CatalogError& error) {
            return error;
        }
        ADD_FAILURE() << "the item was accepted";
        return CatalogError("", "", "");
    }
};

TEST_F(CatalogErrorTextTest, EveryProblemOfAnOwnItemIsWordedInChinese)
{
    const std::vector<std::function<void(CatalogEntry&)>> breakages = {
        [](CatalogEntry& e) { e.key = "no.such.input"; },
        [](CatalogEntry& e) { e.key = "team.tuning_years"; },
        [](CatalogEntry& e) {
            e.key = "discount_rate";
            e.value = ParameterValue{Decimal::parse("0.08"), std::nullopt};
        },
        [](CatalogEntry& e) { e.value.currency.reset(); },
        [](CatalogEntry& e) { e.value.value = Decimal(-1); },
        [](CatalogEntry& e) {
            e.range = Uncertainty{DistributionShape::Triangular, Decimal(32000), Decimal(40000)};
        },
        [](CatalogEntry& e) {
            e.range = Uncertainty{DistributionShape::Triangular, Decimal(20000), Decimal(30000)};
        },
        [](CatalogEntry& e) { e.source.clear(); },
        [](CatalogEntry& e) { e.date = "last spring"; },
    };
    std::set<ValidationCode> codes;
    std::vector<CatalogError> errors;
    for (const auto& breakage : breakages) {
        CatalogEntry entry = ownSwitchPrice();
        breakage(entry);
        errors.push_back(refusal(entry));
        ASSERT_TRUE(errors.back().item().has_value()) << errors.back().what();
        EXPECT_NE(errors.back().item()->problem.code, ValidationCode::Other)
            << errors.back().what();
        codes.insert(errors.back().item()->problem.code);
    }
    EXPECT_EQ(codes.size(), breakages.size()) << "each breakage is its own problem";
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const CatalogError& error : errors) {
        QString words = CatalogErrorText::message(error);
        // What the item holds is quoted as it is; names and formats keep their spelling.
        for (const std::string& given : error.item()->problem.args)
            words.remove(QString::fromStdString(given));
        words.remove(QRegularExpression(
            QStringLiteral("\\b(CNY|USD|RoCE|YYYY-MM-DD|YYYY-MM|YYYY|FabricTCO)\\b")));
        EXPECT_FALSE(words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << error.what() << " -> " << words.toStdString();
    }
}

TEST_F(CatalogErrorTextTest, NamesTheInputItsFabricAndThePartAtFault)
{
    CatalogEntry entry = ownSwitchPrice();
    entry.range = Uncertainty{DistributionShape::Triangular, Decimal(32000), Decimal(40000)};
    const QString words = CatalogErrorText::message(refusal(entry));
    EXPECT_TRUE(words.contains(QStringLiteral("RoCE"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("low value"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("32,000"))) << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral("price.switch")))
        << "the window's name, not the key";
}

TEST_F(CatalogErrorTextTest, ADamagedBundledCatalogSaysTheInstallationIsDamaged)
{
    std::string detail;
    try {
        (void)Catalog::fromJson("{\"format\": \"fabrictco-catalog\"",
                                QStringLiteral("catalog.json"));
    } catch (const CatalogError& error) {
        EXPECT_FALSE(error.item().has_value());
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
        const QString words = CatalogErrorText::message(error);
        EXPECT_TRUE(words.contains(QStringLiteral("重新安装"))) << words.toStdString();
        // The parser's English stays, for whoever repairs the installation.
        EXPECT_TRUE(words.contains(QString::fromUtf8(error.what()))) << words.toStdString();
        detail = error.what();
    }
    EXPECT_FALSE(detail.empty());
}

TEST_F(CatalogErrorTextTest, AWrongOrganisationCatalogSaysWhoseItIsNotToReinstall)
{
    // The organisation's file is not the installation's: reinstalling would not help.
    const OrganisationCatalogError error("/etc/xdg/FabricTCO/organisation-catalog.json",
                                         "entry 3 (staff.salary)", "missing field \"date\"");
    EXPECT_NE(std::string(error.what()).find("FABRICTCO_ORGANISATION_CATALOG"), std::string::npos);
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        const QString words = CatalogErrorText::message(error);
        EXPECT_FALSE(words.contains(QStringLiteral("reinstall")) ||
                     words.contains(QStringLiteral("重新安装")))
            << words.toStdString();
        EXPECT_TRUE(words.contains(QStringLiteral(
            "/etc/xdg/FabricTCO/organisation-catalog.json: entry 3 (staff.salary): missing "
            "field \"date\"")))
            << words.toStdString();
        // Said once, in the reader's language, not again in the detail's English.
        EXPECT_EQ(words.count(QStringLiteral("FABRICTCO_ORGANISATION_CATALOG")), 1)
            << words.toStdString();
    }
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
}

} // namespace
