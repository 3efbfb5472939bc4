// SPDX-License-Identifier: GPL-3.0-or-later
// The window and the presentation on one display: a screen size, a scale factor and a font DPI
// named in FABRICTCO_TEST_DISPLAY ("1920x1080:2:96"; tests/CMakeLists.txt runs this program once
// per display). Issue 33: at scale 2 on 1920x1080 and at 144 DPI on 1280x720 the presentation
// crashed on its summary-table slide, its text ran past the bottom edge, and the main window
// opened larger than the screen.
#include "tests/ui/ExampleWindowTest.h"
#include "translations/I18n.h"
#include "ui/presentation/FittedTextSlide.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <unistd.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// Sets the display up before the QApplication exists (a static object's constructor runs
/// before main()): the offscreen platform's screen from a configuration file written here, in
/// device pixels, and Qt's scale factor and font DPI.
struct DisplayFromEnvironment
{
    DisplayFromEnvironment()
    {
        const char* display = std::getenv("FABRICTCO_TEST_DISPLAY");
        if (display == nullptr)
            return; // listing the tests, or run by hand: Qt's defaults
        int width = 0;
        int height = 0;
        double scale = 0;
        int dpi = 0;
        if (std::sscanf(display, "%dx%d:%lf:%d", &width, &height, &scale, &dpi) != 4)
            throw std::invalid_argument("FABRICTCO_TEST_DISPLAY is WIDTHxHEIGHT:SCALE:DPI");
        char path[] = "/tmp/fabrictco-display-XXXXXX";
        const int fd = mkstemp(path);
        if (fd < 0)
            throw std::runtime_error("cannot write the offscreen screen's configuration");
        const std::string config =
            "{ \"screens\": [ { \"name\": \"projector\", \"x\": 0, \"y\": 0, \"width\": " +
            std::to_string(width) + ", \"height\": " + std::to_string(height) +
            ", \"logicalDpi\": 96 } ] }\n";
        const bool written = write(fd, config.data(), config.size()) == ssize_t(config.size());
        close(fd);
        if (!written)
            throw std::runtime_error("cannot write the offscreen screen's configuration");
        configFile = path;
        setenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + configFile).c_str(), 1);
        setenv("QT_SCALE_FACTOR", std::to_string(scale).c_str(), 1);
        setenv("QT_FONT_DPI", std::to_string(dpi).c_str(), 1);
    }
    ~DisplayFromEnvironment()
    {
        if (!configFile.empty())
            unlink(configFile.c_str());
    }
    std::string configFile;
};

const DisplayFromEnvironment displaySetUp;

/// What this run's display is, for the failure messages.
std::string display()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    return QStringLiteral("%1x%2 device pixels, scale %3, %4 DPI")
        .arg(screen->geometry().width() * screen->devicePixelRatio())
        .arg(screen->geometry().height() * screen->devicePixelRatio())
        .arg(screen->devicePixelRatio())
        .arg(screen->logicalDotsPerInchY())
        .toStdString();
}

class ScaledDisplayTest : public test::ExampleWindowTest
{
protected:
    /// The example's comparison with its risk analysis, as the presentation gets it.
    ComparisonData comparisonWithRisk()
    {
        RiskRunner::Options quick;
        quick.trials = 500;
        window->riskRunner()->setOptions(quick);
        QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
        window->startRiskAnalysis();
        EXPECT_TRUE(finished.wait(120000));
        QCoreApplication::processEvents();
        return window->resultsView()->data();
    }
    void stepThroughEverySlide();
};

TEST_F(ScaledDisplayTest, EverySlideShowsFullScreenAndItsTextFits)
{
    SCOPED_TRACE(display());
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        SCOPED_TRACE(language.toStdString());
        ASSERT_TRUE(i18n::installLanguage(language));
        stepThroughEverySlide();
    }
}

void ScaledDisplayTest::stepThroughEverySlide()
{
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    PresentationWindow presentation(comparisonWithRisk());
    // As under a window manager: the window appears at the size it asks for, then goes full
    // screen (showFullScreen() alone on the offscreen platform skips the first step).
    presentation.show();
    QCoreApplication::processEvents();
    presentation.showFullScreen();
    QCoreApplication::processEvents();
    ASSERT_GE(presentation.pageCount(), 8) << "the risk charts are missing";
    // Stepped as a presenter does, with the keys, from the first slide to the last.
    for (int step = 0; step < presentation.pageCount(); ++step) {
        SCOPED_TRACE(step);
        if (step > 0)
            QTest::keyClick(&presentation, Qt::Key_Right);
        QCoreApplication::processEvents();
        EXPECT_EQ(presentation.currentPage(), step);
        EXPECT_FALSE(presentation.grab().isNull());
        EXPECT_EQ(presentation.size(), screen.size()) << "a slide resized the window";
        auto* slide = qobject_cast<FittedTextSlide*>(
            presentation.findChild<QStackedWidget*>()->currentWidget());
        if (slide != nullptr) {
            EXPECT_TRUE(slide->showsAllText()) << "the text scrolls at scale " << slide->scale();
        }
    }
    for (FittedTextSlide* slide : presentation.findChildren<FittedTextSlide*>()) {
        EXPECT_LE(slide->textHeight(), slide->roomHeight())
            << "text runs past the slide at scale " << slide->scale();
        EXPECT_GE(slide->scale(), slide->minimumScale());
    }
}

TEST_F(ScaledDisplayTest, TheMainWindowOpensInsideTheScreensAvailableArea)
{
    SCOPED_TRACE(display());
    window->show();
    QCoreApplication::processEvents();
    const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
    const QRect frame = window->frameGeometry();
    EXPECT_LE(frame.width(), room.width());
    EXPECT_LE(frame.height(), room.height()) << "the status bar is past the screen's edge";
    EXPECT_GE(window->height(), window->minimumSizeHint().height());
}

} // namespace
