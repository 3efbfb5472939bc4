// SPDX-License-Identifier: GPL-3.0-or-later
// A problem a screen reader hears when it appears (issue 40): AlertLabel is an accessible alert
// named by its text, shown only while there is a problem. The offscreen platform has no
// accessibility bridge (QAccessible::isActive() stays false, so Qt sends no events to listen
// to); the events themselves were checked with AT-SPI under Xvfb, see the README.
#include "ui/common/AlertLabel.h"

#include "UiTestSupport.h"
#include "ui/common/AccessibleInterfaces.h"

#include <QAccessible>
#include <QVBoxLayout>

#include <gtest/gtest.h>
#include <memory>

namespace fabrictco::test {
namespace {

class AlertLabelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ensureApplication();
        ui::installAccessibleInterfaces();
        window = std::make_unique<QWidget>();
        auto* layout = new QVBoxLayout(window.get());
        alert = new ui::AlertLabel;
        layout->addWidget(alert);
        window->show();
    }
    std::unique_ptr<QWidget> window;
    ui::AlertLabel* alert = nullptr;
};

TEST_F(AlertLabelTest, IsAnAlertNamedByItsTextAndShownOnlyWithAProblem)
{
    EXPECT_TRUE(alert->isHidden());
    alert->setAlert(QStringLiteral("Enter a number from 1 to 2000."));
    EXPECT_FALSE(alert->isHidden());
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(alert);
    ASSERT_NE(accessible, nullptr);
    EXPECT_EQ(accessible->role(), QAccessible::AlertMessage);
    EXPECT_EQ(accessible->text(QAccessible::Name),
              QStringLiteral("Enter a number from 1 to 2000."));
    EXPECT_FALSE(accessible->state().invisible);

    alert->setAlert(QString());
    EXPECT_TRUE(alert->isHidden());
}

TEST_F(AlertLabelTest, ShowsMarkupAsTyped)
{
    alert->setAlert(QStringLiteral("<b>1e9</b> is not a number"));
    EXPECT_EQ(alert->textFormat(), Qt::PlainText);
}

} // namespace
} // namespace fabrictco::test
