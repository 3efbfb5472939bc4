// SPDX-License-Identifier: GPL-3.0-or-later
// Reading typed numbers: thousands separators are accepted only where they group thousands, so a
// German or French "2,5" is refused with a word about the comma instead of becoming 25.
#include "ui/plans/ValueEditor.h"

#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/common/AlertLabel.h"

#include <QApplication>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>

#include <gtest/gtest.h>
#include <memory>
#include <vector>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

std::optional<Decimal> parse(const char* text)
{
    return ValueEditor::parse(QString::fromUtf8(text));
}

FieldSpec lengthField()
{
    FieldSpec spec;
    spec.key = QStringLiteral("leafSpineMeters");
    spec.label = QStringLiteral("Leaf to spine length");
    spec.unit = QStringLiteral("m");
    spec.kind = FieldSpec::Kind::Decimal;
    spec.min = Decimal(1);
    spec.max = Decimal(2000);
    return spec;
}

TEST(ValueEditorTest, PlainNumbersParse)
{
    EXPECT_EQ(parse("2.5"), Decimal::parse("2.5"));
    EXPECT_EQ(parse(" 128 "), Decimal(128));
    EXPECT_EQ(parse("-3"), Decimal(-3));
}

TEST(ValueEditorTest, SeparatorsThatGroupThousandsAreAccepted)
{
    EXPECT_EQ(parse("1,234.5"), Decimal::parse("1234.5"));
    EXPECT_EQ(parse("12,345,678"), Decimal(12345678));
    EXPECT_EQ(parse("1 234"), Decimal(1234));
    EXPECT_EQ(parse("1\u00A0234\u00A0567.25"), Decimal::parse("1234567.25"));
    EXPECT_EQ(parse("-1,000"), Decimal(-1000));
}

TEST(ValueEditorTest, ACommaThatIsNotAThousandsSeparatorIsNotANumber)
{
    // Each was read as a different number before: "2,5" as 25, "1,2345" as 12345.
    for (const char* text : {"2,5", "0,05", "12,34", "1,2345", "1,234,5", ",5", "5,", "1 23",
                             "1,234.5,6", "1.5,000"}) {
        EXPECT_EQ(parse(text), std::nullopt) << text;
    }
}

TEST(ValueEditorTest, TypingADecimalCommaExplainsAndChangesNothing)
{
    test::ensureApplication();
    ValueEditor editor(lengthField());
    std::vector<Decimal> edited;
    QObject::connect(&editor, &ValueEditor::valueEdited,
                     [&edited](const Decimal& value) { edited.push_back(value); });

    editor.setText(QStringLiteral("2,5"));

    EXPECT_TRUE(edited.empty());
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("comma")))
        << editor.errorText().toStdString();
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("2.5")))
        << editor.errorText().toStdString();

    editor.setText(QStringLiteral("2.5"));
    ASSERT_EQ(edited.size(), 1U);
    EXPECT_EQ(edited.front(), Decimal::parse("2.5"));
    EXPECT_TRUE(editor.errorText().isEmpty());
}

TEST(ValueEditorTest, OtherTextKeepsTheGeneralMessage)
{
    test::ensureApplication();
    ValueEditor editor(lengthField());
    editor.setText(QStringLiteral("abc"));
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("1.5")))
        << editor.errorText().toStdString();
    EXPECT_FALSE(editor.errorText().contains(QStringLiteral("comma")));
}

TEST(ValueEditorTest, ARefusedValueIsSaidInTheFieldsDescriptionAndAsAnAlert)
{
    test::ensureApplication();
    ValueEditor editor(lengthField());
    const QString calm = editor.lineEdit()->accessibleDescription();
    EXPECT_FALSE(calm.startsWith(QStringLiteral("Invalid"))) << calm.toStdString();

    editor.setText(QStringLiteral("abc"));
    const QString problem = editor.errorText();
    ASSERT_FALSE(problem.isEmpty());
    // What the red edge shows, said first; the help and the unit stay after it.
    EXPECT_EQ(editor.lineEdit()->accessibleDescription(),
              QStringLiteral("Invalid: %1 %2").arg(problem, calm));
    const auto alerts = editor.findChildren<AlertLabel*>();
    ASSERT_EQ(alerts.size(), 1);
    EXPECT_EQ(alerts.front()->text(), problem);

    editor.setText(QStringLiteral("25"));
    EXPECT_EQ(editor.lineEdit()->accessibleDescription(), calm);
}

