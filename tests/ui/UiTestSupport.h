// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QStandardPaths>

namespace fabrictco::test {

/// The QApplication widget tests need, created once per test executable. Settings and data
/// paths go to the test locations, so a test never touches the user's own settings.
inline QApplication* ensureApplication()
{
    static int argc = 1;
    static char name[] = "fabrictco-ui-test";
    static char* argv[] = {name, nullptr};
    static QApplication* app = [] {
        QStandardPaths::setTestModeEnabled(true);
        auto* application = new QApplication(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("FabricTCO-tests"));
        QApplication::setApplicationName(QStringLiteral("fabrictco-ui-test"));
        return application;
    }();
    return app;
}

} // namespace fabrictco::test
