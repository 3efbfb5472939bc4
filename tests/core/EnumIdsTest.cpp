// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/EnumIds.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

enum class Colour
{
    Red,
    Green,
    Blue,
};

constexpr EnumIdTable<Colour, 2> kColours{{
    {Colour::Red, "red"},
    {Colour::Green, "green"},
}};

TEST(EnumIdsTest, LooksUpBothWays)
{
    EXPECT_EQ(idIn(kColours, Colour::Green), "green");
    EXPECT_EQ(valueIn(kColours, "red"), Colour::Red);
    static_assert(*idIn(kColours, Colour::Red) == "red", "usable at compile time");
}

TEST(EnumIdsTest, AnUnknownIdOrValueGivesNothing)
{
    EXPECT_FALSE(idIn(kColours, Colour::Blue).has_value());
    EXPECT_FALSE(valueIn(kColours, "Red").has_value()) << "ids are case-sensitive";
    EXPECT_FALSE(valueIn(kColours, "").has_value());
}

TEST(EnumIdsTest, ListsTheValuesInTableOrder)
{
    EXPECT_EQ(valuesIn(kColours), (std::vector<Colour>{Colour::Red, Colour::Green}));
}

} // namespace