TEST(ValueEditorTest, ARefusedValueSaysTheResultsAreStillTheLastAcceptedOnes)
{
    // A stranger typed 0 nodes, saw the red message and the old results beside it, and took
    // them for 0's.
    test::ensureApplication();
    ValueEditor editor(lengthField());
    editor.setValue(Decimal(20));
    editor.setText(QStringLiteral("0"));
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("out of range")))
        << editor.errorText().toStdString();
    EXPECT_TRUE(editor.errorText().endsWith(QStringLiteral("The results are still for 20 (Esc "
                                                           "restores it).")))
        << editor.errorText().toStdString();
}

TEST(ValueEditorTest, AWholeNumberFieldNeverOffersADecimalPointAndGroupsItsBounds)
{
    // "type digits with an optional decimal point" then "must be a whole number" contradicted
    // each other (found by a stranger), and "1 – 100000" was hard to read.
    test::ensureApplication();
    FieldSpec spec;
    spec.label = QStringLiteral("Nodes in year 1");
    spec.unit = QStringLiteral("nodes");
    spec.kind = FieldSpec::Kind::Integer;
    spec.min = Decimal(1);
    spec.max = Decimal(100000);
    ValueEditor editor(spec);
    editor.setText(QStringLiteral("abc"));
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("whole number")))
        << editor.errorText().toStdString();
    EXPECT_FALSE(editor.errorText().contains(QStringLiteral("decimal")));
    editor.setText(QStringLiteral("0"));
    EXPECT_TRUE(editor.errorText().contains(QStringLiteral("1 – 100,000")))
        << editor.errorText().toStdString();
}

TEST(ValueEditorTest, AHalfTypedNumberIsNotCalledAMistakeUntilTheTypingPauses)
{
    // Found by a stranger with AT-SPI: typing ".5" announced "“.” is not a number" first.
    test::ensureApplication();
    ValueEditor editor(lengthField());
    editor.show();
    AlertLabel* alert = editor.findChild<AlertLabel*>();
    ASSERT_NE(alert, nullptr);
    editor.lineEdit()->selectAll();
    QTest::keyClicks(editor.lineEdit(), QStringLiteral("1,"));
    EXPECT_TRUE(alert->isHidden()) << "not yet: the user is still typing";
    QTest::keyClicks(editor.lineEdit(), QStringLiteral("500"));
    EXPECT_TRUE(alert->isHidden());
    EXPECT_TRUE(editor.errorText().isEmpty()) << "1,500 is a number";

    QTest::keyClicks(editor.lineEdit(), QStringLiteral("x"));
    EXPECT_TRUE(alert->isHidden());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !alert->isHidden(); }, 5000))
        << "shown once the typing pauses";
    QTest::keyClick(editor.lineEdit(), Qt::Key_Backspace);
    EXPECT_TRUE(alert->isHidden()) << "a fixed value clears at once";
    QTest::keyClicks(editor.lineEdit(), QStringLiteral("y"));
    QTest::keyClick(editor.lineEdit(), Qt::Key_Return);
    EXPECT_FALSE(alert->isHidden()) << "Enter shows the problem at once";
}

