// SPDX-License-Identifier: GPL-3.0-or-later
// Tables with a column per plan at every plan count (issue 15): the summary, the risk table and
// the plan design share these rules, so six plans fit A4 in each.
#include "report/PlanColumns.h"

#include "report/ReportText.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>
#include <numeric>

using namespace fabrictco;

TEST(PlanColumnsTest, TheLabelColumnKeepsAQuarterFromThreePlans)
{
    EXPECT_TRUE(PlanColumns::widths(2).isEmpty()) << "two plans: Qt's own widths";
    EXPECT_EQ(PlanColumns::widths(3), (QVector<int>{24, 25, 25, 25}));
    const QVector<int> six = PlanColumns::widths(6);
    ASSERT_EQ(six.size(), 7);
    EXPECT_EQ(six.front(), 24);
    EXPECT_LE(std::accumulate(six.begin(), six.end(), 0), 100);
}

TEST(PlanColumnsTest, FromFivePlansTheCurrencyIsNamedOnceInTheHeader)
{
    test::reportApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const ReportText text(QStringLiteral("en"));
    const Money amount = Money::parse("1234567.89", Currency::usd());
    const PlanColumns four(4, text, Currency::usd());
    EXPECT_EQ(four.labelHeader(QStringLiteral("Statistic")), QStringLiteral("Statistic"));
    EXPECT_EQ(four.money(amount), QStringLiteral("1,234,567.89 USD"));
    const PlanColumns five(5, text, Currency::usd());
    EXPECT_EQ(five.labelHeader(QStringLiteral("Statistic")), QStringLiteral("Statistic (USD)"));
    EXPECT_EQ(five.money(amount), QStringLiteral("1,234,567.89"));
    const QString html = five.table(QStringLiteral("Statistic"), {QStringLiteral("A")}).html();
    EXPECT_TRUE(html.contains(QStringLiteral("Statistic (USD)")));
    EXPECT_TRUE(html.contains(QStringLiteral("font-size: 7.5pt")));
}
