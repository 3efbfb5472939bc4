// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/DesignFieldRegistry.h"

#include "core/bom/BomCalculator.h"

#include <gtest/gtest.h>
#include <set>

namespace fabrictco {
namespace {

TEST(DesignFieldRegistryTest, EveryNameIsUniqueAndFindsItsField)
{
    std::set<std::string> keys, columns, options;
    for (const DesignField& f : DesignFieldRegistry::all()) {
        EXPECT_TRUE(keys.insert(f.key).second) << f.key;
        EXPECT_TRUE(columns.insert(f.column).second) << f.column;
        EXPECT_TRUE(options.insert(f.option).second) << f.option;
        EXPECT_EQ(DesignFieldRegistry::byKey(f.key), &f);
        EXPECT_EQ(DesignFieldRegistry::byColumn(f.column), &f);
        EXPECT_EQ(DesignFieldRegistry::byOption(f.option), &f);
        EXPECT_FALSE(f.description.empty()) << f.key;
    }
    EXPECT_EQ(DesignFieldRegistry::byKey("fabric"), nullptr);
    EXPECT_EQ(DesignFieldRegistry::byColumn("railsPerNode"), nullptr);
}

TEST(DesignFieldRegistryTest, TheDefaultDesignIsInsideEveryRange)
{
    for (const DesignField& f : DesignFieldRegistry::all())
        EXPECT_FALSE(f.problem(f.defaultValue()).has_value()) << f.key;
    EXPECT_NO_THROW(DesignFieldRegistry::check(FabricDesign{}));
}

TEST(DesignFieldRegistryTest, GetAndSetRoundTripEveryField)
{
    for (const DesignField& f : DesignFieldRegistry::all()) {
        FabricDesign design;
        const Decimal other = f.defaultValue() == f.maximum ? f.minimum : f.maximum;
        f.set(design, other);
        EXPECT_EQ(f.get(design), other) << f.key;
        EXPECT_NE(design, FabricDesign{}) << f.key << ": the setter wrote another member";
    }
}

TEST(DesignFieldRegistryTest, ProblemsNameTheRangeAndTheValue)
{
    const DesignField& rails = *DesignFieldRegistry::byKey("railsPerNode");
    EXPECT_EQ(rails.problem(Decimal(65)), "must be a whole number from 1 to 64 (got 65)");
    EXPECT_EQ(rails.problem(Decimal::parse("1.5")),
              "must be a whole number from 1 to 64 (got 1.5)");
    const DesignField& radix = *DesignFieldRegistry::byKey("switchRadix");
    EXPECT_EQ(radix.problem(Decimal(63)), "must be an even whole number from 4 to 1024 (got 63)");
    EXPECT_FALSE(radix.problem(Decimal(64)).has_value());
    const DesignField& reach = *DesignFieldRegistry::byKey("aocMaxMeters");
    EXPECT_EQ(reach.problem(Decimal::parse("300.5")), "must be a number from 0 to 300 (got 300.5)");
    const DesignField& twin = *DesignFieldRegistry::byKey("twinPortTransceivers");
    EXPECT_EQ(twin.problem(Decimal(2)), "must be 0 (no) or 1 (yes) (got 2)");
}

TEST(DesignFieldRegistryTest, TypedTextSaysWhatIsWrongWithIt)
{
    const DesignField& length = *DesignFieldRegistry::byKey("leafSpineMeters");
    EXPECT_FALSE(length.textProblem("20").has_value());
    EXPECT_FALSE(length.textProblem("0.123456789").has_value());
    EXPECT_EQ(length.textProblem("0.1234567890"),
              "must have at most 9 decimal places (got \"0.1234567890\")");
    EXPECT_EQ(length.textProblem("5m"), "must be a number from 0 to 2000 (got \"5m\")");
    EXPECT_EQ(length.textProblem("2000.5"), "must be a number from 0 to 2000 (got \"2000.5\")");
}

TEST(DesignFieldRegistryTest, BooleanFieldsReadWordsAndDigits)
{
    const DesignField& twin = *DesignFieldRegistry::byKey("twinPortNicTransceivers");
    EXPECT_EQ(twin.parse("yes"), Decimal(1));
    EXPECT_EQ(twin.parse("true"), Decimal(1));
    EXPECT_EQ(twin.parse("no"), Decimal(0));
    EXPECT_EQ(twin.parse("0"), Decimal(0));
    EXPECT_FALSE(twin.parse("maybe").has_value());
    EXPECT_FALSE(DesignFieldRegistry::byKey("nodes")->parse("yes").has_value());
}

TEST(DesignFieldRegistryTest, CheckNamesTheFirstFieldOutOfRange)
{
    FabricDesign design;
    design.leafSpineMeters = Decimal(2001);
    try {
        DesignFieldRegistry::check(design);
        FAIL() << "2,001 m accepted";
    } catch (const BomError& error) {
        EXPECT_EQ(error.field(), "leafSpineMeters");
        EXPECT_STREQ(error.what(), "leafSpineMeters: must be a number from 0 to 2000 (got 2001)");
    }
}

} // namespace
} // namespace fabrictco
