// SPDX-License-Identifier: GPL-3.0-or-later
// One rule for copies of a plan (issue 37, item 2): the window named a copy "X (copy)" even
// when that name was taken and put it after its original; `plan duplicate` named it
// "X (copy 2)" and put it last.
#include "core/model/PlanEdits.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

Scenario twoPlans()
{
    Scenario s;
    PlanSpec ib;
    ib.id = "ib";
    ib.name = "InfiniBand";
    ib.design.fabric = Fabric::InfiniBand;
    ib.overrides["price.nic"] = ParameterValue{Decimal(2000), std::nullopt};
    PlanSpec roce;
    roce.id = "roce";
    roce.name = "RoCE";
    roce.design.fabric = Fabric::RoCE;
    s.plans = {ib, roce};
    return s;
}

std::string english(const std::string& base, int n)
{
    return n == 1 ? base + " (copy)" : base + " (copy " + std::to_string(n) + ")";
}

} // namespace

TEST(PlanEditsTest, AnIdIsTheBaseOrTheFirstFreeNumberedOne)
{
    Scenario s = twoPlans();
    EXPECT_EQ(PlanEdits::uniqueId(s, "hpc"), "hpc");
    EXPECT_EQ(PlanEdits::uniqueId(s, "ib"), "ib-2");
    s.plans.push_back(s.plans.front());
    s.plans.back().id = "ib-2";
    EXPECT_EQ(PlanEdits::uniqueId(s, "ib"), "ib-3");
}

TEST(PlanEditsTest, ACopyComesRightAfterItsOriginalWithEverythingButIdNameAndColour)
{
    Scenario s = twoPlans();
    const PlanSpec* copy = PlanEdits::duplicate(s, "ib", "ib-2", "InfiniBand (copy)");
    ASSERT_NE(copy, nullptr);
    ASSERT_EQ(s.plans.size(), 3u);
    EXPECT_EQ(s.plans[1].id, "ib-2");
    EXPECT_EQ(s.plans[2].id, "roce");
    EXPECT_EQ(copy->name, "InfiniBand (copy)");
    EXPECT_EQ(copy->overrides, s.plans[0].overrides);
    EXPECT_NE(copy->colourSlot, s.plans[0].colourSlot);
    EXPECT_EQ(PlanEdits::duplicate(s, "nope", "x", "X"), nullptr);
    EXPECT_EQ(s.plans.size(), 3u);
}

TEST(PlanEditsTest, ACopysNameIsOneNoPlanHas)
{
    Scenario s = twoPlans();
    EXPECT_EQ(PlanEdits::copyName(s, "InfiniBand", english), "InfiniBand (copy)");
    PlanEdits::duplicate(s, "ib", "ib-2", PlanEdits::copyName(s, "InfiniBand", english));
    EXPECT_EQ(PlanEdits::copyName(s, "  InfiniBand ", english), "InfiniBand (copy 2)");
    s.plans[1].name = " InfiniBand (copy) "; // compared without surrounding spaces
    EXPECT_EQ(PlanEdits::copyName(s, "InfiniBand", english), "InfiniBand (copy 2)");
    s.plans[1].name = "IB B";
    EXPECT_EQ(PlanEdits::copyName(s, "InfiniBand", english), "InfiniBand (copy)");
}

TEST(PlanEditsTest, ANameMustSaySomethingFitOnOneLineAndBeThePlansOwn)
{
    const Scenario s = twoPlans();
    using P = PlanEdits::NameProblem;
    EXPECT_EQ(PlanEdits::checkName(s, "NDR", "ib").problem, P::None);
    EXPECT_EQ(PlanEdits::checkName(s, " \t ", "ib").problem, P::Empty);
    EXPECT_EQ(PlanEdits::checkName(s, "a\nb", "ib").problem, P::NotOneLine);
    EXPECT_EQ(PlanEdits::checkName(s, "a\u2028b", "ib").problem, P::NotOneLine);
    const PlanEdits::NameCheck taken = PlanEdits::checkName(s, "  RoCE ", "ib");
    EXPECT_EQ(taken.problem, P::Taken);
    EXPECT_EQ(taken.takenBy, "roce");
    EXPECT_EQ(PlanEdits::checkName(s, "roce", "ib").problem, P::Taken) << "whatever the case";
    EXPECT_EQ(PlanEdits::checkName(s, std::string(200, 'x'), "ib").problem, P::None);
    EXPECT_EQ(PlanEdits::checkName(s, std::string(201, 'x'), "ib").problem, P::TooLong);
    const std::string longest(200, 'x');
    const std::string spaced = " " + longest + " ";
    EXPECT_EQ(PlanEdits::checkName(s, spaced, "ib").problem, P::None)
        << "spaces around a name are not part of it";
    // A plan keeps its own name (with spaces around it, too); a new plan ("") may not.
    EXPECT_EQ(PlanEdits::checkName(s, " RoCE ", "roce").problem, P::None);
    EXPECT_EQ(PlanEdits::checkName(s, "RoCE", "").problem, P::Taken);
    EXPECT_EQ(PlanEdits::trimmedName("  X y \t"), "X y");
}

TEST(PlanEditsTest, AnAddedPlanTakesItsFabricsDesignOrTheDefaultsAndAFreeName)
{
    Scenario s = twoPlans();
    s.cluster.nodes = 96;
    s.plans[0].design.railsPerNode = 4;
    const auto words = [](int n) {
        return "InfiniBand plan " + std::to_string(n);
    };
    const std::string name = PlanEdits::newPlanName(s, Fabric::InfiniBand, words);
    EXPECT_EQ(name, "InfiniBand plan 2") << "numbered among the plans of its fabric";
    const PlanSpec& added = PlanEdits::add(s, Fabric::InfiniBand, "ib-2", " " + name + " ");
    EXPECT_EQ(added.name, name);
    EXPECT_EQ(added.design.railsPerNode, 4) << "the first InfiniBand plan's design";
    EXPECT_EQ(added.design.nodes, 96);
    EXPECT_TRUE(added.overrides.empty()) << "priced from the catalog, not the plan's own values";
    EXPECT_NE(added.colourSlot, s.plans[0].colourSlot);
    s.plans[2].name = "InfiniBand plan 3";
    EXPECT_EQ(PlanEdits::newPlanName(s, Fabric::InfiniBand, words), "InfiniBand plan 4");
}

TEST(PlanEditsTest, RemovingLeavesAtLeastOnePlan)
{
    Scenario s = twoPlans();
    EXPECT_FALSE(PlanEdits::remove(s, "nope"));
    EXPECT_EQ(PlanEdits::remove(s, "roce"), std::optional<std::size_t>(1));
    ASSERT_EQ(s.plans.size(), 1u);
    EXPECT_FALSE(PlanEdits::remove(s, "ib")) << "a document always has a plan";
    EXPECT_EQ(s.plans.size(), 1u);
}
