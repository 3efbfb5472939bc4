// SPDX-License-Identifier: GPL-3.0-or-later
// The source article's three questions as properties of the model, over the whole preset grid
// (6 workloads x 3 teams x 3 scales) and node sweeps: what the article says must follow from the
// cost model, not from a hard-coded verdict.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/Presets.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <cmath>
#include <optional>
#include <gtest/gtest.h>
#include <string>

using namespace fabrictco;

namespace {

const Catalog& catalog()
{
    static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    return bundled;
}

Scenario scenario(Workload workload, TeamExpertise team, const ScalePreset& scale)
{
    return test::presetScenario(workload, team, scale);
}

/// NPV(RoCE) - NPV(IB): > 0 when InfiniBand is cheaper.
Decimal roceMinusIb(const Scenario& s)
{
    const TcoResult tco = TcoEngine(catalog()).evaluate(s);
    return tco.plans.at(1).npv.amount() - tco.plans.at(0).npv.amount();
}

std::string name(Workload w, TeamExpertise t, const ScalePreset& scale)
{
    return std::string(workloadId(w)) + "/" + std::string(teamExpertiseId(t)) + "/" + scale.id;
}

const std::vector<ScalePreset>& scales()
{
    return catalog().presets().scales();
}

/// Both fabrics built from switches of one generation (64 ports at 400G, custom hardware with
/// the catalog's generic prices), so only the fabrics differ. The bundled products pair a
/// 25.6 Tb/s NDR switch with a 51.2 Tb/s Ethernet one, whose double radix keeps the RoCE fabric
/// at two tiers up to 1,024 nodes while InfiniBand needs three from 256: a difference of
/// hardware generation, not of the fabrics (core/CALIBRATION.md shows both grids).
Scenario atEqualGeneration(Scenario s)
{
    for (PlanSpec& plan : s.plans) {
        plan.products = PlanProducts{};
        plan.design.switchRadix = 64;
        plan.design.linkSpeedGbps = 400;
    }
    return s;
}

} // namespace

TEST(ArticlePropertiesTest, MoreJitterSensitivityNeverMakesRoceRelativelyCheaper)
{
    // Question 1: the more the workload suffers from jitter, the more RoCE's loss costs.
    for (const TeamExpertise team : allTeamExpertise())
        for (const ScalePreset& scale : scales()) {
            Scenario s = scenario(Workload::LlmTraining, team, scale);
            Decimal previous;
            bool first = true;
            for (const char* sensitivity : {"0", "0.1", "0.25", "0.5", "0.8", "1"}) {
                s.overrides["workload.jitter_sensitivity"] =
                    ParameterValue{Decimal::parse(sensitivity), {}};
                const Decimal gap = roceMinusIb(s);
                if (!first) {
                    EXPECT_GE(gap, previous)
                        << name(Workload::LlmTraining, team, scale) << " at " << sensitivity;
                }
                previous = gap;
                first = false;
            }
        }
}

TEST(ArticlePropertiesTest, AStrongerTeamNeverMakesRoceRelativelyDearer)
{
    // Question 2: a "network doctor" lowers what RoCE costs to run.
    for (const Workload workload : allWorkloads())
        for (const ScalePreset& scale : scales()) {
            const Decimal none = roceMinusIb(scenario(workload, TeamExpertise::NoRdma, scale));
            const Decimal some = roceMinusIb(scenario(workload, TeamExpertise::SomeRdma, scale));
            const Decimal strong =
                roceMinusIb(scenario(workload, TeamExpertise::StrongRoce, scale));
            EXPECT_GE(none, some) << name(workload, TeamExpertise::SomeRdma, scale);
            EXPECT_GE(some, strong) << name(workload, TeamExpertise::StrongRoce, scale);
        }
}

TEST(ArticlePropertiesTest, TrainingWithoutRdmaExperienceIsInfiniBandAtEveryScale)
{
    // Questions 1 and 2 together: jitter-sensitive work and no "network doctor". At equal switch
    // generation; with the bundled products the Ethernet switch's double radix can decide a
    // growing cluster instead, which the recommendation has to name as such.
    for (const Workload workload : {Workload::LlmTraining, Workload::Hpc, Workload::Hft})
        for (const ScalePreset& scale : scales())
            EXPECT_GT(roceMinusIb(atEqualGeneration(
                          scenario(workload, TeamExpertise::NoRdma, scale))),
                      Decimal())
                << name(workload, TeamExpertise::NoRdma, scale);
}

TEST(ArticlePropertiesTest, StorageOrRenderingWithAStrongTeamIsRoceForPilotsAndGrowth)
{
    for (const Workload workload : {Workload::DistributedStorage, Workload::Rendering})
        for (const ScalePreset& scale : scales()) {
            if (scale.id == "large")
                continue;
            EXPECT_LT(roceMinusIb(scenario(workload, TeamExpertise::StrongRoce, scale)), Decimal())
                << name(workload, TeamExpertise::StrongRoce, scale);
        }
}

