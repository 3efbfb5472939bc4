// SPDX-License-Identifier: GPL-3.0-or-later
// A document that set an input this version no longer prices (RoCE configuration incidents per
// switch, replaced by per-fabric counts) still opens and computes, and keeps what the user typed
// in its notes.
#include "core/model/RetiredParameters.h"

#include "core/model/ScenarioValidator.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(RetiredParametersTest, ARetiredOverrideMovesIntoTheNotesWithItsRange)
{
    Scenario scenario = test::sampleDocument().scenario;
    ASSERT_FALSE(scenario.plans.empty());
    PlanSpec& plan = scenario.plans.front();
    plan.overrides["roce.config_incidents_per_switch"] = {Decimal::parse("0.08"), std::nullopt};
    plan.uncertainty["roce.config_incidents_per_switch"] = {
        DistributionShape::Pert, Decimal::parse("0.02"), Decimal::parse("0.2")};
    scenario.metadata.notes = "Quote from vendor B pending.";
    const std::vector<std::string> notes = retireParameters(scenario);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_NE(notes[0].find("plan " + plan.id + " set roce.config_incidents_per_switch = 0.08"),
              std::string::npos)
        << notes[0];
    EXPECT_NE(notes[0].find("range 0.02 to 0.2 (pert)"), std::string::npos) << notes[0];
    EXPECT_NE(notes[0].find("config_incidents_per_year"), std::string::npos) << notes[0];
    EXPECT_FALSE(scenario.plans.front().overrides.count("roce.config_incidents_per_switch"));
    EXPECT_FALSE(scenario.plans.front().uncertainty.count("roce.config_incidents_per_switch"));
    // The user's own notes stay first.
    EXPECT_EQ(scenario.metadata.notes.rfind("Quote from vendor B pending.\n", 0), 0u);
    EXPECT_TRUE(ScenarioValidator::validate(scenario).empty());
    // Nothing else to retire: a second pass changes nothing.
    const Scenario after = scenario;
    EXPECT_TRUE(retireParameters(scenario).empty());
    EXPECT_EQ(scenario, after);
}

TEST(RetiredParametersTest, ADocumentThatSetOneStillOpens)
{
    const DocumentContent sample = test::sampleDocument();
    const std::vector<unsigned char> bytes =
        test::tampered(PlanDocument::toBytes(sample),
                       "INSERT INTO parameter (scope, key, value, currency) VALUES ('', "
                       "'roce.config_incidents_per_switch', '0.1', NULL);");
    const DocumentContent opened = PlanDocument::fromBytes(bytes);
    EXPECT_FALSE(opened.scenario.overrides.count("roce.config_incidents_per_switch"));
    EXPECT_NE(opened.scenario.metadata.notes.find(
                  "the scenario set roce.config_incidents_per_switch = 0.1"),
              std::string::npos)
        << opened.scenario.metadata.notes;
    // Saved again, the note is part of the document and the input is gone for good.
    const DocumentContent again = PlanDocument::fromBytes(PlanDocument::toBytes(opened));
    EXPECT_EQ(again.scenario.metadata.notes, opened.scenario.metadata.notes);
}

TEST(RetiredParametersTest, ADocumentWrittenWithFabricPrefixedKeysOpensWithTodaysKeys)
{
    // Documents saved before the keys lost their fabric prefix ("ib.efficiency_loss").
    const DocumentContent sample = test::sampleDocument();
    const std::string plan = sample.scenario.plans.front().id;
    const std::vector<unsigned char> bytes = test::tampered(
        PlanDocument::toBytes(sample),
        "INSERT INTO parameter (scope, key, value, currency) VALUES ('" + plan +
            "', 'ib.efficiency_loss', '0.02', NULL); INSERT INTO uncertainty (scope, key, shape, "
            "low, high) VALUES ('" +
            plan + "', 'roce.switch_batches', 'fixed', '1', '1');");
    const DocumentContent opened = PlanDocument::fromBytes(bytes);
    const PlanSpec& first = opened.scenario.plans.front();
    EXPECT_EQ(first.overrides.at("efficiency_loss").value, Decimal::parse("0.02"));
    EXPECT_EQ(first.overrides.count("ib.efficiency_loss"), 0u);
    EXPECT_EQ(first.uncertainty.count("switch_batches"), 1u);
    EXPECT_TRUE(opened.scenario.metadata.notes.find("ib.efficiency_loss") == std::string::npos)
        << "a renamed key is not retired: nothing to explain";
}

TEST(RetiredParametersTest, AFabricManagementFigurePerNodeIsKeptInTheNotes)
{
    // Issue 41: UFM-class software is licensed per managed endpoint. A document's own per-node
    // figure or a vendor quote for it no longer prices anything, and neither is lost: both go
    // to the notes, and the document opens (a quote for an unknown item was refused).
    Scenario scenario = test::sampleDocument().scenario;
    ASSERT_FALSE(scenario.plans.empty());
    PlanSpec& plan = scenario.plans.front();
    plan.overrides["licence.fabric_mgmt_per_node"] = {Decimal(250), Currency::usd()};
    Quote quote;
    quote.itemKey = plan.id + ".licence.fabric_mgmt_per_node";
    quote.vendor = "Acme";
    quote.unitPrice = Money::parse("240.00", Currency::usd());
    quote.quoteDate = "2026-10-01";
    scenario.quotes.push_back(quote);
    const std::vector<std::string> notes = retireParameters(scenario);
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_NE(notes[0].find("licence.fabric_mgmt_per_node = 250 USD"), std::string::npos)
        << notes[0];
    EXPECT_NE(notes[0].find("licence.fabric_mgmt_per_endpoint"), std::string::npos) << notes[0];
    EXPECT_NE(notes[1].find("a quote from Acme"), std::string::npos) << notes[1];
    EXPECT_NE(notes[1].find("240.00 USD"), std::string::npos) << notes[1];
    for (const Quote& kept : scenario.quotes) {
        EXPECT_EQ(kept.itemKey.find("fabric_mgmt_per_node"), std::string::npos) << kept.itemKey;
    }
    EXPECT_FALSE(scenario.plans.front().overrides.count("licence.fabric_mgmt_per_node"));
    EXPECT_TRUE(ScenarioValidator::validate(scenario).empty());
}
