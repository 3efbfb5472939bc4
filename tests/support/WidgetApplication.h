// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translations/I18n.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace fabrictco::test {

/// The QApplication widget tests need, created once per test executable. Settings and data
/// paths go to the test locations, so a test never touches the user's own settings; settings go
/// to a directory of this process's own, because ctest -j runs test executables side by side and
/// one test's remembered paper size must not show up in another's.
inline QApplication* ensureApplication()
{
    static int argc = 1;
    static char name[] = "fabrictco-ui-test";
    static char* argv[] = {name, nullptr};
    static QApplication* app = [] {
        QStandardPaths::setTestModeEnabled(true);
        static QTemporaryDir settings;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
        auto* application = new QApplication(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("FabricTCO-tests"));
        QApplication::setApplicationName(QStringLiteral("fabrictco-ui-test"));
        // As runApplication() does before any window: widgets format and read numbers in the
        // app language's QLocale, never the one LANG or LC_ALL of the test run would give.
        i18n::installLanguage(QStringLiteral("en"));
        return application;
    }();
    return app;
}

/// Runs the posted events a few times: a chart or a window lays itself out in steps (a layout
/// may ask for another when margins, rows or column widths change).
inline void settleLayouts()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace fabrictco::test
