// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ExampleText.h"

#include "core/model/Examples.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
using namespace fabrictco;

namespace {

class ExampleTextTest : public ::testing::Test
{
protected:
    void SetUp() override { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

std::vector<std::string> textsOf(const Scenario& scenario)
{
    std::vector<std::string> texts{scenario.metadata.title, scenario.metadata.author,
                                   scenario.metadata.notes};
    for (const PlanSpec& plan : scenario.plans)
        texts.push_back(plan.name);
    return texts;
}

bool hasChinese(const std::string& text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return QString::fromStdString(text).contains(han);
}

// Product names read the same in both languages.
bool isProductName(const std::string& text)
{
    return text.rfind("InfiniBand ", 0) == 0 && text.find(' ', 11) == std::string::npos;
}

} // namespace

TEST_F(ExampleTextTest, EveryExampleTextIsKnown)
{
    const QStringList known = ExampleText::sourceTexts();
    for (const std::string& name : Examples::names()) {
        for (const std::string& text : textsOf(Examples::load(name))) {
            if (text.empty())
                continue;
            EXPECT_TRUE(known.contains(QString::fromStdString(text)))
                << name << ": \"" << text << "\" is not in ExampleText's list";
        }
    }
}

TEST_F(ExampleTextTest, ChineseReadsEveryExampleInChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const std::string& name : Examples::names()) {
        const Scenario english = Examples::load(name);
        Scenario chinese = english;
        ExampleText::localize(chinese);
        const auto before = textsOf(english);
        const auto after = textsOf(chinese);
        ASSERT_EQ(before.size(), after.size());
        for (std::size_t i = 0; i < before.size(); ++i) {
            if (before[i].empty() || isProductName(before[i]))
                continue;
            EXPECT_TRUE(hasChinese(after[i])) << name << ": \"" << after[i] << "\"";
        }
        // Only the words change: the figures are the example's.
        EXPECT_EQ(chinese.cluster.nodes, english.cluster.nodes);
        EXPECT_EQ(chinese.plans.size(), english.plans.size());
    }
}

TEST_F(ExampleTextTest, EnglishAndUnknownTextsStayAsTheyAre)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const Scenario english = Examples::load("llm-training");
    Scenario same = english;
    ExampleText::localize(same);
    EXPECT_EQ(textsOf(same), textsOf(english));

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    Scenario own = english;
    own.metadata.title = "Our cluster, RoCE, one switch vendor";
    own.plans[1].name = "RoCE, one switch vendor (quote 2)";
    ExampleText::localize(own);
    EXPECT_EQ(own.metadata.title, "Our cluster, RoCE, one switch vendor");
    EXPECT_EQ(own.plans[1].name, "RoCE, one switch vendor (quote 2)");
}
