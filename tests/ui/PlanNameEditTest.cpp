// SPDX-License-Identifier: GPL-3.0-or-later
// The plan-name field wraps a long name instead of cutting it off, yet stays one line of text.
#include "ui/plans/PlanNameEdit.h"

#include "UiTestSupport.h"
#include "core/model/ScenarioValidator.h"

#include <QApplication>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// Opens up the hook paste and drop go through.
class PastablePlanNameEdit : public PlanNameEdit
{
public:
    using PlanNameEdit::insertFromMimeData;
};

class PlanNameEditTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        edit = std::make_unique<PastablePlanNameEdit>();
        edit->resize(180, edit->sizeHint().height());
        edit->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(edit.get()));
    }
    std::unique_ptr<PastablePlanNameEdit> edit;
};

} // namespace

TEST_F(PlanNameEditTest, SettingTheTextIsNotAnEdit)
{
    QSignalSpy edited(edit.get(), &PlanNameEdit::textEdited);
    edit->setText(QStringLiteral("RoCE 400G"));
    EXPECT_EQ(edit->text(), QStringLiteral("RoCE 400G"));
    EXPECT_EQ(edited.count(), 0);
}

TEST_F(PlanNameEditTest, TypingIsReportedAndEnterDoesNotBreakTheLine)
{
    QSignalSpy edited(edit.get(), &PlanNameEdit::textEdited);
    edit->setFocus();
    QTest::keyClicks(edit.get(), QStringLiteral("IB"));
    QTest::keyClick(edit.get(), Qt::Key_Return);
    EXPECT_EQ(edit->text(), QStringLiteral("IB"));
    ASSERT_EQ(edited.count(), 2);
    EXPECT_EQ(edited.last().at(0).toString(), QStringLiteral("IB"));
}

TEST_F(PlanNameEditTest, PastedLineBreaksBecomeSpaces)
{
    QMimeData data;
    data.setText(QStringLiteral("RoCE\non the\texisting vendor\n"));
    edit->insertFromMimeData(&data);
    EXPECT_EQ(edit->text(), QStringLiteral("RoCE on the existing vendor"));
}

TEST_F(PlanNameEditTest, ALongNameWrapsIntoMoreLinesInsteadOfBeingCutOff)
{
    edit->setText(QStringLiteral("InfiniBand"));
    QApplication::processEvents();
    const int oneLine = edit->height();
    edit->setText(QStringLiteral("RoCE on the existing Ethernet vendor with a second quote"));
    QApplication::processEvents();
    EXPECT_GT(edit->height(), oneLine + edit->fontMetrics().lineSpacing() / 2);
}

TEST_F(PlanNameEditTest, ANameLongerThanTheLimitIsCutInCharactersNotBytes)
{
    // Issue 34: the CLI counted 200 bytes, so a 67-character Chinese name was refused, while
    // this field took a 300-character one and every cost then disappeared. Both count
    // characters now, up to the validator's one limit.
    const auto most = int(ScenarioValidator::kMaxPlanNameCharacters);
    QMimeData chinese;
    chinese.setText(QString(most, QChar(0x534E))); // 华, three bytes in UTF-8
    edit->insertFromMimeData(&chinese);
    EXPECT_EQ(edit->text().size(), most) << "a name at the limit is whole";
    edit->setText(QString());
    QSignalSpy edited(edit.get(), &PlanNameEdit::textEdited);
    QMimeData tooLong;
    tooLong.setText(QString(most + 50, QLatin1Char('x')));
    edit->insertFromMimeData(&tooLong);
    EXPECT_EQ(edit->text(), QString(most, QLatin1Char('x')));
    ASSERT_GE(edited.count(), 1);
    EXPECT_EQ(edited.last().at(0).toString().size(), most);
}
