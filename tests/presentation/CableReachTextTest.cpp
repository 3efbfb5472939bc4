// SPDX-License-Identifier: GPL-3.0-or-later
// Found by a stranger: an 800G InfiniBand plan had no DAC and no AOC although its design allowed
// them, and nothing said why.
#include "presentation/CableReachText.h"

#include "core/bom/BomCalculator.h"
#include "tests/support/BomDesigns.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class CableReachTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void SetUp() override { ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en"))); }
};

} // namespace

TEST_F(CableReachTextTest, SaysWhyAKindTheDesignAllowsIsNotBought)
{
    const Bom xdr = BomCalculator::calculate(test::atLinkSpeed(Fabric::InfiniBand, 800));
    EXPECT_EQ(CableReachText::copper(xdr),
              QStringLiteral("No passive copper (DAC) is sold at 800G for InfiniBand: links the "
                             "design gives to DAC use active copper, or fibre with modules."));
    EXPECT_EQ(CableReachText::activeOptical(xdr),
              QStringLiteral("No active optical cable (AOC) is sold at 800G for InfiniBand: longer "
                             "links are fibre with a module at each end."));
    const Bom ethernet = BomCalculator::calculate(test::atLinkSpeed(Fabric::RoCE, 800));
    EXPECT_TRUE(CableReachText::copper(ethernet).contains(QStringLiteral("up to about 2 m")))
        << CableReachText::copper(ethernet).toStdString();
    EXPECT_TRUE(CableReachText::activeOptical(ethernet).isEmpty());
}

TEST_F(CableReachTextTest, CoPackagedOpticsExplainEveryMissingCableKindOnce)
{
    FabricDesign design = test::atLinkSpeed(Fabric::InfiniBand, 800);
    design.coPackagedOptics = true;
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(CableReachText::copper(bom),
              QStringLiteral("The switches have co-packaged optics: every link is fibre, with a "
                             "module at the NIC end only and none in a switch port."));
    EXPECT_TRUE(CableReachText::activeOptical(bom).isEmpty());
}

TEST_F(CableReachTextTest, SaysNothingWhenTheDesignsReachesHold)
{
    const Bom ndr = BomCalculator::calculate(test::atLinkSpeed(Fabric::InfiniBand, 400));
    EXPECT_TRUE(CableReachText::copper(ndr).isEmpty());
    EXPECT_TRUE(CableReachText::activeOptical(ndr).isEmpty());
}
