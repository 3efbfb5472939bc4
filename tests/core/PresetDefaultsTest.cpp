// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PresetDefaults.h"

#include "core/model/Catalog.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TEST(PresetDefaultsTest, BundledPresetsFollowTheArticle)
{
    const PresetDefaults presets = Catalog::loadDirectory(test::dataDir()).presets();
    const auto sensitivity = [&](Workload w) {
        return presets.workload(w).values.at("workload.jitter_sensitivity").value;
    };
    // Question 1: training, HPC and HFT are jitter-sensitive; storage and rendering tolerate it.
    EXPECT_GT(sensitivity(Workload::LlmTraining), sensitivity(Workload::DistributedStorage));
    EXPECT_GT(sensitivity(Workload::Hft), sensitivity(Workload::Rendering));
    EXPECT_GT(sensitivity(Workload::Hpc), sensitivity(Workload::InternetBackend));
    // Question 2: a stronger team needs fewer engineers, repairs faster and tunes sooner.
    const auto team = [&](TeamExpertise t, const char* key) {
        return presets.team(t).values.at(key).value;
    };
    EXPECT_GT(team(TeamExpertise::NoRdma, "team.staff_multiplier"),
              team(TeamExpertise::StrongRoce, "team.staff_multiplier"));
    EXPECT_GT(team(TeamExpertise::NoRdma, "team.config_repair_hours"),
              team(TeamExpertise::SomeRdma, "team.config_repair_hours"));
    EXPECT_GT(team(TeamExpertise::SomeRdma, "team.tuning_years"),
              team(TeamExpertise::StrongRoce, "team.tuning_years"));
    // Question 3: scale presets.
    ASSERT_NE(presets.scale("growing"), nullptr);
    EXPECT_EQ(presets.scale("pilot")->nodes, 32);
    EXPECT_EQ(presets.scale("nope"), nullptr);
}

TEST(PresetDefaultsTest, RejectsIncompleteOrWrongPresets)
{
    const auto expectError = [](const QByteArray& bytes, const std::string& problem) {
        try {
            PresetDefaults::fromJson(bytes, QStringLiteral("p.json"));
            FAIL() << "expected " << problem;
        } catch (const CatalogError& e) {
            EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
            EXPECT_EQ(e.file(), "p.json");
        }
    };
    expectError(
        R"({"format": "fabrictco-presets", "version": 1, "workloads": [], "teams": [], "scales": []})",
        "workload \"llm-training\" is missing");
    expectError(
        R"({"format": "fabrictco-presets", "version": 1, "workloads": [{"id": "cooking", "source": "", "values": {}}], "teams": [], "scales": []})",
        "unknown workload");
    expectError(
        R"({"format": "fabrictco-presets", "version": 1, "workloads": [{"id": "hpc", "source": "", "values": {"price.switch": {"value": "1"}}}], "teams": [], "scales": []})",
        "not a workload.* preset parameter");
    expectError(
        R"({"format": "fabrictco-presets", "version": 1, "workloads": [{"id": "hpc", "source": "", "values": {"workload.jitter_sensitivity": {"value": "2"}}}], "teams": [], "scales": []})",
        "from 0 to 1");
}

} // namespace
} // namespace fabrictco
