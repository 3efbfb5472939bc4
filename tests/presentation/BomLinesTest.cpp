// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BomLines.h"

#include "core/bom/BomCalculator.h"
#include "tests/support/BomDesigns.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;
using Line = BomLines::Line;

namespace {

Bom threeTierBom()
{
    FabricDesign design;
    design.fabric = Fabric::InfiniBand;
    design.nodes = 2048;
    design.railsPerNode = 8;
    design.switchRadix = 64;
    return BomCalculator::calculate(design);
}

TEST(BomLinesTest, EveryLineHasItsOwnLabelInBothLanguages)
{
    test::ensureCoreApplication();
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        std::set<QString> labels;
        for (const Line line : BomLines::all()) {
            const QString label = BomLines::label(line);
            EXPECT_FALSE(label.isEmpty()) << language << " line " << int(line);
            labels.insert(label);
        }
        EXPECT_EQ(labels.size(), BomLines::all().size()) << language;
        EXPECT_FALSE(BomLines::sparesIncluded().isEmpty());
    }
    i18n::installLanguage(QStringLiteral("en"));
}

TEST(BomLinesTest, CountsAreTheBomsWithSparesWhereItemsAreBought)
{
    const Bom bom = threeTierBom();
    ASSERT_EQ(bom.tiers, 3);
    EXPECT_EQ(BomLines::count(Line::Nodes, bom), 2048);
    EXPECT_EQ(BomLines::count(Line::Tiers, bom), 3);
    EXPECT_EQ(BomLines::count(Line::Endpoints, bom), bom.endpoints);
    EXPECT_EQ(BomLines::count(Line::MaxEndpoints, bom), bom.maxEndpoints);
    EXPECT_EQ(BomLines::count(Line::Headroom, bom), bom.headroomEndpoints);
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::CoreSwitches), bom), bom.switches.core);
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::Switches), bom), bom.totalSwitches());
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::NicPorts), bom), bom.totalNics());
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::Cables), bom), bom.totalCables());
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::Transceivers), bom),
              bom.totalTransceivers());
    // The switches of the tiers and the spares add up to the total line.
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::LeafSwitches), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::SpineSwitches), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::CoreSwitches), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::SpareSwitches), bom),
              BomLines::count(BomLines::lineOf(Equipment::Switches), bom));
    // So do the cable kinds.
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::CopperCables), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::ActiveCopperCables), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::ActiveOpticalCables), bom) +
                  BomLines::count(BomLines::lineOf(Equipment::FibrePatchCables), bom),
              BomLines::count(BomLines::lineOf(Equipment::Cables), bom));
}

TEST(BomLinesTest, ASplitLineAddsUpToItsCount)
{
    const Bom bom = threeTierBom();
    int split = 0;
    for (const Line line : BomLines::all())
        if (const auto parts = BomLines::split(line, bom)) {
            ++split;
            EXPECT_EQ(parts->installed + parts->spares, BomLines::count(line, bom)) << int(line);
        }
    EXPECT_EQ(split, 8); // switches, NIC ports, four cable kinds, cables, transceivers
    EXPECT_FALSE(BomLines::split(BomLines::lineOf(Equipment::LeafSwitches), bom));
    EXPECT_EQ(BomLines::split(BomLines::lineOf(Equipment::Switches), bom)->spares,
              bom.spares.switches);
}

TEST(BomLinesTest, OnlyTotalsAreEmphasisedAndOnlyRareCablesMayBeLeftOut)
{
    for (const Line line : BomLines::all()) {
        EXPECT_EQ(BomLines::isTotal(line), line == BomLines::lineOf(Equipment::Switches) ||
                                               line == BomLines::lineOf(Equipment::Cables));
        EXPECT_EQ(BomLines::hiddenWhenZero(line),
                  line == BomLines::lineOf(Equipment::ActiveCopperCables) ||
                      line == BomLines::lineOf(Equipment::ActiveOpticalCables) ||
                      line == BomLines::lineOf(Equipment::FabricElements) ||
                      line == BomLines::lineOf(Equipment::SpareFabricElements));
    }
}

TEST(BomLinesTest, AScheduledFabricsElementsAndTheirSparesAreLinesOfTheirOwn)
{
    // 64 nodes x 8 rails on 18-port leaves with 20 fabric ports, elements of 128 ports, 10 %
    // spares: 29 leaves (3 spares), 5 elements (1 spare); no spine switch.
    FabricDesign design;
    design.fabric = Fabric::RoCE;
    design.nodes = 64;
    design.linkSpeedGbps = 800;
    design.switchRadix = 18;
    design.scheduled = ScheduledFabric{20, 128, 27000};
    design.sparesPercent = Decimal(10);
    const Bom bom = BomCalculator::calculate(design);
    const auto count = [&](Equipment item) {
        return BomLines::count(BomLines::lineOf(item), bom);
    };
    // Installed elements and their spares are read like a tier and the spare switches: apart.
    EXPECT_EQ(count(Equipment::SpineSwitches), 0);
    EXPECT_EQ(count(Equipment::FabricElements), 5);
    EXPECT_FALSE(BomLines::split(BomLines::lineOf(Equipment::FabricElements), bom));
    EXPECT_EQ(count(Equipment::SpareFabricElements), 1);
    EXPECT_EQ(count(Equipment::SpareSwitches), 3);
    EXPECT_EQ(count(Equipment::LeafSwitches) + count(Equipment::SpineSwitches) +
                  count(Equipment::CoreSwitches) + count(Equipment::FabricElements) +
                  count(Equipment::SpareSwitches) + count(Equipment::SpareFabricElements),
              count(Equipment::Switches));
    EXPECT_EQ(count(Equipment::Switches), 29 + 3 + 5 + 1);
    // A folded Clos has none.
    EXPECT_EQ(BomLines::count(BomLines::lineOf(Equipment::FabricElements), threeTierBom()), 0);
}

TEST(BomLinesTest, ACableKindNotSoldAtTheSpeedSaysWhy)
{
    test::ensureCoreApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const FabricDesign design = test::atLinkSpeed(Fabric::InfiniBand, 800);
    const Bom bom = BomCalculator::calculate(design);
    ASSERT_EQ(bom.copperCables, 0);
    EXPECT_FALSE(BomLines::note(BomLines::lineOf(Equipment::CopperCables), bom).isEmpty());
    EXPECT_TRUE(BomLines::note(BomLines::lineOf(Equipment::LeafSwitches), bom).isEmpty());
    EXPECT_TRUE(
        BomLines::note(BomLines::lineOf(Equipment::CopperCables), threeTierBom()).isEmpty());
}

} // namespace
