// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/LineItemText.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "tests/presentation/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;

namespace {

class LineItemTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// Every label the engine writes for the examples over ten growing years (expansions,
    /// refreshes, residual values, re-cabling for a new tier, incidents, staff).
    static std::set<std::string> engineLabels()
    {
        std::set<std::string> labels;
        const Catalog catalog = Catalog::loadDefault();
        for (const std::string& name : Examples::names()) {
            Scenario scenario = Examples::load(name);
            scenario.cluster.horizonYears = 10;
            scenario.overrides["growth.annual"] =
                ParameterValue{Decimal::parse("0.3"), std::nullopt};
            for (const PlanResult& plan : TcoEngine(catalog).evaluate(scenario).plans)
                for (const YearResult& year : plan.years)
                    for (const LineItem& item : year.items)
                        labels.insert(item.label);
        }
        return labels;
    }
};

TEST_F(LineItemTextTest, EnglishIsTheEnginesText)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    for (const std::string& label : engineLabels())
        EXPECT_EQ(LineItemText::label(label), QString::fromStdString(label));
}

TEST_F(LineItemTextTest, EveryLabelOfTheExamplesIsTranslatedIntoChinese)
{
    const std::set<std::string> labels = engineLabels();
    ASSERT_GT(labels.size(), 30u);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const std::string& label : labels) {
        const QString chinese = LineItemText::label(label);
        // Translated throughout: no English word of the label is left (product names aside).
        QString rest = chinese;
        for (const char* name :
             {"InfiniBand", "RoCE", "PFC", "ECN", "DCQCN", "OS", "NIC", "ECMP", "SHARP"})
            rest.remove(QString::fromLatin1(name));
        EXPECT_FALSE(rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << label << " -> " << chinese.toStdString();
    }
}

TEST_F(LineItemTextTest, AnUnknownPartStaysAsTheEngineWroteIt)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    EXPECT_EQ(LineItemText::label("Something new"), QStringLiteral("Something new"));
    EXPECT_EQ(LineItemText::label("Unknown: gadgets"), QStringLiteral("Unknown: gadgets"));
    const QString partly = LineItemText::label("Expansion: gadgets");
    EXPECT_TRUE(partly.endsWith(QStringLiteral("gadgets")));
    EXPECT_FALSE(partly.startsWith(QStringLiteral("Expansion")));
    EXPECT_EQ(LineItemText::label(""), QString());
}

} // namespace
