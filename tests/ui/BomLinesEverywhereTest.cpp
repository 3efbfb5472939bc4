// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37: the bill of materials was listed four times with drifted labels ("Switch tiers",
// "Switching tiers", "Tiers"; "NICs (with spares)", "NIC ports"). The window, the report, the
// spreadsheet and `fabrictco-cli bom` now show BomLines' lines in BomLines' order and words.
#include "ExampleWindowTest.h"
#include "core/model/Examples.h"
#include "presentation/BomLines.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportInputSections.h"
#include "report/SpreadsheetTables.h"
#include "tests/cli/CliRun.h"
#include "ui/document/CatalogCache.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/results/ResultsView.h"

#include <QTableView>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class BomLinesEverywhereTest : public test::ExampleWindowTest
{
protected:
    /// The labels of every line, in order; the lines a table may leave out are marked.
    static std::vector<QString> labels()
    {
        std::vector<QString> all;
        for (const BomLines::Line line : BomLines::all())
            all.push_back(BomLines::label(line));
        return all;
    }

    /// True when `shown` lists BomLines' labels in their order, leaving out only lines a
    /// table may leave out (a cable kind no plan uses, or those in `skipped`).
    static ::testing::AssertionResult inOrder(const QStringList& shown,
                                              const std::vector<BomLines::Line>& skipped = {})
    {
        qsizetype next = 0;
        for (const BomLines::Line line : BomLines::all()) {
            const QString label = BomLines::label(line);
            if (next < shown.size() && shown[next] == label) {
                ++next;
                continue;
            }
            const bool mayBeMissing =
                BomLines::hiddenWhenZero(line) ||
                std::find(skipped.begin(), skipped.end(), line) != skipped.end();
            if (!mayBeMissing)
                return ::testing::AssertionFailure()
                       << "missing or out of order: " << label.toStdString()
                       << " (shown: " << shown.join(QStringLiteral(" | ")).toStdString() << ")";
        }
        if (next != shown.size())
            return ::testing::AssertionFailure()
                   << "not a bill line: " << shown[next].toStdString();
        return ::testing::AssertionSuccess();
    }
};

TEST_F(BomLinesEverywhereTest, WindowReportSpreadsheetAndCliShowTheSameLines)
{
    // The window's table.
    const QAbstractItemModel* table = window->resultsView()->bomTable()->model();
    QStringList shownInWindow;
    for (int row = 0; row < table->rowCount(); ++row)
        shownInWindow << table->headerData(row, Qt::Vertical).toString();
    EXPECT_TRUE(inOrder(shownInWindow));

    // The report's appendix and the spreadsheet's sheet, from the same document.
    const Scenario& scenario = window->document()->scenario();
    ReportOptions options;
    options.trials = 200;
    const ReportData data = ReportDataBuilder::build(scenario, ui::CatalogCache::get(), options);
    const ReportText text(QStringLiteral("en"));
    const QString appendix = ReportInputSections(data, text).billOfMaterials();
    QStringList report;
    qsizetype from = 0;
    for (const QString& label : labels()) {
        // Each label as a cell of the first plan's table, in order.
        const qsizetype at = appendix.indexOf(QStringLiteral(">%1<").arg(label), from);
        if (at >= 0) {
            report << label;
            from = at;
        }
    }
    EXPECT_TRUE(inOrder(report));
    EXPECT_FALSE(appendix.contains(QStringLiteral("Switching tiers")));

    const SpreadsheetSheet sheet = SpreadsheetTables::billOfMaterials(data);
    QStringList columns = sheet.columns;
    ASSERT_GE(columns.size(), 3);
    columns.erase(columns.begin(), columns.begin() + 3); // plan, fabric, year
    EXPECT_TRUE(inOrder(columns));
    EXPECT_EQ(columns.size(), qsizetype(BomLines::all().size())) << "a sheet keeps every column";

    // fabrictco-cli bom: each line's label starts a row (the design line names the node count
    // and the topology line the tiers).
    const test::CliRun cli =
        test::runCli({QStringLiteral("bom"), QStringLiteral("--fabric"), QStringLiteral("roce"),
                      QStringLiteral("--nodes"), QStringLiteral("128")});
    ASSERT_EQ(cli.code, 0) << cli.err.toStdString();
    QStringList printed;
    for (const QString& line : cli.out.split(QLatin1Char('\n')))
        for (const QString& label : labels())
            if (line.startsWith(label + QLatin1Char(' ')))
                printed << label;
    EXPECT_TRUE(inOrder(printed, {BomLines::Line::Nodes, BomLines::Line::Tiers}));
}

TEST_F(BomLinesEverywhereTest, TheWindowSaysThatSparesAreCounted)
{
    QStringList texts;
    for (const QLabel* label : window->resultsView()->findChildren<QLabel*>())
        texts << label->text();
    EXPECT_TRUE(texts.contains(BomLines::sparesIncluded()));
}

} // namespace
