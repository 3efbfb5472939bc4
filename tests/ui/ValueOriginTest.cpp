// SPDX-License-Identifier: GPL-3.0-or-later
// Where a value comes from, at a glance: the marker before each input (default, preset, vendor
// quote, the user's own value), the tooltip naming the value it replaced, and the actions that
// put the default or the quote back.
#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QAction>
#include <QUndoStack>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ValueOriginTest : public test::ExampleWindowTest
{
protected:
    ValueEditor* ibPrice() const
    {
        return window->plansView()->planEditor("ib", QStringLiteral("price.switch"));
    }
    void addQuote(const char* price)
    {
        Scenario after = window->document()->scenario();
        after.quotes.push_back({"ib.price.switch", "Acme Networks",
                                Money::parse(price, Currency::usd()), "2026-11-02", "2099-12-31",
                                "quotes.csv line 2"});
        window->document()->replaceScenario([] { return QStringLiteral("add quote"); }, after);
    }
    const std::map<std::string, ParameterValue>& ibOverrides() const
    {
        return window->document()->scenario().plans[0].overrides;
    }
};

TEST_F(ValueOriginTest, DefaultsAreMarkedAndOfferNoReset)
{
    ValueEditor* price = ibPrice();
    ASSERT_NE(price, nullptr);
    EXPECT_EQ(price->origin().kind, ValueOrigin::Default);
    EXPECT_FALSE(price->marker()->isHidden());
    EXPECT_FALSE(price->resetAction()->isEnabled());
    EXPECT_FALSE(price->resetAction()->isVisible()); // nothing greyed out to puzzle over
    // The menu's first line says where the value comes from.
    // (An old figure's marker says so: "Default (price from 2024: check)".)
    const QString origin = price->marker()->accessibleName();
    EXPECT_TRUE(origin.startsWith(QStringLiteral("Default"))) << origin.toStdString();
    EXPECT_TRUE(price->originAction()->text().startsWith(origin + QStringLiteral(": ")))
        << price->originAction()->text().toStdString();
    EXPECT_TRUE(price->origin().replaced.isEmpty());
    // A source's "&" is shown, not taken as a menu shortcut mark.
    price->setUnitAndSource(price->unitText(), QStringLiteral("AT&T list price"));
    EXPECT_EQ(price->originAction()->text(), origin + QStringLiteral(": AT&&T list price"));
    // Plan design fields are not model parameters: no marker, but its room is kept so the
    // column's fields line up.
    ValueEditor* radix = window->plansView()->planEditor("ib", QStringLiteral("switchRadix"));
    ASSERT_NE(radix, nullptr);
    EXPECT_EQ(radix->origin().kind, ValueOrigin::None);
    EXPECT_TRUE(radix->marker()->isHidden());
    EXPECT_TRUE(radix->marker()->sizePolicy().retainSizeWhenHidden());
}

TEST_F(ValueOriginTest, AnOldDefaultIsStruckThroughAndSaysWhatToCheck)
{
    // Every default whose figure is over 18 months old today, and only those, is flagged: in
    // the marker (struck through, and its name), the field's description and the tooltip.
    int flagged = 0;
    for (const char* key : {"price.switch", "price.nic", "price.transceiver", "power.pue",
                            "staff.salary", "power.switch_watts"}) {
        for (const char* fabric : {"ib", "roce"}) {
            ValueEditor* editor = window->plansView()->planEditor(fabric, QString::fromLatin1(key));
            if (editor == nullptr)
                editor = window->plansView()->clusterEditor(QString::fromLatin1(key));
            if (editor == nullptr || editor->origin().kind != ValueOrigin::Default)
                continue;
            const QString note = editor->origin().checkNote;
            EXPECT_EQ(editor->marker()->isStruck(), !note.isEmpty()) << key;
            if (note.isEmpty())
                continue;
            ++flagged;
            EXPECT_TRUE(note.contains(QStringLiteral(": check"))) << note.toStdString();
            EXPECT_TRUE(editor->marker()->accessibleName().contains(note)) << key;
            EXPECT_TRUE(editor->lineEdit()->accessibleDescription().contains(note)) << key;
            EXPECT_TRUE(editor->input()->toolTip().contains(note.toHtmlEscaped())) << key;
        }
    }
    RecordProperty("flagged", flagged);
}

TEST_F(ValueOriginTest, ATypedValueIsMarkedAndResetPutsTheDefaultBack)
{
    ValueEditor* price = ibPrice();
    const QString defaultTip = price->input()->toolTip();
    price->setText(QStringLiteral("99000"));
    ASSERT_EQ(ibOverrides().count("price.switch"), 1u);
    EXPECT_EQ(price->origin().kind, ValueOrigin::Typed);
    // The tooltip names the value it replaced, exactly and with its unit.
    EXPECT_TRUE(price->origin().replaced.startsWith(QStringLiteral("Replaces the default: ")))
        << price->origin().replaced.toStdString();
    EXPECT_TRUE(price->input()->toolTip().contains(price->origin().replaced.toHtmlEscaped()));
    EXPECT_TRUE(price->origin().replaced.contains(QStringLiteral("USD per switch")));
    ASSERT_TRUE(price->resetAction()->isEnabled());
    EXPECT_TRUE(price->resetAction()->text().startsWith(QStringLiteral("Reset to default (")));

    const int steps = window->document()->undoStack()->count();
    price->resetAction()->trigger();
    EXPECT_EQ(ibOverrides().count("price.switch"), 0u);
    EXPECT_EQ(price->origin().kind, ValueOrigin::Default);
    EXPECT_EQ(price->input()->toolTip(), defaultTip);
    // One undo step, named for the input; undo brings the typed value back.
    EXPECT_EQ(window->document()->undoStack()->count(), steps + 1);
    EXPECT_EQ(window->document()->undoStack()->undoText(), QStringLiteral("Reset Switch price"));
    window->document()->undoStack()->undo();
    EXPECT_EQ(ibOverrides().at("price.switch").value, Decimal(99000));
    EXPECT_EQ(price->origin().kind, ValueOrigin::Typed);
}

