// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/LineLabel.h"

#include <gtest/gtest.h>
#include <set>
#include <string_view>

using namespace fabrictco;

namespace {

TEST(LineLabelTest, EnglishIsKindThenSubject)
{
    EXPECT_EQ(englishLabel({LineKind::Expansion, subjectOf(Equipment::LeafSwitches)}),
              "Expansion: leaf switches");
    EXPECT_EQ(englishLabel({LineKind::StallUntilRestarted, LineSubject::NicPortFailures}),
              "Stall until restarted: NIC port failures");
    EXPECT_EQ(englishLabel({LineKind::IdleCompute, LineSubject::EcmpCollisions}),
              "Idle compute: ECMP flow collisions");
}

TEST(LineLabelTest, AResidualValueNamesTheYearOfPurchase)
{
    EXPECT_EQ(englishLabel({LineKind::ResidualValue, subjectOf(Equipment::NicPorts), 5}),
              "Residual value: NIC ports bought in year 5");
}

TEST(LineLabelTest, WholeKindsIgnoreTheSubject)
{
    EXPECT_TRUE(isWhole(LineKind::TuningHelp));
    EXPECT_FALSE(isWhole(LineKind::Expansion));
    EXPECT_EQ(englishLabel({LineKind::TuningHelp, subjectOf(Equipment::Switches)}),
              "External PFC/ECN/DCQCN tuning help");
    EXPECT_EQ(englishLabel({LineKind::RebuildDowntime}), "Rebuild risk: cluster downtime");
}

TEST(LineLabelTest, EveryKindAndSubjectHasItsOwnName)
{
    // The name tables are looked up by position: a value added to the enum without its row
    // would read another's name or none.
    std::set<std::string_view> kinds;
    for (int i = 0; i <= static_cast<int>(LineKind::ValueLost); ++i) {
        const std::string_view name = englishName(static_cast<LineKind>(i));
        EXPECT_FALSE(name.empty()) << i;
        EXPECT_TRUE(kinds.insert(name).second) << name;
    }
    std::set<std::string_view> subjects;
    for (int i = 1; i <= static_cast<int>(LineSubject::UpperTierQueueing); ++i) {
        const std::string_view name = englishName(static_cast<LineSubject>(i));
        EXPECT_FALSE(name.empty()) << i;
        EXPECT_TRUE(subjects.insert(name).second) << name;
    }
    EXPECT_TRUE(englishName(LineSubject::None).empty());
}

} // namespace
