// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/LineItemText.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
#include <map>
#include <vector>

using namespace fabrictco;

namespace {

class LineItemTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// Every label the engine writes for the examples over ten growing years (expansions,
    /// refreshes, residual values, re-cabling for a new tier, incidents, staff), by its English.
    static std::map<std::string, LineLabel> engineLabels()
    {
        std::map<std::string, LineLabel> labels;
        const Catalog catalog = Catalog::loadDefault();
        for (const std::string& name : Examples::names()) {
            Scenario scenario = Examples::load(name);
            scenario.cluster.horizonYears = 10;
            scenario.overrides["growth.annual"] =
                ParameterValue{Decimal::parse("0.3"), std::nullopt};
            for (const PlanResult& plan : TcoEngine(catalog).evaluate(scenario).plans)
                for (const YearResult& year : plan.years)
                    for (const LineItem& item : year.items)
                        labels.emplace(item.label(), item.what);
        }
        return labels;
    }
};

/// Every value of an enum declared from 0 to `last`.
template <typename Enum> std::vector<Enum> allOf(Enum last)
{
    std::vector<Enum> values;
    for (int i = 0; i <= static_cast<int>(last); ++i)
        values.push_back(static_cast<Enum>(i));
    return values;
}

TEST_F(LineItemTextTest, EnglishIsTheEnginesText)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    for (const auto& [english, label] : engineLabels())
        EXPECT_EQ(LineItemText::label(label), QString::fromStdString(english));
    for (LineKind kind : allOf(LineKind::ValueLost))
        EXPECT_EQ(LineItemText::kind(kind).toStdString(), englishName(kind));
    for (LineSubject subject : allOf(LineSubject::UpperTierQueueing))
        EXPECT_EQ(LineItemText::subject(subject).toStdString(), englishName(subject));
}

TEST_F(LineItemTextTest, EveryLabelOfTheExamplesIsTranslatedIntoChinese)
{
    const std::map<std::string, LineLabel> labels = engineLabels();
    ASSERT_GT(labels.size(), 30u);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const auto& [english, label] : labels) {
        const QString chinese = LineItemText::label(label);
        // Translated throughout: no English word of the label is left (product names aside).
        QString rest = chinese;
        for (const char* name :
             {"InfiniBand", "RoCE", "PFC", "ECN", "DCQCN", "OS", "NIC", "ECMP", "SHARP"})
            rest.remove(QString::fromLatin1(name));
        EXPECT_FALSE(rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << english << " -> " << chinese.toStdString();
    }
}

TEST_F(LineItemTextTest, EveryKindAndSubjectHasChineseWords)
{
    // Also those the examples do not reach: each one differs from its English.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (LineKind kind : allOf(LineKind::ValueLost))
        EXPECT_NE(LineItemText::kind(kind).toStdString(), englishName(kind));
    for (LineSubject subject : allOf(LineSubject::UpperTierQueueing)) {
        if (subject != LineSubject::None) {
            EXPECT_NE(LineItemText::subject(subject).toStdString(), englishName(subject));
        }
    }
    const QString residual =
        LineItemText::label({LineKind::ResidualValue, subjectOf(Equipment::NicPorts), 3});
    EXPECT_TRUE(residual.contains(QLatin1Char('3'))) << residual.toStdString();
}

} // namespace
