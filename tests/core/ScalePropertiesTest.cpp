// SPDX-License-Identifier: GPL-3.0-or-later
// What must hold at every size from a 16-node pilot to 16,384 nodes (issue 36, item 7): staff
// with economies of scale, incidents that stall a job rather than the cluster, and year totals
// that a short horizon never turns negative.
#include "core/model/Catalog.h"
#include "core/model/Presets.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>
#include <string>

using namespace fabrictco;

namespace {

const Catalog& catalog()
{
    static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    return bundled;
}

constexpr int kSizes[] = {16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384};

/// llm-training at `nodes` for one year without growth, both fabrics from 128-port switches
/// (custom hardware) so that every size up to 16,384 nodes x 8 rails fits three tiers.
Scenario oneYear(int nodes, TeamExpertise team, Workload workload = Workload::LlmTraining)
{
    Scenario s = test::presetScenario(workload, team, ScalePreset{"size", nodes, Decimal(0), ""});
    s.cluster.horizonYears = 1;
    for (PlanSpec& plan : s.plans) {
        plan.products = PlanProducts{};
        plan.design.switchRadix = 128;
    }
    return s;
}

} // namespace

TEST(ScalePropertiesTest, StaffPerThousandGpusNeverRisesWithSize)
{
    // Engineers per 1,000 GPUs fall as the fabric grows, for every team and both fabrics: the
    // team sets the level, not the exponent (an earlier model staffed 12,700 engineers at
    // 65,536 nodes).
    for (const TeamExpertise team : allTeamExpertise())
        for (std::size_t plan = 0; plan < 2; ++plan) {
            double previous = 0;
            int previousNodes = 0;
            for (const int nodes : kSizes) {
                const TcoResult tco = TcoEngine(catalog()).evaluate(oneYear(nodes, team));
                const YearResult& year = tco.plans.at(plan).years.front();
                const double perGpu =
                    year.nominal[CostCategory::Staff].amount().toDouble() / double(year.gpus);
                if (previousNodes > 0) {
                    EXPECT_LE(perGpu, previous * (1 + 1e-9))
                        << teamExpertiseId(team) << " " << tco.plans.at(plan).planId << " from "
                        << previousNodes << " to " << nodes << " nodes";
                }
                previous = perGpu;
                previousNodes = nodes;
            }
        }
}

TEST(ScalePropertiesTest, IncidentLossShareAtAHundredThousandGpusIsWithinTwiceThatAt16384)
{
    // An incident stalls the job it hits, and the largest job is bounded: the share of GPU-time
    // lost to network incidents at 100,000 GPUs stays within twice its 16,384-GPU value (the
    // Llama 3 calibration point), for every team and both fabrics.
    for (const TeamExpertise team : allTeamExpertise()) {
        const TcoResult small = TcoEngine(catalog()).evaluate(oneYear(2048, team));
        const TcoResult large = TcoEngine(catalog()).evaluate(oneYear(12'500, team));
        for (std::size_t plan = 0; plan < 2; ++plan) {
            const YearResult& a = small.plans.at(plan).years.front();
            const YearResult& b = large.plans.at(plan).years.front();
            // Per GPU: the value of the GPU-time in use scales with the GPUs.
            const double perGpuSmall =
                a.nominal[CostCategory::Incidents].amount().toDouble() / double(a.gpus);
            const double perGpuLarge =
                b.nominal[CostCategory::Incidents].amount().toDouble() / double(b.gpus);
            ASSERT_GT(perGpuSmall, 0);
            EXPECT_LE(perGpuLarge, 2 * perGpuSmall)
                << teamExpertiseId(team) << " " << small.plans.at(plan).planId;
        }
    }
}

TEST(ScalePropertiesTest, NoYearTotalIsNegativeAtAnyHorizon)
{
    // The residual value credits a resale share of book value, never the whole book value, so
    // even a one- or two-year horizon with a large purchase in its last year has no negative
    // year (an earlier model showed -16.4 M).
    for (const Workload workload : allWorkloads())
        for (const TeamExpertise team : allTeamExpertise())
            for (const ScalePreset& scale : catalog().presets().scales())
                for (const int horizon : {1, 2, 3, 5}) {
                    Scenario s = test::presetScenario(workload, team, scale);
                    s.cluster.horizonYears = horizon;
                    const TcoResult tco = TcoEngine(catalog()).evaluate(s);
                    for (const PlanResult& plan : tco.plans)
                        for (const YearResult& year : plan.years)
                            EXPECT_FALSE(year.nominal.total.isNegative())
                                << workloadId(workload) << "/" << teamExpertiseId(team) << "/"
                                << scale.id << " horizon " << horizon << " " << plan.planId
                                << " year " << year.year;
                }
}

TEST(ScalePropertiesTest, ATunedRoceFabricWithAdaptiveRoutingIsWithinHalfAgainOfInfiniBand)
{
    // Meta ran one RoCE and one InfiniBand 24k-GPU cluster and reports both, tuned, without
    // network bottlenecks (SIGCOMM 2024). A strong team's RoCE with adaptive routing or packet
    // spraying must then lose at most 1.5 times InfiniBand's jitter and congestion, at every
    // size, with or without oversubscription.
    for (const int nodes : kSizes)
        for (const int oversubscription : {1, 2}) {
            Scenario s = oneYear(nodes, TeamExpertise::StrongRoce);
            s.cluster.horizonYears = 5; // the team has had its tuning years by the last year
            for (PlanSpec& plan : s.plans) {
                plan.overrides["adaptive_routing"] = {Decimal(1), {}};
                plan.design.oversubscription = Decimal(oversubscription);
            }
            const TcoResult tco = TcoEngine(catalog()).evaluate(s);
            const double ib =
                tco.plans.at(0).years.back().nominal[CostCategory::Jitter].amount().toDouble();
            const double roce =
                tco.plans.at(1).years.back().nominal[CostCategory::Jitter].amount().toDouble();
            // A cent for each line's rounding.
            EXPECT_LE(roce, 1.5 * ib + 0.05) << nodes << " nodes at " << oversubscription << ":1";
        }
}
