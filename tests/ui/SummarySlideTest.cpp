// SPDX-License-Identifier: GPL-3.0-or-later
// The figures slide (issue 38): titled, rounded in one unit per row, the margin the difference
// of the printed NPVs, and the same kind of figure with the same digits in every row.
#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/results/SummaryHtml.h"

#include <QTextDocument>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

Money usd(const char* amount)
{
    return Money(Decimal::parse(amount), Currency::usd());
}

ComparisonData twoPlans()
{
    ComparisonData data;
    PlanSummary ib;
    ib.planId = "ib";
    ib.plan = {QStringLiteral("InfiniBand NDR"), Fabric::InfiniBand, 0};
    ib.horizonTco = usd("68428680.20");
    ib.npv = usd("57040255.20");
    ib.marginToBest = usd("10652136.52");
    ib.npvAtEqualGeneration = usd("57040255.20");
    PlanSummary roce;
    roce.planId = "roce";
    roce.plan = {QStringLiteral("RoCE"), Fabric::RoCE, 0};
    roce.horizonTco = usd("55177637.50");
    roce.npv = usd("46388118.68");
    roce.marginToBest = usd("0");
    roce.npvAtEqualGeneration = usd("59736877.96");
    data.plans = {ib, roce};
    data.equalGenerationRadix = 64;
    data.equalGenerationLinkSpeedGbps = 400;
    return data;
}

QString plainText(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

TEST(SummarySlideTest, TheSlideIsTitledRoundedAndItsMarginIsTheDifferenceOfItsNpvs)
{
    test::ensureApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QString slide = plainText(SummaryHtml::slide(twoPlans(), english, 1.0, false));
    EXPECT_TRUE(slide.contains(SummaryHtml::slideTitle())) << slide.toStdString();
    EXPECT_TRUE(slide.contains(QStringLiteral("Net present value of cost (million USD)")));
    // 57.04 - 46.39 = 10.65: the NPVs take the digits their difference needs, and the margin
    // is printed as that difference, not as 10.652... rounded alone.
    EXPECT_TRUE(slide.contains(QStringLiteral("57.04"))) << slide.toStdString();
    EXPECT_TRUE(slide.contains(QStringLiteral("46.39")));
    EXPECT_TRUE(slide.contains(QStringLiteral("10.65")));
    // The NPV at equal generation is the same kind of figure: the same digits (57.04, not 57.0).
    EXPECT_TRUE(slide.contains(QStringLiteral("59.74"))) << slide.toStdString();
    EXPECT_FALSE(slide.contains(QStringLiteral("57,040,255.20")));
    // The window's table keeps every cent.
    const QString window = plainText(SummaryHtml::build(twoPlans(), english));
    EXPECT_TRUE(window.contains(QStringLiteral("57,040,255.20 USD"))) << window.toStdString();
}

} // namespace
