// SPDX-License-Identifier: GPL-3.0-or-later
// The window's "Price to beat" page (issue 43): beside the tornado, from the window's own risk
// run. Typing a price to beat the page shows into the plan's field makes the two plans' expected
// NPVs meet (the runner-up at most as dear, one cent more and it is dearer); another pair picked
// is computed at once; the page says why it is empty; every control has a name and is reached
// by Tab.
#include "ui/results/PriceToBeatPage.h"

#include "ExampleWindowTest.h"
#include "core/model/Examples.h"
#include "core/tco/PriceToBeat.h"
#include "core/tco/TcoResult.h"
#include "presentation/PriceToBeatText.h"
#include "ui/common/AccessibleInterfaces.h"
#include "ui/document/CatalogCache.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/PlanPairPicker.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskPresenter.h"
#include "ui/results/RiskRunner.h"

#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class PriceToBeatPageTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        // As the application does, before any widget: a combo box reads its own name.
        ui::installAccessibleInterfaces();
        ExampleWindowTest::SetUp();
        useQuickRiskRuns();
    }
    /// Both stages: the figures, then the price to beat.
    void runRisk()
    {
        QSignalSpy settled(window->riskRunner(), &RiskRunner::settled);
        window->startRiskAnalysis();
        ASSERT_TRUE(settled.wait(60000));
        QCoreApplication::processEvents();
    }
    void waitForTheRun()
    {
        QSignalSpy settled(window->riskRunner(), &RiskRunner::settled);
        ASSERT_TRUE(settled.wait(60000));
        QCoreApplication::processEvents();
    }
    PriceToBeatPage* page() const { return window->resultsView()->priceToBeatPage(); }
    /// The row of `label` under the heading `group` (the page groups the inputs by plan).
    int rowOf(const QString& group, const QString& label) const
    {
        QTableWidget* table = page()->table();
        bool inGroup = false;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString first = table->item(row, 0) ? table->item(row, 0)->text() : QString();
            if (table->columnSpan(row, 0) > 1)
                inGroup = first == group;
            else if (inGroup && first == label)
                return row;
        }
        return -1;
    }
    void type(ValueEditor* editor, const QString& text)
    {
        QLineEdit* edit = editor->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents();
    }
    Money runnerUpMinusRecommended(const std::string& runnerUp, const std::string& recommended)
    {
        const auto& tco = window->resultsView()->data().tco;
        return tco->plan(runnerUp)->npv - tco->plan(recommended)->npv;
    }
};

} // namespace

TEST_F(PriceToBeatPageTest, TypingThePriceToBeatShownMakesThePlansMeet)
{
    runRisk();
    const ComparisonData& data = window->resultsView()->data();
    ASSERT_TRUE(data.priceToBeat.has_value());
    const std::string runnerUp = data.priceToBeat->runnerUpPlanId;
    const std::string recommended = data.priceToBeat->recommendedPlanId;
    EXPECT_EQ(recommended, data.recommendedPlanId);
    ASSERT_FALSE(runnerUpMinusRecommended(runnerUp, recommended).isNegative());

    QString runnerUpName;
    for (const PlanSummary& plan : data.plans)
        if (plan.planId == runnerUp)
            runnerUpName = plan.plan.name;
    const int row =
        rowOf(runnerUpName + QStringLiteral(" (the runner-up)"), QStringLiteral("Switch price"));
    ASSERT_GE(row, 0);
    const QString shown = page()->table()->item(row, 2)->text(); // "20,114.05"
    ASSERT_FALSE(shown.isEmpty());
    PriceToBeatItem expected;
    for (const PriceToBeatItem& item : data.priceToBeat->items)
        if (item.planId == runnerUp && item.key == "price.switch")
            expected = item;
    ASSERT_EQ(expected.verdict, BreakEvenVerdict::Reached);

    // Typed as the page shows it (the field takes the grouping of the user's locale).
    ValueEditor* price = window->plansView()->planEditor(runnerUp, QStringLiteral("price.switch"));
    ASSERT_NE(price, nullptr);
    type(price, shown);
    const Money atPrice = runnerUpMinusRecommended(runnerUp, recommended);
    EXPECT_LE(atPrice.amount(), Decimal(0)) << atPrice.toString();
    // The difference the price to beat promised, to the cent: a cent of a switch price moves
    // the NPV by more than a cent, so this is as equal as prices in cents can make them.
    EXPECT_EQ(atPrice, expected.differenceAtBreakEven) << atPrice.toString();

    QString oneCentMore = shown;
    oneCentMore.remove(QLatin1Char(','));
    type(price,
         QString::fromStdString(
             (Decimal::parse(oneCentMore.toStdString()) + Decimal::parse("0.01")).toString()));
    EXPECT_GT(runnerUpMinusRecommended(runnerUp, recommended).amount(), Decimal(0));
}

