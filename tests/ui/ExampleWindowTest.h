// SPDX-License-Identifier: GPL-3.0-or-later
// The fixture of the tests that drive the real main window, off screen: the llm-training
// example open in English, the language put back afterwards.
#pragma once

#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/results/RiskRunner.h"

#include <gtest/gtest.h>
#include <memory>

namespace fabrictco::test {

class ExampleWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ensureApplication();
        i18n::installLanguage(QStringLiteral("en"));
        window = std::make_unique<ui::MainWindow>();
        ASSERT_TRUE(window->openExample(QStringLiteral("llm-training")));
    }
    /// Risk runs of `trials` (the window's own 10,000 are slow for a test), also the ones
    /// an edit starts by itself.
    void useQuickRiskRuns(std::uint64_t trials = 300)
    {
        ui::RiskRunner::Options quick;
        quick.trials = trials;
        window->riskRunner()->setOptions(quick);
    }
    void TearDown() override
    {
        window.reset();
        i18n::installLanguage(QStringLiteral("en"));
    }

    std::unique_ptr<ui::MainWindow> window;
};

} // namespace fabrictco::test
