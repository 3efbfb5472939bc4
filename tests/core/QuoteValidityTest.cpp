// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/QuoteValidity.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

Quote validUntil(const std::string& day)
{
    return {"price.switch", "Acme", Money::parse("1000", Currency::usd()), "2026-10-01", day, ""};
}

const QDate kToday(2026, 12, 1);

TEST(QuoteValidityTest, StatusAroundTheExpiringWindow)
{
    EXPECT_EQ(QuoteValidity::status(validUntil("2027-03-01"), kToday), QuoteStatus::Valid);
    // 31 days left: still valid; 30 days left: expiring.
    EXPECT_EQ(QuoteValidity::status(validUntil("2027-01-01"), kToday), QuoteStatus::Valid);
    EXPECT_EQ(QuoteValidity::status(validUntil("2026-12-31"), kToday), QuoteStatus::Expiring);
    // The last valid day is still valid (expiring); the day after it is expired.
    EXPECT_EQ(QuoteValidity::status(validUntil("2026-12-01"), kToday), QuoteStatus::Expiring);
    EXPECT_EQ(QuoteValidity::status(validUntil("2026-11-30"), kToday), QuoteStatus::Expired);
}

TEST(QuoteValidityTest, DaysLeftCountsToTheLastValidDay)
{
    EXPECT_EQ(QuoteValidity::daysLeft(validUntil("2026-12-11"), kToday), 10);
    EXPECT_EQ(QuoteValidity::daysLeft(validUntil("2026-12-01"), kToday), 0);
    EXPECT_EQ(QuoteValidity::daysLeft(validUntil("2026-11-29"), kToday), -2);
}

TEST(QuoteValidityTest, NoOrUnreadableValidityIsOpen)
{
    EXPECT_EQ(QuoteValidity::status(validUntil(""), kToday), QuoteStatus::Open);
    EXPECT_EQ(QuoteValidity::daysLeft(validUntil(""), kToday), std::nullopt);
    // Documents hold ISO dates; anything else is treated as not stated, never as expired.
    EXPECT_EQ(QuoteValidity::status(validUntil("31.12.2026"), kToday), QuoteStatus::Open);
    EXPECT_EQ(QuoteValidity::status(validUntil("2026-02-30"), kToday), QuoteStatus::Open);
    EXPECT_EQ(QuoteValidity::status(validUntil("2026-12-31"), QDate()), QuoteStatus::Open);
}

TEST(QuoteValidityTest, IdsForTheCommandLine)
{
    EXPECT_EQ(QuoteValidity::id(QuoteStatus::Valid), "valid");
    EXPECT_EQ(QuoteValidity::id(QuoteStatus::Expiring), "expiring");
    EXPECT_EQ(QuoteValidity::id(QuoteStatus::Expired), "expired");
    EXPECT_EQ(QuoteValidity::id(QuoteStatus::Open), "open");
}

} // namespace
} // namespace fabrictco