TEST_F(PriceToBeatPageTest, EveryControlIsNamedAndReachedByTab)
{
    runRisk();
    PriceToBeatPage* p = page();
    QTabWidget* tabs = window->resultsView()->tabs();
    tabs->setCurrentIndex(ResultPages::PriceToBeatTab);
    EXPECT_EQ(tabs->tabText(ResultPages::PriceToBeatTab), QStringLiteral("Price to beat"));
    EXPECT_GT(p->table()->rowCount(), 5);
    const auto name = [](QObject* object) {
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(object);
        return a ? a->text(QAccessible::Name) : QString();
    };
    EXPECT_EQ(name(p->table()), QStringLiteral("Price to beat per input"));
    EXPECT_EQ(name(p->pairPicker()->firstBox()), QStringLiteral("Compare plan"));
    EXPECT_EQ(name(p->pairPicker()->secondBox()), QStringLiteral("With plan"));
    EXPECT_FALSE(name(p->findChild<QPushButton*>()).isEmpty());
    // The table's description is the summary a screen reader reads with it.
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(p->table());
    EXPECT_TRUE(table->text(QAccessible::Description).contains(QStringLiteral("is recommended")));
    // Each control takes the Tab focus, and Tab leaves the table.
    for (QWidget* widget :
         std::initializer_list<QWidget*>{p->pairPicker()->firstBox(), p->pairPicker()->secondBox(),
                                         p->table(), p->findChild<QPushButton*>()})
        EXPECT_TRUE(widget->focusPolicy() & Qt::TabFocus) << widget->metaObject()->className();
    EXPECT_FALSE(p->table()->tabKeyNavigation());
}

TEST_F(PriceToBeatPageTest, AnEditRecomputesThePageWithTheRiskRun)
{
    runRisk();
    const QString before = page()->summaryLabel()->text();
    type(window->plansView()->planEditor("roce", QStringLiteral("price.switch")),
         QStringLiteral("60000"));
    waitForTheRun();
    EXPECT_NE(page()->summaryLabel()->text(), before);
    const auto& result = window->resultsView()->data().priceToBeat;
    ASSERT_TRUE(result.has_value());
    const PriceToBeatResult exact = PriceToBeat::compute(
        window->document()->scenario(), *window->resultsView()->data().catalog, "ib", "roce");
    EXPECT_EQ(result->gap, exact.gap);
}

