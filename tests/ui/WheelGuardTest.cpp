// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse wheel scrolls the plan columns: a guarded combo box ignores it until it has focus, and
// the wheel event then reaches the scroll area around it.
#include "ui/common/WheelGuard.h"

#include "UiTestSupport.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class WheelGuardTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        area = std::make_unique<QScrollArea>();
        auto* content = new QWidget;
        auto* layout = new QVBoxLayout(content);
        elsewhere = new QLineEdit; // holds the focus while the wheel passes over the combo
        layout->addWidget(elsewhere);
        combo = new QComboBox;
        combo->addItems(
            {QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third")});
        layout->addWidget(combo);
        layout->addSpacing(3000); // taller than the area: there is something to scroll
        area->setWidget(content);
        area->resize(300, 200);
        area->show();
        QApplication::processEvents();
    }

    // One notch of the wheel turned towards the user (scrolls down, moves a combo to the next
    // item). Spontaneous, as a real mouse's is: Qt passes only those on to the parent.
    void turnWheelOverCombo()
    {
        const QPointF inside(combo->width() / 2.0, combo->height() / 2.0);
        QWheelEvent wheel(inside, combo->mapToGlobal(inside), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QSpontaneKeyEvent::setSpontaneous(&wheel);
        QApplication::instance()->notify(combo, &wheel); // sendEvent() would clear the mark
    }

    // Gives the focus to `widget` in the active window.
    void focus(QWidget* widget)
    {
        area->activateWindow();
        widget->setFocus(Qt::OtherFocusReason);
        QApplication::processEvents();
    }

    std::unique_ptr<QScrollArea> area;
    QLineEdit* elsewhere = nullptr;
    QComboBox* combo = nullptr;
};

TEST_F(WheelGuardTest, AnUnguardedComboTakesTheWheelItself)
{
    // The behaviour the guard exists for: Qt's combo box changes its value under a passing wheel.
    focus(elsewhere);
    ASSERT_FALSE(combo->hasFocus());
    turnWheelOverCombo();
    EXPECT_EQ(combo->currentIndex(), 1);
    EXPECT_EQ(area->verticalScrollBar()->value(), 0);
}

TEST_F(WheelGuardTest, AnUnfocusedGuardedComboLetsTheAreaScroll)
{
    WheelGuard::install(combo);
    EXPECT_EQ(combo->focusPolicy(), Qt::StrongFocus);
    focus(elsewhere);
    ASSERT_FALSE(combo->hasFocus());
    turnWheelOverCombo();
    EXPECT_EQ(combo->currentIndex(), 0);
    EXPECT_GT(area->verticalScrollBar()->value(), 0);
}

TEST_F(WheelGuardTest, AFocusedGuardedComboTurnsWithTheWheel)
{
    WheelGuard::install(combo);
    focus(combo);
    ASSERT_TRUE(combo->hasFocus());
    turnWheelOverCombo();
    EXPECT_EQ(combo->currentIndex(), 1);
}

} // namespace
