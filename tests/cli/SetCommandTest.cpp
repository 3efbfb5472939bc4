// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "core/model/PlanProducts.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

class SetCommandTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_path = m_dir.filePath(QStringLiteral("a.fabrictco"));
        ASSERT_EQ(runCli({QStringLiteral("new"), QStringLiteral("-o"), m_path}).code,
                  cli::kExitSuccess);
    }
    test::CliRun set(const QStringList& assignments)
    {
        return runCli(QStringList{QStringLiteral("set"), m_path} + assignments);
    }
    /// Runs a bad `set` and checks the exit code and that the file did not change.
    std::string failing(const QStringList& assignments, int code = cli::kExitUsageError)
    {
        const QByteArray before = test::fileBytes(m_path);
        const auto r = set(assignments);
        EXPECT_EQ(r.code, code) << r.err.toStdString();
        EXPECT_EQ(test::fileBytes(m_path), before);
        return r.err.toStdString();
    }
    QTemporaryDir m_dir;
    QString m_path;
};

TEST_F(SetCommandTest, SetsClusterMetadataPresetsAndParameters)
{
    const auto r =
        set({QStringLiteral("cluster.nodes=256"), QStringLiteral("cluster.horizon_years=7"),
             QStringLiteral("cluster.currency=CNY"), QStringLiteral("workload=hft"),
             QStringLiteral("team=strong"), QStringLiteral("title=Two words"),
             QStringLiteral("author=李伟"), QStringLiteral("power.pue=1.25"),
             QStringLiteral("gpu_hour_value=2.5 USD"), QStringLiteral("roce.price.switch=98000"),
             QStringLiteral("ib.design.spares_percent=5"), QStringLiteral("roce.name=RoCE B"),
             QStringLiteral("growth.annual=50%"), QStringLiteral("roce.support.share=4.18 %")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const Scenario s = PlanDocument::open(m_path).scenario;
    EXPECT_EQ(s.cluster.nodes, 256);
    for (const PlanSpec& plan : s.plans)
        EXPECT_EQ(plan.design.nodes, 256);
    EXPECT_EQ(s.cluster.horizonYears, 7);
    EXPECT_EQ(s.cluster.currency, Currency::cny());
    EXPECT_EQ(s.workload, Workload::Hft);
    EXPECT_EQ(s.team, TeamExpertise::StrongRoce);
    EXPECT_EQ(s.metadata.title, "Two words");
    EXPECT_EQ(s.metadata.author, "李伟");
    EXPECT_EQ(s.overrides.at("power.pue"), (ParameterValue{Decimal::parse("1.25"), std::nullopt}));
    EXPECT_EQ(s.overrides.at("gpu_hour_value"),
              (ParameterValue{Decimal::parse("2.5"), Currency::usd()}));
    // Money without a currency is in the cluster's currency (CNY, set earlier in the same command).
    EXPECT_EQ(s.plans[1].overrides.at("price.switch"),
              (ParameterValue{Decimal(98000), Currency::cny()}));
    EXPECT_EQ(s.plans[0].design.sparesPercent, Decimal(5));
    EXPECT_EQ(s.plans[1].name, "RoCE B");
    // A fraction typed as a percent, as the window and the reports show it.
    EXPECT_EQ(s.overrides.at("growth.annual").value, Decimal::parse("0.5"));
    EXPECT_EQ(s.plans[1].overrides.at("support.share").value, Decimal::parse("0.0418"));
}

TEST_F(SetCommandTest, PicksProductsAndTheirDesignFollows)
{
    // New documents come from the llm-training example: real products from the start.
    Scenario s = PlanDocument::open(m_path).scenario;
    EXPECT_EQ(s.plans[0].products.switchId, "ib-ndr-qm9700");
    auto r = set({QStringLiteral("ib.switch=ib-xdr-q3400"), QStringLiteral("ib.nic=nic-cx8-800g"),
                  QStringLiteral("ib.optics=osfp-1600g-2x800g")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    s = PlanDocument::open(m_path).scenario;
    EXPECT_EQ(s.plans[0].products,
              (PlanProducts{"ib-xdr-q3400", "nic-cx8-800g", "osfp-1600g-2x800g"}));
    EXPECT_EQ(s.plans[0].design.switchRadix, 144);
    EXPECT_EQ(s.plans[0].design.linkSpeedGbps, 800);
    // The product decides the radix; the plan's own radix needs Custom first.
    EXPECT_NE(failing({QStringLiteral("ib.design.switch_radix=96")})
                  .find("decided by the plan's switch \"ib-xdr-q3400\"; set ib.switch=custom"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.design.link_speed_gbps=400")})
                  .find("decided by the plan's NIC \"nic-cx8-800g\"; set ib.nic=custom"),
              std::string::npos);
    // Found by a stranger: co-packaged optics were "saved" and silently undone.
    EXPECT_NE(failing({QStringLiteral("ib.design.co_packaged_optics=1")})
                  .find("decided by the plan's switch \"ib-xdr-q3400\"; set ib.switch=custom"),
              std::string::npos);
    r = set({QStringLiteral("ib.switch=custom"), QStringLiteral("ib.design.switch_radix=96")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    s = PlanDocument::open(m_path).scenario;
    EXPECT_TRUE(s.plans[0].products.switchId.empty());
    EXPECT_EQ(s.plans[0].design.switchRadix, 96);
}

TEST_F(SetCommandTest, RefusesProductsThatDoNotFit)
{
    EXPECT_NE(failing({QStringLiteral("roce.switch=ib-ndr-qm9700")})
                  .find("switch \"ib-ndr-qm9700\" is for InfiniBand only"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.switch=qm-9999")}).find("no product \"qm-9999\""),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.nic=nic-cx8-800g")}).find("faster than the 400 Gb/s"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.nic=ib-ndr-qm9700")}).find("is a switch, not a NIC"),
              std::string::npos);
}

TEST_F(SetCommandTest, FabricParametersNeedNoFabricPrefix)
{
    // Issue 14: the IB plan's loss had to be written ib.ib.efficiency_loss. Now PLANID.PARAM
    // reads as it looks, and the old doubled form still works.
    auto r = set({QStringLiteral("ib.efficiency_loss=0.02"),
                  QStringLiteral("roce.efficiency_loss_untuned=0.3"),
                  QStringLiteral("roce.switch_batches=2")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    Scenario s = PlanDocument::open(m_path).scenario;
    EXPECT_EQ(s.plans[0].overrides.at("efficiency_loss").value, Decimal::parse("0.02"));
    EXPECT_EQ(s.plans[1].overrides.at("efficiency_loss_untuned").value, Decimal::parse("0.3"));
    EXPECT_EQ(s.plans[1].overrides.at("switch_batches").value, Decimal(2));
    r = set({QStringLiteral("ib.ib.efficiency_loss=0.025")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    s = PlanDocument::open(m_path).scenario;
    EXPECT_EQ(s.plans[0].overrides.at("efficiency_loss").value, Decimal::parse("0.025"));
    EXPECT_EQ(s.plans[0].overrides.count("ib.efficiency_loss"), 0u);
    // A plan parameter without a plan says how to write it.
    EXPECT_NE(failing({QStringLiteral("efficiency_loss=0.02")}).find("ib.efficiency_loss"),
              std::string::npos);
}

TEST_F(SetCommandTest, EmptyValueRemovesAnOverride)
{
    ASSERT_EQ(set({QStringLiteral("power.pue=1.3")}).code, cli::kExitSuccess);
    ASSERT_EQ(set({QStringLiteral("power.pue=")}).code, cli::kExitSuccess);
    EXPECT_EQ(PlanDocument::open(m_path).scenario.overrides.count("power.pue"), 0u);
}

TEST_F(SetCommandTest, BadAssignmentsAreUsageErrorsAndChangeNothing)
{
    EXPECT_NE(failing({QStringLiteral("cluster.nodes=-3")})
                  .find("cluster.nodes: must be a whole number from 1 to 100000"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("power.pue=9")}).find("must be from 1 to 3"),
              std::string::npos);
    // A percent sign makes a fraction's value a percent, as the window and reports show it
    // (the price to beat says "4.18 %"); not on a price.
    EXPECT_NE(failing({QStringLiteral("ib.price.switch=5%")}).find("exact decimal"),
              std::string::npos);
    // 50 meant 50 %: the error says how a fraction is written.
    EXPECT_NE(failing({QStringLiteral("growth.annual=50")}).find("0.5 means 50 %"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("power.pue=NaN")}).find("exact decimal"), std::string::npos);
    EXPECT_NE(failing({QStringLiteral("price.switch=3")}).find("write PLANID.price.switch"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ghost.price.switch=3")}).find("unknown key"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("workload=mining")}).find("llm-training"), std::string::npos);
    EXPECT_NE(failing({QStringLiteral("cluster.currency=XYZ")}).find("CNY, USD"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.price.switch=5 EUR")}).find("CNY or USD"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("nonsense")}).find("KEY=VALUE"), std::string::npos);
    // An exponent is not a currency: "1e12" was refused as the unknown currency "e12".
    for (const char* exponent : {"ib.price.switch=1e12", "ib.price.switch=1E3 CNY"})
        EXPECT_NE(failing({QString::fromLatin1(exponent)}).find("written out in full"),
                  std::string::npos)
            << exponent;
    // Checked together: a schedule that does not start at cluster.nodes. (cluster.nodes given
    // after a schedule scales it instead: ClusterFieldsTest.)
    EXPECT_NE(failing({QStringLiteral("cluster.nodes=100"),
                       QStringLiteral("cluster.nodes_by_year=128,200,300,400,500")})
                  .find("cluster.nodes_by_year (year 1): must equal cluster.nodes"),
              std::string::npos);
    // Named as `set` takes it, not as the file stores it ("cluster.nodesByYear").
    const std::string shortSchedule = failing({QStringLiteral("cluster.nodes_by_year=128,256")});
    EXPECT_NE(shortSchedule.find("cluster.nodes_by_year: must list one node count per year"),
              std::string::npos)
        << shortSchedule;
    EXPECT_EQ(shortSchedule.find("nodesByYear"), std::string::npos) << shortSchedule;
    // A plan's own node count was accepted and then ignored: every plan holds the cluster's.
    EXPECT_NE(failing({QStringLiteral("ib.design.nodes=50")}).find("set cluster.nodes"),
              std::string::npos);
    EXPECT_EQ(set({}).code, cli::kExitUsageError);
}

TEST_F(SetCommandTest, UnreadableDocumentIsADataError)
{
    test::writeFile(m_path, QByteArray(5000, '\0'));
    EXPECT_EQ(set({QStringLiteral("power.pue=1.2")}).code, cli::kExitDataError);
}

TEST_F(SetCommandTest, HelpDocumentsTheKeys)
{
    const auto r = runCli({QStringLiteral("set"), QStringLiteral("--help")});
    EXPECT_EQ(r.code, cli::kExitSuccess);
    EXPECT_TRUE(r.out.contains(QStringLiteral("PLANID.PARAM")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("cluster.horizon_years")));
}

TEST_F(SetCommandTest, AValueOutsideTheDocumentsOwnRangeIsSetAndTheWidenedRangeSaid)
{
    // Issue 34: the document's own range for power.pue is 1.1 to 1.5 (another tool wrote it);
    // `set power.pue=1.8` made every risk output fail. Now the value is set, the risk analysis
    // widens the range to hold it, and `set` says so with both ranges.
    DocumentContent content = PlanDocument::open(m_path);
    content.scenario.uncertainty["power.pue"] = {DistributionShape::Pert, Decimal::parse("1.1"),
                                                 Decimal::parse("1.5")};
    PlanDocument::save(content, m_path);
    const auto r = set({QStringLiteral("power.pue=1.8")});
    EXPECT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "Note: power.pue = 1.8 lies outside the document's range for it, 1.1 to 1.5; the risk "
        "analysis draws it from 1.1 to 1.8")))
        << r.out.toStdString();
    const auto risk = runCli({QStringLiteral("risk"), m_path, QStringLiteral("--trials"),
                              QStringLiteral("200")});
    EXPECT_EQ(risk.code, cli::kExitSuccess) << risk.err.toStdString();
    // Inside the range: nothing to say.
    EXPECT_FALSE(set({QStringLiteral("power.pue=1.2")}).out.contains(QStringLiteral("Note:")));
}

TEST_F(SetCommandTest, ARangeIsGivenAsLowMostLikelyHighAndAnEmptyValueRemovesBoth)
{
    // Issue 35: a typed value is firm; whoever wants uncertainty around it says so.
    ASSERT_EQ(set({QStringLiteral("ib.price.switch=28000..30000..33000USD"),
                   QStringLiteral("power.pue=1.2..1.3..1.45")})
                  .code,
              cli::kExitSuccess);
    DocumentContent content = PlanDocument::open(m_path);
    const PlanSpec& ib = content.scenario.plans.at(0);
    EXPECT_EQ(ib.overrides.at("price.switch"),
              (ParameterValue{Decimal(30000), Currency::usd()}));
    EXPECT_EQ(ib.uncertainty.at("price.switch"),
              (Uncertainty{DistributionShape::Pert, Decimal(28000), Decimal(33000)}));
    EXPECT_EQ(content.scenario.uncertainty.at("power.pue"),
              (Uncertainty{DistributionShape::Pert, Decimal::parse("1.2"), Decimal::parse("1.45")}));
    // Refused, the file unchanged: out of order, two values, a fixed input, mixed currencies.
    EXPECT_NE(failing({QStringLiteral("ib.price.switch=5..3..4")}).find("LOW <= MOST_LIKELY"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.price.switch=1..2")}).find("LOW..MOST_LIKELY..HIGH"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.hardware.life_years=3..4..5")}).find("cannot have a range"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("ib.price.switch=1CNY..2..3USD")}).find("one currency"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("power.pue=0.5..1.3..1.5")}).find("power.pue"),
              std::string::npos);
    // Empty: back to the catalog, without the range.
    ASSERT_EQ(set({QStringLiteral("ib.price.switch=")}).code, cli::kExitSuccess);
    content = PlanDocument::open(m_path);
    EXPECT_EQ(content.scenario.plans.at(0).overrides.count("price.switch"), 0u);
    EXPECT_EQ(content.scenario.plans.at(0).uncertainty.count("price.switch"), 0u);
}

} // namespace
TEST_F(SetCommandTest, AClusterThatOutgrowsItsFabricLaterIsSavedWithANote)
{
    // Found by a stranger: `set cluster.nodes=8192` was saved without a word, and `tco` then
    // failed from year 2 on. Saved as the window saves it, with the window's explanation.
    const auto r = set({QStringLiteral("cluster.nodes=4096")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Note: "))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("from year 3"))) << r.out.toStdString();
    EXPECT_EQ(PlanDocument::open(m_path).scenario.cluster.nodes, 4096);
    // Within what every year's fabric holds: no note.
    const auto fits = set({QStringLiteral("cluster.nodes=128")});
    ASSERT_EQ(fits.code, cli::kExitSuccess);
    EXPECT_FALSE(fits.out.contains(QStringLiteral("Note: "))) << fits.out.toStdString();
}

TEST_F(SetCommandTest, AMovedScheduleIsShown)
{
    ASSERT_EQ(set({QStringLiteral("cluster.nodes_by_year=128,192,288,432,648")}).code,
              cli::kExitSuccess);
    const auto r = set({QStringLiteral("cluster.nodes=256")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Note: the nodes by year are now 256, 384, 576, "
                                              "864, 1296")))
        << r.out.toStdString();
}

} // namespace fabrictco
