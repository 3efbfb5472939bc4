// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader is told while the user types (issue 40): after every recalculation the
// window moved accessibility focus to a cell of the hidden year-by-year table (Qt's QTableView
// announces every new current cell as focus). The offscreen platform has no accessibility
// bridge to listen on, so the tests check what decides it: the focus stays in the field, every
// result table announces its current cell only while it has the focus, and the summary's new
// figures are in its accessible description.
#include "ExampleWindowTest.h"
#include "ui/common/FocusHonestTable.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

#include <gtest/gtest.h>

namespace fabrictco::test {
namespace {

class AccessibilityEventsTest : public ExampleWindowTest
{
protected:
    void SetUp() override
    {
        ExampleWindowTest::SetUp();
        useQuickRiskRuns();
        window->resize(1280, 720);
        window->show();
        settleLayouts();
    }
    QLabel* summary() const
    {
        for (QLabel* label : window->resultsView()->findChildren<QLabel*>())
            if (label->accessibleName() == QStringLiteral("Summary of the results"))
                return label;
        return nullptr;
    }
};

TEST_F(AccessibilityEventsTest, EveryResultTableAnnouncesItsCellOnlyWhenFocused)
{
    const auto tables = window->resultsView()->findChildren<QTableView*>();
    ASSERT_GE(tables.size(), 4);
    for (QTableView* table : tables) {
        const bool honest = dynamic_cast<ui::ResultTableView*>(table) != nullptr ||
                            dynamic_cast<ui::ResultTableWidget*>(table) != nullptr;
        EXPECT_TRUE(honest) << table->accessibleName().toStdString();
    }
}

// Tabbing into a result table shows where the focus went: its frame turns the selection
// colour, two pixels wide, before any cell is picked (the catalog table showed nothing; found
// by a stranger).
TEST_F(AccessibilityEventsTest, AFocusedResultTableShowsAFocusFrame)
{
    ui::ResultsView& results = *window->resultsView();
    results.tabs()->setCurrentWidget(results.catalogTable()->parentWidget());
    settleLayouts();
    QTableWidget* table = results.catalogTable();
    ASSERT_TRUE(table->isVisible());
    const QColor frame = table->palette().color(QPalette::Highlight);
    const auto leftEdge = [table](int x) {
        const QImage image = table->grab().toImage();
        return image.pixelColor(x, image.height() / 2);
    };
    EXPECT_NE(leftEdge(0), frame) << "no frame before the focus";
    table->setFocus(Qt::TabFocusReason);
    settleLayouts();
    ASSERT_TRUE(table->hasFocus());
    EXPECT_EQ(leftEdge(0), frame);
    EXPECT_EQ(leftEdge(1), frame);
}

TEST_F(AccessibilityEventsTest, ARecalculationKeepsTheFocusAndDescribesTheNewFigures)
{
    ui::ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    ASSERT_NE(nodes, nullptr);
    QLabel* label = summary();
    ASSERT_NE(label, nullptr);
    nodes->lineEdit()->setFocus(Qt::TabFocusReason);
    settleLayouts();
    QSignalSpy finished(window->riskRunner(), &ui::RiskRunner::finished);
    nodes->setText(QStringLiteral("256"));
    ASSERT_TRUE(finished.wait(60000));
    settleLayouts();
    EXPECT_TRUE(nodes->lineEdit()->hasFocus());
    // The reader's text is the summary's, figures and recommendation, without the markup.
    const QString description = label->accessibleDescription();
    EXPECT_FALSE(description.contains(QLatin1Char('<')));
    EXPECT_TRUE(description.contains(QStringLiteral("Recommendation")));
    const ui::ComparisonData& data = window->resultsView()->data();
    ASSERT_TRUE(data.tco);
    EXPECT_TRUE(description.contains(QStringLiteral("USD"))) << description.toStdString();
    // Each figure is said with its plan: the summary table's row reads as one line.
    const QStringList lines = description.split(QLatin1Char('\n'));
    const auto totals = std::find_if(lines.begin(), lines.end(), [](const QString& line) {
        return line.startsWith(QStringLiteral("Total cost over the horizon. "));
    });
    ASSERT_NE(totals, lines.end()) << description.toStdString();
    for (const auto& plan : data.plans) {
        EXPECT_TRUE(totals->contains(plan.plan.name + QStringLiteral(", ")))
            << totals->toStdString() << " / " << plan.plan.name.toStdString();
    }
    EXPECT_FALSE(description.contains(QChar(0x25A0))) << "the colour squares are for the eye";
}

} // namespace
} // namespace fabrictco::test