TEST(PriceToBeatPageAlone, AnotherPairIsComputedWhenPicked)
{
    test::ensureApplication();
    Scenario scenario = Examples::load("llm-training");
    PlanSpec second = scenario.plans.at(1);
    second.id = "roce-b";
    second.name = "RoCE B";
    second.overrides["price.switch"] = ParameterValue{Decimal(21000), Currency::usd()};
    scenario.plans.push_back(second);
    const auto catalog = std::make_shared<const Catalog>(CatalogCache::get());
    ComparisonData data = ComparisonComputer::compute(scenario, catalog);
    RiskRunner::Options options;
    options.trials = 300;
    RiskPresenter::apply(data, RiskRunner::runBoth(scenario, catalog, data.tco, options));
    PriceToBeatPage page;
    page.setData(data);
    ASSERT_TRUE(page.pairPicker()->isEnabled());
    const int rowsBefore = page.table()->rowCount();
    ASSERT_GT(rowsBefore, 0);

    // The risk run's pair is RoCE B (recommended) and RoCE; InfiniBand and RoCE is another.
    ASSERT_EQ(data.priceToBeat->recommendedPlanId, "roce-b");
    QComboBox* first = page.pairPicker()->firstBox();
    QComboBox* secondBox = page.pairPicker()->secondBox();
    first->setCurrentIndex(first->findData(QStringLiteral("ib")));
    Q_EMIT first->activated(first->currentIndex());
    secondBox->setCurrentIndex(secondBox->findData(QStringLiteral("roce")));
    Q_EMIT secondBox->activated(secondBox->currentIndex());

    // Neither is the recommended plan: the cheaper of the two is not called recommended.
    EXPECT_TRUE(page.summaryLabel()->text().startsWith(
        QStringLiteral("Of these two, RoCE, one switch vendor is the cheaper")))
        << page.summaryLabel()->text().toStdString();
    // The pickers stay in the order picked.
    EXPECT_EQ(page.pairPicker()->firstPlanId(), "ib");
    EXPECT_EQ(page.pairPicker()->secondPlanId(), "roce");
    // The exact figures and the odds were computed for the pair: the switch's price to beat as
    // the core computes it, and some figure in the 50 % column.
    const PriceToBeatResult exact = PriceToBeat::compute(scenario, *catalog, "ib", "roce");
    const PriceToBeatText words(exact, {}, {}, kDefaultRounding);
    bool anyOdds = false;
    bool switchShown = false;
    for (int row = 0; row < page.table()->rowCount(); ++row) {
        if (page.table()->columnSpan(row, 0) > 1)
            continue;
        anyOdds = anyOdds || page.table()->item(row, 4)->text() != QStringLiteral("\u2013");
        switchShown = switchShown ||
                      page.table()->item(row, 2)->text() == words.cells(words.lines().front())[2];
    }
    EXPECT_TRUE(anyOdds);
    EXPECT_TRUE(switchShown);

    // Picking the risk run's pair back, in the other order, keeps that order too.
    first->setCurrentIndex(first->findData(QStringLiteral("roce")));
    Q_EMIT first->activated(first->currentIndex());
    secondBox->setCurrentIndex(secondBox->findData(QStringLiteral("roce-b")));
    Q_EMIT secondBox->activated(secondBox->currentIndex());
    EXPECT_EQ(page.pairPicker()->firstPlanId(), "roce");
    EXPECT_TRUE(page.summaryLabel()->text().startsWith(QStringLiteral("RoCE B is recommended")));
}

TEST_F(PriceToBeatPageTest, TheFiguresComeFirstAndThePriceToBeatMomentsLater)
{
    // Issue 42: an edit's figures are not kept waiting for the price to beat's odds (two Monte
    // Carlo runs per input); until it answers the page keeps the previous one, marked.
    runRisk();
    ASSERT_TRUE(window->resultsView()->data().priceToBeat.has_value());
    QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
    QSignalSpy priced(window->riskRunner(), &RiskRunner::priceToBeatFinished);
    window->startRiskAnalysis();
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_EQ(priced.count(), 0);
    const ComparisonData& between = window->resultsView()->data();
    EXPECT_TRUE(between.priceToBeatUpdating);
    ASSERT_TRUE(between.priceToBeat.has_value()); // the previous one, on view
    EXPECT_TRUE(page()->summaryLabel()->text().startsWith(QStringLiteral("Updating")));
    ASSERT_TRUE(priced.wait(60000));
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->resultsView()->data().priceToBeatUpdating);
    EXPECT_FALSE(page()->summaryLabel()->text().startsWith(QStringLiteral("Updating")));
}

TEST(PriceToBeatPageAlone, SaysWhyItIsEmpty)
{
    test::ensureApplication();
    const auto catalog = std::make_shared<const Catalog>(CatalogCache::get());
    const Scenario scenario = Examples::load("llm-training");
    PriceToBeatPage page;
    page.setData(ComparisonComputer::compute(scenario, catalog)); // before the risk run
    EXPECT_EQ(page.table()->rowCount(), 0);
    EXPECT_EQ(page.summaryLabel()->text(),
              PriceToBeatPage::tr("Run the risk analysis to see the price to beat."));
    EXPECT_FALSE(page.pairPicker()->isEnabled());

    Scenario alone = scenario;
    alone.plans.resize(1);
    ComparisonData one = ComparisonComputer::compute(alone, catalog);
    RiskRunner::Options options;
    options.trials = 200;
    RiskPresenter::apply(one, RiskRunner::runBoth(alone, catalog, one.tco, options));
    page.setData(one);
    EXPECT_EQ(page.table()->rowCount(), 0);
    EXPECT_TRUE(page.summaryLabel()->text().contains(QStringLiteral("add a second plan")));
}
