// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EnumText.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QCoreApplication>
#include <QSet>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class EnumTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// Every name of every enum, in the installed language.
    static QStringList allNames()
    {
        QStringList names;
        for (Fabric f : {Fabric::InfiniBand, Fabric::RoCE})
            names << EnumText::fabric(f);
        for (Workload w :
             {Workload::LlmTraining, Workload::Hpc, Workload::Hft, Workload::DistributedStorage,
              Workload::Rendering, Workload::InternetBackend})
            names << EnumText::workload(w) << EnumText::workloadHint(w);
        for (TeamExpertise t :
             {TeamExpertise::NoRdma, TeamExpertise::SomeRdma, TeamExpertise::StrongRoce})
            names << EnumText::team(t) << EnumText::teamHint(t);
        for (Confidence c : {Confidence::Published, Confidence::Estimate, Confidence::Derived,
                             Confidence::Quote, Confidence::User})
            names << EnumText::confidence(c) << EnumText::confidenceHint(c)
                  << EnumText::confidence(c, CatalogLayer::Organisation)
                  << EnumText::confidenceHint(c, CatalogLayer::Organisation);
        for (ValueSource s : {ValueSource::Override, ValueSource::Quote, ValueSource::Preset,
                              ValueSource::Product, ValueSource::Catalog})
            names << EnumText::valueSource(s);
        return names;
    }
};

TEST_F(EnumTextTest, EveryValueHasAName)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    for (const QString& name : allNames())
        EXPECT_FALSE(name.trimmed().isEmpty());
    EXPECT_EQ(EnumText::workload(Workload::InternetBackend),
              QStringLiteral("Internet back-end services"));
}

// An organisation's catalog marks its company-wide prices "quote"; they are not a vendor's
// quote in this document, which would replace them (issue 41).
TEST_F(EnumTextTest, AnOrganisationsQuoteIsANegotiatedPriceNotAVendorQuote)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    EXPECT_EQ(EnumText::confidence(Confidence::Quote), QStringLiteral("vendor quote"));
    EXPECT_EQ(EnumText::confidence(Confidence::Quote, CatalogLayer::Organisation),
              QStringLiteral("negotiated price"));
    EXPECT_NE(EnumText::confidenceHint(Confidence::Quote, CatalogLayer::Organisation),
              EnumText::confidenceHint(Confidence::Quote));
    // Other confidences read the same from either catalog.
    EXPECT_EQ(EnumText::confidence(Confidence::Estimate, CatalogLayer::Organisation),
              EnumText::confidence(Confidence::Estimate));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    EXPECT_NE(EnumText::confidence(Confidence::Quote, CatalogLayer::Organisation),
              QStringLiteral("negotiated price"));
    EXPECT_NE(EnumText::confidence(Confidence::Quote, CatalogLayer::Organisation),
              EnumText::confidence(Confidence::Quote));
}

TEST_F(EnumTextTest, NamesOfOneKindAreDistinct)
{
    QSet<QString> workloads;
    for (Workload w :
         {Workload::LlmTraining, Workload::Hpc, Workload::Hft, Workload::DistributedStorage,
          Workload::Rendering, Workload::InternetBackend})
        workloads.insert(EnumText::workload(w));
    EXPECT_EQ(workloads.size(), 6);
    QSet<QString> teams;
    for (TeamExpertise t :
         {TeamExpertise::NoRdma, TeamExpertise::SomeRdma, TeamExpertise::StrongRoce})
        teams.insert(EnumText::team(t));
    EXPECT_EQ(teams.size(), 3);
    EXPECT_NE(EnumText::fabric(Fabric::InfiniBand), EnumText::fabric(Fabric::RoCE));
}

TEST_F(EnumTextTest, EveryNameIsTranslatedIntoChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const QStringList english = allNames();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QStringList chinese = allNames();
    ASSERT_EQ(english.size(), chinese.size());
    for (qsizetype i = 0; i < english.size(); ++i) {
        if (english[i] == QStringLiteral("InfiniBand"))
            continue; // a product name, the same in both
        EXPECT_NE(english[i], chinese[i]) << english[i].toStdString();
    }
}

} // namespace
