// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster's limits and the one rule for moving its size and horizon (issue 37): before,
// the window set only the first year of a yearly schedule, `tco --nodes` scaled it and
// `set cluster.nodes` left it to fail validation; `set cluster.horizon_years` left it too.
#include "core/model/ClusterFields.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/model/ScenarioValidator.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

Scenario scheduled(std::vector<int> byYear)
{
    Scenario s;
    s.cluster.horizonYears = int(byYear.size());
    s.cluster.nodes = byYear.front();
    s.cluster.nodesByYear = std::move(byYear);
    s.plans.resize(2);
    for (PlanSpec& plan : s.plans)
        plan.design.nodes = s.cluster.nodes;
    return s;
}

/// The validator's limits on the cluster (the bare plans here have other problems, and a
/// cluster too large for their switches is one of them).
std::vector<ValidationProblem> clusterProblems(const Scenario& s)
{
    std::vector<ValidationProblem> problems;
    for (const ValidationProblem& problem : ScenarioValidator::validate(s))
        if (problem.field.rfind("cluster.", 0) == 0 && problem.code != ValidationCode::Design)
            problems.push_back(problem);
    return problems;
}

} // namespace

TEST(ClusterFieldsTest, ANewFirstYearScalesTheScheduleInProportion)
{
    Scenario s = scheduled({128, 192, 288});
    ClusterFields::setNodes(s, 256);
    EXPECT_EQ(s.cluster.nodes, 256);
    EXPECT_EQ(s.cluster.nodesByYear, (std::vector<int>{256, 384, 576}));
    for (const PlanSpec& plan : s.plans)
        EXPECT_EQ(plan.design.nodes, 256);
    EXPECT_TRUE(clusterProblems(s).empty());
    // Rounded half up, as the node sweep scales a schedule.
    Scenario odd = scheduled({2, 3, 5});
    ClusterFields::setNodes(odd, 3);
    EXPECT_EQ(odd.cluster.nodesByYear, (std::vector<int>{3, 5, 8})); // 4.5 -> 5, 7.5 -> 8
}

TEST(ClusterFieldsTest, AScheduleNeverLeavesTheLimitsWhenTheFirstYearIsValid)
{
    Scenario s = scheduled({1, 50'000});
    ClusterFields::setNodes(s, 4);
    EXPECT_EQ(s.cluster.nodesByYear, (std::vector<int>{4, ClusterFields::nodes().maximum}));
    EXPECT_TRUE(clusterProblems(s).empty());
}

TEST(ClusterFieldsTest, WithoutAScheduleOnlyTheFirstYearAndThePlansMove)
{
    Scenario s = scheduled({128});
    s.cluster.nodesByYear.clear();
    ClusterFields::setNodes(s, 64);
    EXPECT_TRUE(s.cluster.nodesByYear.empty());
    EXPECT_EQ(s.plans.back().design.nodes, 64);
}

TEST(ClusterFieldsTest, TheHorizonCutsTheScheduleOrHoldsItsLastYear)
{
    Scenario s = scheduled({128, 192, 288});
    ClusterFields::setHorizon(s, 5);
    EXPECT_EQ(s.cluster.horizonYears, 5);
    EXPECT_EQ(s.cluster.nodesByYear, (std::vector<int>{128, 192, 288, 288, 288}));
    ClusterFields::setHorizon(s, 2);
    EXPECT_EQ(s.cluster.nodesByYear, (std::vector<int>{128, 192}));
    EXPECT_TRUE(clusterProblems(s).empty());
}

TEST(ClusterFieldsTest, TheLimitsAreTheValidatorsAndTheDesigns)
{
    EXPECT_EQ(ClusterFields::nodes().maximum,
              DesignFieldRegistry::byKey("nodes")->maximum.toInt64());
    EXPECT_EQ(ClusterFields::gpusPerNode().maximum, 64);
    EXPECT_EQ(ClusterFields::horizonYears().maximum, 10);
    for (const ClusterField& field : ClusterFields::all()) {
        SCOPED_TRACE(field.path);
        EXPECT_EQ(ClusterFields::find(field.name), &field);
        EXPECT_EQ(ClusterFields::find(field.path), &field);
        Scenario s = scheduled({1});
        s.cluster.nodesByYear.clear();
        const auto set = [&s, &field](int value) {
            int& target = field.unit == ClusterFieldUnit::Nodes  ? s.cluster.nodes
                          : field.unit == ClusterFieldUnit::Gpus ? s.cluster.gpusPerNode
                                                                 : s.cluster.horizonYears;
            target = value;
            return clusterProblems(s);
        };
        EXPECT_TRUE(set(field.maximum).empty());
        const auto above = set(field.maximum + 1);
        ASSERT_EQ(above.size(), 1u);
        EXPECT_NE(above.front().message.find(field.rangeText()), std::string::npos);
        EXPECT_FALSE(set(field.minimum - 1).empty());
    }
    EXPECT_EQ(ClusterFields::find("racks"), nullptr);
}