TEST_F(ValueOriginTest, AQuoteIsMarkedAndATypedValueOverItOffersTheQuoteBack)
{
    addQuote("33000");
    ValueEditor* price = ibPrice();
    EXPECT_EQ(price->origin().kind, ValueOrigin::Quote);
    EXPECT_TRUE(price->origin().fromQuote);
    EXPECT_TRUE(price->quotesAction()->isVisible());
    // The tooltip cites the quote with its validity, and what it replaced.
    const QString tip = price->input()->toolTip();
    EXPECT_TRUE(tip.contains(QStringLiteral("Acme Networks, quoted 2026-11-02, valid until "
                                            "2099-12-31 (valid)")))
        << tip.toStdString();
    EXPECT_TRUE(price->origin().replaced.startsWith(QStringLiteral("Replaces the default: ")));
    // A quote is removed in the quotes list, not reset here.
    EXPECT_FALSE(price->resetAction()->isEnabled());

    price->setText(QStringLiteral("31000"));
    EXPECT_EQ(price->origin().kind, ValueOrigin::Typed);
    EXPECT_EQ(price->origin().replaced,
              QStringLiteral("Replaces the quote from Acme Networks (2026-11-02): 33,000 USD "
                             "per switch"));
    EXPECT_EQ(price->resetAction()->text(),
              QStringLiteral("Use the quote (33,000 USD per switch)"));
    price->resetAction()->trigger();
    EXPECT_EQ(ibOverrides().count("price.switch"), 0u);
    EXPECT_EQ(price->origin().kind, ValueOrigin::Quote);
}

TEST_F(ValueOriginTest, AnExpiredQuoteHasAMarkerOfItsOwn)
{
    addQuote("33000");
    ValueEditor* price = ibPrice();
    EXPECT_FALSE(price->marker()->isExpired());
    const QImage valid = price->marker()->QAbstractButton::icon().pixmap(QSize(12, 12)).toImage();
    Scenario expired = window->document()->scenario();
    expired.quotes.front().quoteDate = "2020-01-02";
    expired.quotes.front().validUntil = "2020-06-30";
    window->document()->replaceScenario([] { return QStringLiteral("expire"); }, expired);
    price = ibPrice(); // the plan columns are built anew
    ASSERT_EQ(price->origin().kind, ValueOrigin::Quote);
    EXPECT_TRUE(price->origin().expired);
    EXPECT_TRUE(price->marker()->isExpired());
    EXPECT_EQ(price->marker()->accessibleName(), QStringLiteral("Vendor quote (expired)"));
    EXPECT_EQ(price->originAction()->text(), QStringLiteral("Vendor quote (expired)"));
    EXPECT_NE(price->marker()->QAbstractButton::icon().pixmap(QSize(12, 12)).toImage(), valid);
    EXPECT_TRUE(price->input()->toolTip().contains(QStringLiteral("(expired)")))
        << price->input()->toolTip().toStdString();
}

TEST_F(ValueOriginTest, PresetsAreMarkedAndASharedAssumptionResets)
{
    ValueEditor* staff = nullptr;
    for (ValueEditor* editor : window->plansView()->findChildren<ValueEditor*>())
        if (editor->spec().key == QStringLiteral("team.staff_multiplier"))
            staff = editor;
    ASSERT_NE(staff, nullptr);
    EXPECT_EQ(staff->origin().kind, ValueOrigin::Preset);
    staff->setText(QStringLiteral("2.5"));
    EXPECT_EQ(staff->origin().kind, ValueOrigin::Typed);
    EXPECT_TRUE(staff->origin().replaced.startsWith(QStringLiteral("Replaces the preset value: ")))
        << staff->origin().replaced.toStdString();
    EXPECT_TRUE(staff->resetAction()->text().startsWith(QStringLiteral("Reset to the preset (")));
    staff->resetAction()->trigger();
    EXPECT_EQ(window->document()->scenario().overrides.count("team.staff_multiplier"), 0u);
    EXPECT_EQ(staff->origin().kind, ValueOrigin::Preset);
}

TEST_F(ValueOriginTest, MarkerNamesAndActionsFollowTheLanguage)
{
    ValueEditor* price = ibPrice();
    price->setText(QStringLiteral("99000"));
    i18n::installLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    EXPECT_NE(ValueOriginMarker::name(ValueOrigin::Typed), QStringLiteral("Your value"));
    EXPECT_FALSE(price->resetAction()->text().startsWith(QStringLiteral("Reset")))
        << price->resetAction()->text().toStdString();
}

} // namespace