TEST(ValueEditorTest, AMessageAboutTypedTextFollowsALanguageSwitch)
{
    test::ensureApplication();
    ValueEditor editor(lengthField());
    editor.setText(QStringLiteral("abc"));
    const QString english = editor.errorText();
    ASSERT_FALSE(english.isEmpty());
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    editor.setSpec(lengthField()); // as the window does on a language change
    const QString chinese = editor.errorText();
    i18n::installLanguage(QStringLiteral("en"));
    EXPECT_NE(chinese, english);
    EXPECT_TRUE(chinese.contains(QStringLiteral("abc"))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QStringLiteral("not a number"))) << chinese.toStdString();
}

/// A length field showing 100, recording every committed value.
class CommittingEditorTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        editor = std::make_unique<ValueEditor>(lengthField());
        editor->setValue(Decimal(100));
        QObject::connect(editor.get(), &ValueEditor::valueEdited,
                         [this](const Decimal& value) { edited.push_back(value); });
    }
    std::unique_ptr<ValueEditor> editor;
    std::vector<Decimal> edited;
};

TEST_F(CommittingEditorTest, TypingIsCommittedOnlyOnEnterAndOnlyWhenChanged)
{
    QLineEdit* edit = editor->lineEdit();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("250"));
    EXPECT_TRUE(edited.empty()) << "committed while typing";
    EXPECT_TRUE(editor->hasUncommittedText());
    editor->setValue(Decimal(100)); // a recompute meanwhile leaves the typing alone
    EXPECT_EQ(edit->text(), QStringLiteral("250"));
    QTest::keyClick(edit, Qt::Key_Return);
    ASSERT_EQ(edited.size(), 1U);
    EXPECT_EQ(edited.front(), Decimal(250));
    EXPECT_FALSE(editor->hasUncommittedText());

    // The same value again, spelt differently, is no change.
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("250.00"));
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_EQ(edited.size(), 1U);
}

TEST_F(CommittingEditorTest, AStepIsCommittedAtOnce)
{
    QTest::keyClick(editor->input(), Qt::Key_Up);
    ASSERT_EQ(edited.size(), 1U);
    EXPECT_GT(edited.front(), Decimal(100));
}

} // namespace

TEST(ValueEditorTest, AValueLongerThanTheFieldShowsItsLeadingDigits)
{
    // Found by a stranger: in a plan column, 39333.333333333 showed as "33.333333333".
    test::ensureApplication();
    ValueEditor editor(lengthField());
    editor.resize(90, editor.sizeHint().height());
    editor.setValue(Decimal::parse("1999.333333333"));
    EXPECT_EQ(editor.lineEdit()->cursorPosition(), 0);
    EXPECT_EQ(editor.lineEdit()->text(), QStringLiteral("1999.333333333"));
}

TEST(ValueEditorTest, AComputedValueIsShownRoundedUntilItIsEdited)
{
    // Issue 38: a range's mean read "39333.333333333" beside formulas that say "≈39,333.33".
    test::ensureApplication();
    QWidget window;
    auto* editor = new ValueEditor(lengthField(), &window);
    auto* other = new QLineEdit(&window);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(editor);
    layout->addWidget(other);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    other->setFocus();
    editor->setValue(Decimal::parse("1999.333333333"), ValueEditor::Shown::RoundedWhenIdle);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("≈1999.33"));
    // Every digit to edit; rounded again after.
    editor->input()->setFocus(Qt::TabFocusReason);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("1999.333333333"));
    other->setFocus(Qt::TabFocusReason);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("≈1999.33"));
    // Three significant digits below one; a value with no more digits is shown as it is.
    editor->setValue(Decimal::parse("1.086666667"), ValueEditor::Shown::RoundedWhenIdle);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("≈1.09"));
    editor->setValue(Decimal::parse("0.086666667"), ValueEditor::Shown::RoundedWhenIdle);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("≈0.0867"));
    editor->setValue(Decimal::parse("12.5"), ValueEditor::Shown::RoundedWhenIdle);
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("12.5"));
    // What was typed or quoted keeps every digit.
    editor->setValue(Decimal::parse("1999.333333333"));
    EXPECT_EQ(editor->lineEdit()->text(), QStringLiteral("1999.333333333"));
}
