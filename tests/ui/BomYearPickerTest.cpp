// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials tab shows the year the user picks (issue 17, item 7): a growing
// cluster buys switches year by year, and the tab showed year 1 only, unlabelled.
#include "ExampleWindowTest.h"
#include "core/tco/TcoResult.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/results/ResultsView.h"

#include <QComboBox>
#include <QTableView>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class BomYearPickerTest : public test::ExampleWindowTest
{
protected:
    /// The number in the row labelled `label`, column `plan`; -1 when there is no such row.
    long long cell(const QString& label, int plan) const
    {
        const QAbstractItemModel* table = window->resultsView()->bomTable()->model();
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->headerData(r, Qt::Vertical).toString() == label)
                return table->index(r, plan).data(Qt::UserRole).toString().toLongLong();
        return -1;
    }
};

TEST_F(BomYearPickerTest, EveryYearOfTheHorizonCanBeShownWithItsClusterSize)
{
    Scenario grown = window->document()->scenario();
    grown.cluster.nodesByYear = {128, 192, 256, 384, 512};
    window->document()->replaceScenario([] { return QStringLiteral("growth"); }, grown);
    window->recomputeNow();

    QComboBox* picker = window->resultsView()->bomYearPicker();
    const TcoResult& tco = *window->resultsView()->data().tco;
    const auto& years = tco.plans.front().years;
    ASSERT_EQ(picker->count(), int(years.size()));
    EXPECT_TRUE(picker->itemText(0).contains(QStringLiteral("Year 1")));
    EXPECT_TRUE(picker->itemText(0).contains(QString::number(years.front().nodes)));
    EXPECT_EQ(picker->currentIndex(), 0);
    const QString leaves = QStringLiteral("Leaf switches");
    EXPECT_EQ(cell(leaves, 0), years.front().bom.switches.leaf);

    picker->setCurrentIndex(picker->count() - 1);
    EXPECT_EQ(cell(leaves, 0), years.back().bom.switches.leaf);
    EXPECT_EQ(cell(leaves, 1), tco.plans.at(1).years.back().bom.switches.leaf);
    EXPECT_GT(years.back().bom.switches.leaf, years.front().bom.switches.leaf)
        << "the cluster grows, so must its leaves";

    // An edit recomputes; the chosen year stays.
    grown.cluster.nodes = 256;
    grown.cluster.nodesByYear = {256, 300, 400, 512, 640};
    window->document()->replaceScenario([] { return QStringLiteral("nodes"); }, grown);
    window->recomputeNow();
    EXPECT_EQ(picker->currentIndex(), picker->count() - 1);
    EXPECT_EQ(cell(leaves, 0),
              window->resultsView()->data().tco->plans.front().years.back().bom.switches.leaf);
}

} // namespace
