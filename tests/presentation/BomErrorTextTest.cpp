// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BomErrorText.h"

#include "core/bom/BomCalculator.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <functional>
#include <gtest/gtest.h>
#include <vector>

using namespace fabrictco;

namespace {

class BomErrorTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// The error BomCalculator raises for a design changed by `change`.
    static BomError errorFor(const std::function<void(FabricDesign&)>& change)
    {
        FabricDesign design;
        change(design);
        try {
            BomCalculator::calculate(design);
        } catch (const BomError& error) {
            return error;
        }
        ADD_FAILURE() << "the design was accepted";
        return BomError("nodes", BomProblem::OutOfRange, {"0"});
    }

    /// One of each problem, on each kind of field.
    static std::vector<BomError> everyKind()
    {
        return {
            errorFor([](FabricDesign& d) { d.railsPerNode = 0; }),
            errorFor([](FabricDesign& d) { d.switchRadix = 65; }),
            errorFor([](FabricDesign& d) { d.oversubscription = Decimal(100); }),
            errorFor([](FabricDesign& d) { d.nodes = 40000; }),
            errorFor([](FabricDesign& d) {
                d.nodes = 1;
                d.extraEndpoints = 70000;
            }),
            errorFor([](FabricDesign& d) {
                d.switchRadix = 8;
                d.scalableUnitNodes = 2000;
                d.nodes = 2000;
            }),
        };
    }
};

TEST_F(BomErrorTextTest, TheErrorIsDataWithTheEnginesEnglishBesideIt)
{
    const BomError radix = errorFor([](FabricDesign& d) { d.switchRadix = 65; });
    EXPECT_EQ(radix.field(), "switchRadix");
    EXPECT_EQ(radix.problem(), BomProblem::OutOfRange);
    ASSERT_EQ(radix.args().size(), 1u);
    EXPECT_EQ(radix.args()[0], "65");
    EXPECT_EQ(std::string(radix.what()), "switchRadix: " + radix.detail());

    const BomError large = errorFor([](FabricDesign& d) { d.nodes = 40000; });
    EXPECT_EQ(large.field(), "nodes");
    EXPECT_EQ(large.problem(), BomProblem::TooManyEndpoints);
    EXPECT_NE(large.detail().find("320000 endpoints"), std::string::npos) << large.detail();
    EXPECT_NE(large.detail().find("accepted: 1 to "), std::string::npos) << large.detail();
}

TEST_F(BomErrorTextTest, EnglishSaysWhatTheEngineSaysWithGroupedFigures)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    EXPECT_EQ(BomErrorText::message(errorFor([](FabricDesign& d) { d.switchRadix = 65; })),
              QStringLiteral("must be an even whole number from 4 to 1,024 (got 65)"))
        << "the registry's radix range changed?";
    const QString large = BomErrorText::message(errorFor([](FabricDesign& d) { d.nodes = 40000; }));
    EXPECT_TRUE(large.startsWith(QStringLiteral("40,000 nodes × 8 rails + 0 extra endpoints need "
                                                "320,000 endpoints")))
        << large.toStdString();
    const QString unit = BomErrorText::message(errorFor([](FabricDesign& d) {
        d.switchRadix = 8;
        d.scalableUnitNodes = 2000;
        d.nodes = 2000;
    }));
    EXPECT_TRUE(unit.startsWith(QStringLiteral("a unit of 2,000 nodes × 8 rails needs ")))
        << unit.toStdString();
}

TEST_F(BomErrorTextTest, EveryProblemReadsInChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const BomError& error : everyKind()) {
        const QString chinese = BomErrorText::message(error);
        EXPECT_FALSE(chinese.isEmpty());
        EXPECT_FALSE(chinese.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << error.what() << " -> " << chinese.toStdString();
        // The figures of the English are all there.
        const QString ungrouped = QString(chinese).remove(QLatin1Char(','));
        for (const std::string& arg : error.args()) {
            if (!arg.empty()) {
                EXPECT_TRUE(ungrouped.contains(QString::fromStdString(arg)))
                    << arg << " in " << chinese.toStdString();
            }
        }
    }
}

} // namespace