TEST(ArticlePropertiesTest, NoCostLineIsNegativeExceptResidualValue)
{
    for (const Workload workload : allWorkloads())
        for (const TeamExpertise team : allTeamExpertise())
            for (const ScalePreset& scale : scales()) {
                const TcoResult tco =
                    TcoEngine(catalog()).evaluate(scenario(workload, team, scale));
                for (const PlanResult& plan : tco.plans)
                    for (const YearResult& year : plan.years)
                        for (const LineItem& item : year.items)
                            if (item.label().rfind("Residual value", 0) != 0) {
                                EXPECT_FALSE(item.amount.isNegative())
                                    << name(workload, team, scale) << " " << plan.planId << " "
                                    << item.label();
                            }
            }
}

TEST(ArticlePropertiesTest, NetworkCausedLossIsNeverAboveAThirdOfTheCapacityInUse)
{
    // Incidents plus the value lost to jitter, against the value of the capacity in use (GPU time,
    // or the node-years of a workload valued per node: HFT, storage), each plan and year, over the
    // grid and up to 16,384 GPUs (Meta kept > 90 % over all causes).
    std::vector<ScalePreset> sizes = scales();
    sizes.push_back(ScalePreset{"16k-gpus", 2048, Decimal(0), ""});
    for (const Workload workload : allWorkloads())
        for (const TeamExpertise team : allTeamExpertise())
            for (const ScalePreset& scale : sizes) {
                const TcoResult tco =
                    TcoEngine(catalog()).evaluate(scenario(workload, team, scale));
                for (std::size_t p = 0; p < tco.plans.size(); ++p) {
                    const ResolvedParameters& parameters = tco.parameters[p];
                    const auto mean = [&](const char* key) {
                        return expectedValue(parameters.at(key), kDefaultRounding).toDouble();
                    };
                    const double perNode = mean("workload.node_year_value");
                    for (const YearResult& year : tco.plans[p].years) {
                        const double capacity =
                            mean("utilisation") *
                            (perNode > 0 ? double(year.nodes) * perNode
                                         : double(year.gpus) * 8760.0 * mean("gpu_hour_value"));
                        const double loss =
                            year.nominal[CostCategory::Incidents].amount().toDouble() +
                            year.nominal[CostCategory::Jitter].amount().toDouble();
                        EXPECT_GT(loss, 0.0);
                        EXPECT_LE(loss, capacity / 3.0)
                            << name(workload, team, scale) << " " << tco.plans[p].planId << " year "
                            << year.year;
                    }
                }
            }
}

TEST(ArticlePropertiesTest, AtEqualGenerationTheCheaperFabricChangesAtMostOnceAsTheClusterGrows)
{
    // Question 3, scale and growth, as a property of the fabrics: along the sizes the cheaper
    // fabric changes at most once, for every workload, team and preset growth rate. Tier
    // boundaries, switch port counts and the square of the cluster must not make it flip back
    // and forth (an earlier model went RoCE -> IB -> RoCE -> IB). A size where the plans are
    // within 2 % of each other is a close call and names no winner. Sizes whose last year exceeds
    // a three-tier fabric of 64-port switches (8,192 nodes x 8 rails) are left out.
    const int sizes[] = {16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048};
    for (const Workload workload : allWorkloads())
        for (const TeamExpertise team : allTeamExpertise())
            for (const ScalePreset& scale : scales()) {
                int changes = 0;
                std::string path;
                std::optional<bool> previous;
                for (const int nodes : sizes) {
                    ScalePreset size = scale;
                    size.nodes = nodes;
                    const Scenario s = atEqualGeneration(scenario(workload, team, size));
                    const double last = nodes * std::pow(1.0 + scale.annualGrowth.toDouble(),
                                                         double(s.cluster.horizonYears - 1));
                    if (last > 8192)
                        break;
                    const TcoResult tco = TcoEngine(catalog()).evaluate(s);
                    const double ib = tco.plans.at(0).npv.amount().toDouble();
                    const double roce = tco.plans.at(1).npv.amount().toDouble();
                    const bool ibCheaper = roce > ib;
                    // A margin under 2 % of the cheaper plan is a close call, as the
                    // recommendation says (Recommendation::closeCall): no winner to flip.
                    const bool closeCall = std::abs(roce - ib) < 0.02 * std::min(ib, roce);
                    path += " " + std::to_string(nodes) +
                            (closeCall ? ":tie" : ibCheaper ? ":IB" : ":RoCE");
                    if (closeCall)
                        continue;
                    if (previous && *previous != ibCheaper)
                        ++changes;
                    previous = ibCheaper;
                }
                EXPECT_LE(changes, 1) << name(workload, team, scale) << path;
            }
}
