// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>
using namespace fabrictco;

namespace {

class LanguageScopeTest : public ::testing::Test
{
protected:
    void SetUp() override { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(LanguageScopeTest, RestoresThePreviousLanguage)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    {
        const i18n::LanguageScope scope(QStringLiteral("zh_CN"));
        EXPECT_TRUE(scope.installed());
        EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("zh_CN"));
    }
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("en"));
    {
        const i18n::LanguageScope unknown(QStringLiteral("fr"));
        EXPECT_FALSE(unknown.installed());
        EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("en"));
    }
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("en"));
}
