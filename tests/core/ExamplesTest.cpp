// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Examples.h"

#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TEST(ExamplesTest, NamesDefaultFirst)
{
    ASSERT_FALSE(Examples::names().empty());
    EXPECT_EQ(Examples::names().front(), Examples::kDefault);
}

TEST(ExamplesTest, EachExampleHasAnIbAndARocePlan)
{
    for (const std::string& name : Examples::names()) {
        const Scenario s = Examples::load(name, test::dataDir());
        ASSERT_EQ(s.plans.size(), 2u) << name;
        EXPECT_EQ(s.plans[0].id, "ib");
        EXPECT_EQ(s.plans[0].fabric(), Fabric::InfiniBand);
        EXPECT_EQ(s.plans[1].id, "roce");
        EXPECT_EQ(s.plans[1].fabric(), Fabric::RoCE);
        EXPECT_FALSE(s.metadata.title.empty());
    }
}

TEST(ExamplesTest, ExamplesMatchTheArticleCases)
{
    const Scenario llm = Examples::load("llm-training", test::dataDir());
    EXPECT_EQ(llm.workload, Workload::LlmTraining);
    EXPECT_EQ(llm.team, TeamExpertise::NoRdma);
    EXPECT_TRUE(llm.overrides.contains("growth.annual"));
    const Scenario ceph = Examples::load("ceph-storage", test::dataDir());
    EXPECT_EQ(ceph.workload, Workload::DistributedStorage);
    EXPECT_EQ(ceph.team, TeamExpertise::StrongRoce);
    EXPECT_LT(ceph.cluster.nodes, llm.cluster.nodes);
    const Scenario hft = Examples::load("hft", test::dataDir());
    EXPECT_EQ(hft.workload, Workload::Hft);
    EXPECT_LT(hft.cluster.nodes, llm.cluster.nodes);
}

TEST(ExamplesTest, UnknownNameListsTheNames)
{
    try {
        Examples::load("crypto-mining", test::dataDir());
        FAIL();
    } catch (const ExampleError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("crypto-mining"), std::string::npos);
        for (const std::string& name : Examples::names())
            EXPECT_NE(message.find(name), std::string::npos);
    }
}

TEST(ExamplesTest, MissingDirectoryIsAnError)
{
    EXPECT_THROW(Examples::load("hft", QStringLiteral("/nonexistent")), ExampleError);
}

} // namespace
} // namespace fabrictco
