// SPDX-License-Identifier: GPL-3.0-or-later
// The value a field shows is the value the table prices (issue 35, item 1): a default with a
// range shows its mean, as the tables price it, and says so with its range; a quote or a typed
// value is firm and shows as given.
#include "ExampleWindowTest.h"
#include "core/model/ParameterResolver.h"
#include "core/money/ComputedFigure.h"
#include "core/tco/ExpectedValues.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QLineEdit>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class PricedValueTest : public test::ExampleWindowTest
{
protected:
    ValueEditor* editor(const char* plan, const char* key) const
    {
        return window->plansView()->planEditor(plan, QString::fromLatin1(key));
    }
    /// The number the field shows, read as typing it would be; a computed figure shown rounded
    /// ("≈183.33") is read as its rounded value.
    static Decimal shown(ValueEditor* editor)
    {
        QString text = editor->findChild<QLineEdit*>()->text();
        if (text.startsWith(QStringLiteral("≈")))
            text.remove(0, 1);
        const auto value = ValueEditor::parse(text);
        EXPECT_TRUE(value.has_value()) << editor->findChild<QLineEdit*>()->text().toStdString();
        return value.value_or(Decimal(-1));
    }
    Decimal priced(const char* key) const
    {
        const Scenario& scenario = window->document()->scenario();
        const ResolvedParameters values = ParameterResolver::resolve(
            scenario, scenario.plans.at(0), *window->document()->catalog());
        return expectedValue(values.at(key), kDefaultRounding);
    }
};

TEST_F(PricedValueTest, ADefaultWithARangeShowsItsMeanAndSaysSo)
{
    ValueEditor* cable = editor("ib", "price.cable_copper");
    ASSERT_NE(cable, nullptr);
    // The mean, rounded as shown until the field is edited (ComputedFigure).
    const auto figure = ComputedFigure::of(priced("price.cable_copper"));
    EXPECT_EQ(shown(cable), figure ? figure->rounded : priced("price.cable_copper"))
        << "the field showed the most likely value, the table priced the mean";
    EXPECT_TRUE(cable->toolTip().contains(QStringLiteral("Priced at its expected value")))
        << cable->toolTip().toStdString();
}

TEST_F(PricedValueTest, AQuoteIsShownAndPricedAsGivenAndCalledFirm)
{
    Scenario after = window->document()->scenario();
    after.quotes.push_back({"ib.price.switch", "NVIDIA", Money::parse("30000", Currency::usd()),
                            "2026-11-30", "", "quotes.csv line 2"});
    window->document()->replaceScenario([] { return QStringLiteral("add quote"); }, after);
    QCoreApplication::processEvents();
    ValueEditor* price = editor("ib", "price.switch");
    ASSERT_NE(price, nullptr);
    EXPECT_EQ(shown(price), Decimal(30000));
    EXPECT_EQ(priced("price.switch"), Decimal(30000));
    EXPECT_TRUE(price->toolTip().contains(QStringLiteral("Firm: priced as given")))
        << price->toolTip().toStdString();
}

TEST_F(PricedValueTest, WhatATypedValueReplacesIsNamedByTheFigureTheFieldWillShow)
{
    // A stranger read "Replaces the default: 2,200 USD" while the field, once reset, showed and
    // priced the default's mean.
    ValueEditor* cable = editor("ib", "price.cable_copper");
    ASSERT_NE(cable, nullptr);
    const Decimal mean = shown(cable);
    Scenario after = window->document()->scenario();
    after.plans.at(0).overrides["price.cable_copper"] =
        ParameterValue{Decimal(99), Currency::usd()};
    window->document()->replaceScenario([] { return QStringLiteral("type"); }, after);
    QCoreApplication::processEvents();
    cable = editor("ib", "price.cable_copper"); // the column is made again
    const QString named = QString::fromStdString(mean.toString(2, kDefaultRounding));
    ASSERT_EQ(shown(cable), Decimal(99));
    ASSERT_EQ(int(cable->origin().kind), int(ValueOrigin::Typed)) << named.toStdString();
    EXPECT_TRUE(cable->origin().replaced.contains(named)) << cable->origin().replaced.toStdString();
    EXPECT_TRUE(cable->origin().resetAction.contains(named))
        << cable->origin().resetAction.toStdString();
}

} // namespace
