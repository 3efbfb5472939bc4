// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/BomTableModel.h"

#include "UiTestSupport.h"
#include "core/bom/BomCalculator.h"
#include "ui/common/TableCopy.h"

#include <QTableView>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

PlanSummary plan(const QString& name, Fabric fabric, std::optional<Bom> bom)
{
    PlanSummary summary;
    summary.planId = name.toStdString();
    summary.plan = {name, fabric, 0};
    summary.bom = std::move(bom);
    return summary;
}

Bom bomOf(Fabric fabric, int nodes)
{
    FabricDesign design;
    design.fabric = fabric;
    design.nodes = nodes;
    return BomCalculator::calculate(design);
}

TEST(BomTableModelTest, ARowPerLineAColumnPerPlanWithExactCounts)
{
    test::ensureApplication();
    ComparisonData data;
    data.plans = {plan(QStringLiteral("IB"), Fabric::InfiniBand, bomOf(Fabric::InfiniBand, 1024)),
                  plan(QStringLiteral("RoCE"), Fabric::RoCE, bomOf(Fabric::RoCE, 1024))};
    BomTableModel model;
    model.setContents(data, 0);
    ASSERT_EQ(model.columnCount(), 2);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("RoCE"));
    // No plan uses AEC or AOC or is a scheduled fabric: those four lines (with the fabric
    // elements and their spares) are left out, every other line is there.
    EXPECT_EQ(model.rowCount(), int(BomLines::all().size()) - 4);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString label = model.headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
        EXPECT_NE(label, BomLines::label(BomLines::lineOf(Equipment::ActiveOpticalCables)));
        if (label == BomLines::label(BomLines::lineOf(Equipment::NicPorts))) {
            EXPECT_EQ(model.index(row, 0).data(Qt::UserRole).toString(),
                      QString::number(data.plans[0].bom->totalNics()));
            EXPECT_EQ(model.index(row, 0).data().toString(),
                      QLocale().toString(qlonglong(data.plans[0].bom->totalNics())));
        }
    }
    EXPECT_EQ(model.index(0, 0).data(Qt::TextAlignmentRole).toInt(),
              int(Qt::AlignRight | Qt::AlignVCenter));
}

TEST(BomTableModelTest, AYearWithoutABillShowsADashAndCopiesNothing)
{
    test::ensureApplication();
    ComparisonData data;
    data.plans = {plan(QStringLiteral("IB"), Fabric::InfiniBand, bomOf(Fabric::InfiniBand, 64)),
                  plan(QStringLiteral("Broken"), Fabric::RoCE, std::nullopt)};
    BomTableModel model;
    model.setContents(data, 0);
    EXPECT_EQ(model.index(0, 1).data().toString(), QStringLiteral("—"));
    // Year 2 is unknown without computed costs.
    model.setContents(data, 1);
    EXPECT_EQ(model.index(0, 0).data().toString(), QStringLiteral("—"));
    QTableView view;
    view.setModel(&model);
    const QString tsv = TableCopy::toTsv(view);
    EXPECT_TRUE(tsv.startsWith(QStringLiteral("\tIB\tBroken\n") +
                               BomLines::label(BomLines::all().front()) + QStringLiteral("\t\t\n")))
        << tsv.toStdString();
}

TEST(BomTableModelTest, ACableKindNotSoldAtTheSpeedExplainsItselfToScreenReaders)
{
    test::ensureApplication();
    FabricDesign design;
    design.fabric = Fabric::InfiniBand;
    design.nodes = 64;
    design.linkSpeedGbps = 800;
    ComparisonData data;
    data.plans = {
        plan(QStringLiteral("XDR"), Fabric::InfiniBand, BomCalculator::calculate(design))};
    BomTableModel model;
    model.setContents(data, 0);
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.headerData(row, Qt::Vertical, Qt::DisplayRole).toString() ==
            BomLines::label(BomLines::lineOf(Equipment::CopperCables))) {
            const QString note = model.index(row, 0).data(Qt::AccessibleDescriptionRole).toString();
            EXPECT_FALSE(note.isEmpty());
            EXPECT_EQ(model.index(row, 0).data(Qt::ToolTipRole).toString(), note);
            return;
        }
    FAIL() << "no copper line";
}

} // namespace
