// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37, item 3: the equipment's nouns were two enums (FactorNoun, LineSubject) with two
// translation tables; both now hold Equipment as one range of values.
#include "core/bom/Equipment.h"

#include "core/tco/FactorNoun.h"
#include "core/tco/LineLabel.h"

#include <gtest/gtest.h>
#include <set>
#include <string>

using namespace fabrictco;

namespace {

TEST(EquipmentTest, EveryItemHasItsOwnName)
{
    std::set<std::string_view> names;
    for (int i = 0; i < kEquipmentCount; ++i) {
        const std::string_view name = englishName(static_cast<Equipment>(i));
        EXPECT_FALSE(name.empty()) << i;
        EXPECT_TRUE(names.insert(name).second) << name;
    }
    EXPECT_EQ(englishName(Equipment::LeafSwitches), "leaf switches");
    EXPECT_EQ(englishName(Equipment::Transceivers), "transceivers");
}

TEST(EquipmentTest, OneOfEachItemIsNamedInTheSingular)
{
    // In the same order: each singular is its plural without the plural's ending.
    for (int i = 0; i < kEquipmentCount; ++i) {
        const auto item = static_cast<Equipment>(i);
        const std::string_view one = englishNameOfOne(item);
        const std::string_view many = englishName(item);
        EXPECT_TRUE(many.starts_with(one) && many.size() > one.size() &&
                    many.size() <= one.size() + 2)
            << one << " / " << many;
    }
    EXPECT_EQ(englishNameOfOne(Equipment::SpareSwitches), "spare switch");
}

TEST(EquipmentTest, AFormulasCountAndALinesSubjectNameTheSameItem)
{
    for (int i = 0; i < kEquipmentCount; ++i) {
        const auto item = static_cast<Equipment>(i);
        EXPECT_EQ(equipmentOf(nounOf(item)), item);
        EXPECT_EQ(equipmentOf(subjectOf(item)), item);
        EXPECT_EQ(englishName(nounOf(item)), englishName(item));
        EXPECT_EQ(englishName(subjectOf(item)), englishName(item));
    }
    // The values around the range are not equipment.
    EXPECT_FALSE(equipmentOf(FactorNoun::None));
    EXPECT_FALSE(equipmentOf(FactorNoun::Links));
    EXPECT_FALSE(equipmentOf(LineSubject::None));
    EXPECT_FALSE(equipmentOf(LineSubject::FabricEngineers));
    EXPECT_EQ(englishNoun(FactorLabel(Equipment::NicPorts)), "NIC ports");
    EXPECT_EQ(englishLabel({LineKind::Expansion, subjectOf(Equipment::SpineSwitches)}),
              "Expansion: spine switches");
}

} // namespace
