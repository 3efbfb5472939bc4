// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentValidator.h"

#include "storage/DocumentError.h"
#include "tests/storage/SampleDocument.h"

#include <functional>
#include <gtest/gtest.h>

namespace fabrictco {
namespace {

/// The DocumentError message for the sample document after `change`; "" when it is accepted.
std::string problem(const std::function<void(DocumentContent&)>& change)
{
    DocumentContent doc = test::sampleDocument();
    change(doc);
    try {
        DocumentValidator::check(doc);
    } catch (const DocumentError& e) {
        return e.what();
    }
    return {};
}

TEST(DocumentValidatorTest, SampleIsValid)
{
    EXPECT_EQ(problem([](DocumentContent&) {}), "");
}

TEST(DocumentValidatorTest, SanityBoundsNameTheValue)
{
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.cluster.nodes = 0;
              }).find("nodes 0 is outside"),
              std::string::npos);
    EXPECT_NE(
        problem([](DocumentContent& d) {
            d.scenario.plans[0].design.switchRadix = 4096;
        }).find("plan \"ib\": switch_radix must be an even whole number from 4 to 1024 (got 4096)"),
        std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.quotes[0].unitPrice =
                      Money(Decimal::parse("100000000000000000000"), Currency::usd());
              }).find("unit price"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.quotes[0].validUntil = "2020-01-01";
              }).find("before its quote date"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.metadata.title = std::string(5000, 'x');
              }).find("title is longer"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.cluster.nodesByYear.pop_back();
              }).find("nodes by year"),
              std::string::npos);
}

TEST(DocumentValidatorTest, PlanIdsMustBeWellFormedAndUnique)
{
    EXPECT_NE(problem([](DocumentContent& d) { d.scenario.plans[1].id = "ib"; }).find("used twice"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.plans[1].id = "RoCE";
              }).find("plan id \"RoCE\""),
              std::string::npos);
    EXPECT_TRUE(DocumentValidator::isPlanId("roce-b2"));
    EXPECT_FALSE(DocumentValidator::isPlanId(""));
    EXPECT_FALSE(DocumentValidator::isPlanId(std::string(33, 'a')));
}

TEST(DocumentValidatorTest, ProductIdsMustBeWellFormed)
{
    // Whether the catalog knows the product is decided when the plan is priced; the file only
    // has to hold a plausible id (a document may name a product of a newer catalog).
    EXPECT_EQ(problem([](DocumentContent& d) {
                  d.scenario.plans[0].products = {"ib-ndr-qm9700", "nic-from-the-future", ""};
              }),
              "");
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.plans[0].products.opticsId = "OSFP 800G";
              }).find("plan \"ib\": optics product \"OSFP 800G\" is not"),
              std::string::npos);
}

TEST(DocumentValidatorTest, UserCatalogIsCheckedByTheModel)
{
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.userCatalog.push_back(d.userCatalog.front());
              }).find("listed twice"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.userCatalog[0].key = "no.such.key";
              }).find("unknown parameter"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.userCatalog[1].value.value = Decimal(9);
              }).find("power.pue"),
              std::string::npos);
}

TEST(DocumentValidatorTest, ModelRulesComeAfterTheSanityBounds)
{
    // The format's bounds are the model's (1..100000): one rule, said once.
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.cluster.nodes = 200000;
                  d.scenario.cluster.nodesByYear.clear();
              }).find("nodes 200000 is outside 1..100000"),
              std::string::npos);
    EXPECT_NE(problem([](DocumentContent& d) {
                  d.scenario.overrides["power.pue"] = ParameterValue{Decimal(1), Currency::usd()};
              }).find("takes no currency"),
              std::string::npos);
}

TEST(DocumentValidatorTest, KeysAreRestrictedToASafeAlphabet)
{
    EXPECT_TRUE(DocumentValidator::isKey("roce-b.price.switch"));
    EXPECT_TRUE(DocumentValidator::isKey("gpu_hour_value"));
    EXPECT_FALSE(DocumentValidator::isKey(".price"));
    EXPECT_FALSE(DocumentValidator::isKey("price switch"));
    EXPECT_FALSE(DocumentValidator::isKey("价格"));
    EXPECT_FALSE(DocumentValidator::isKey(std::string(129, 'a')));
}

} // namespace
} // namespace fabrictco
