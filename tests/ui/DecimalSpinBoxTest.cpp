// SPDX-License-Identifier: GPL-3.0-or-later
// Exact stepping of numeric inputs: arrow keys and Page Up/Down move a value by adaptive powers of
// ten without a double in between, stay in range, and go through the editor's validation.
#include "ui/plans/DecimalSpinBox.h"

#include "UiTestSupport.h"
#include "ui/plans/ValueEditor.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

Decimal dec(const char* text)
{
    return Decimal::parse(text);
}

class DecimalSpinBoxTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        spin = std::make_unique<DecimalSpinBox>();
        spin->setRange(dec("0"), dec("100000"));
    }
    QString stepFrom(const QString& text, int steps)
    {
        spin->editor()->setText(text);
        spin->stepBy(steps);
        return spin->editor()->text();
    }

    std::unique_ptr<DecimalSpinBox> spin; // after SetUp: a widget needs the QApplication
};

FieldSpec integerField()
{
    FieldSpec spec;
    spec.key = QStringLiteral("nodes");
    spec.label = QStringLiteral("Nodes");
    spec.kind = FieldSpec::Kind::Integer;
    spec.min = Decimal(1);
    spec.max = Decimal(100000);
    return spec;
}

} // namespace

TEST_F(DecimalSpinBoxTest, StepIsATenthOfTheLeadingPowerOfTen)
{
    EXPECT_EQ(spin->stepFor(dec("8"), 1), dec("1"));
    EXPECT_EQ(spin->stepFor(dec("64"), 1), dec("1"));
    EXPECT_EQ(spin->stepFor(dec("128"), 1), dec("10"));
    EXPECT_EQ(spin->stepFor(dec("25000"), 1), dec("1000"));
    // Down from a power of ten takes the smaller step, so 1000 → 990 → 1000 round-trips.
    EXPECT_EQ(spin->stepFor(dec("1000"), -1), dec("10"));
    EXPECT_EQ(spin->stepFor(dec("1000"), 1), dec("100"));
}

TEST_F(DecimalSpinBoxTest, StepsLandOnMultiplesOfTheStep)
{
    EXPECT_EQ(stepFrom(QStringLiteral("1234"), 1), QStringLiteral("1300"));
    EXPECT_EQ(stepFrom(QStringLiteral("1234"), -1), QStringLiteral("1200"));
    EXPECT_EQ(stepFrom(QStringLiteral("1000"), -1), QStringLiteral("990"));
    EXPECT_EQ(stepFrom(QStringLiteral("990"), 1), QStringLiteral("1000"));
    EXPECT_EQ(stepFrom(QStringLiteral("8"), 3), QStringLiteral("11"));
}

TEST_F(DecimalSpinBoxTest, DecimalFieldsStepExactlyWithoutBinaryNoise)
{
    spin->setSmallestStep(dec("0.01"));
    EXPECT_EQ(stepFrom(QStringLiteral("0.1"), 1), QStringLiteral("0.11"));
    EXPECT_EQ(stepFrom(QStringLiteral("2.5"), 1), QStringLiteral("2.6"));
    EXPECT_EQ(stepFrom(QStringLiteral("0.3"), -2), QStringLiteral("0.28"));
}

TEST_F(DecimalSpinBoxTest, StaysInsideTheRangeAndSaysSo)
{
    EXPECT_EQ(stepFrom(QStringLiteral("99990"), 5), QStringLiteral("100000"));
    EXPECT_EQ(stepFrom(QStringLiteral("1"), -3), QStringLiteral("0"));
    spin->editor()->setText(QStringLiteral("0"));
    EXPECT_FALSE(spin->stepEnabled() & QAbstractSpinBox::StepDownEnabled);
    EXPECT_TRUE(spin->stepEnabled() & QAbstractSpinBox::StepUpEnabled);
    spin->editor()->setText(QStringLiteral("100000"));
    EXPECT_FALSE(spin->stepEnabled() & QAbstractSpinBox::StepUpEnabled);
}

TEST_F(DecimalSpinBoxTest, TextThatIsNotANumberStepsFromTheMinimum)
{
    EXPECT_EQ(stepFrom(QStringLiteral("abc"), 1), QStringLiteral("1"));
}

TEST_F(DecimalSpinBoxTest, ArrowKeysInTheEditorCommitThroughValidation)
{
    ValueEditor editor(integerField());
    editor.setValue(Decimal(128));
    QSignalSpy edited(&editor, &ValueEditor::valueEdited);
    editor.lineEdit()->setFocus();
    QTest::keyClick(editor.lineEdit(), Qt::Key_Up);
    ASSERT_EQ(edited.count(), 1);
    EXPECT_EQ(edited.takeFirst().at(0).value<Decimal>(), Decimal(130));
    QTest::keyClick(editor.lineEdit(), Qt::Key_Down);
    ASSERT_EQ(edited.count(), 1);
    EXPECT_EQ(edited.takeFirst().at(0).value<Decimal>(), Decimal(120));
    EXPECT_TRUE(editor.errorText().isEmpty());
}
