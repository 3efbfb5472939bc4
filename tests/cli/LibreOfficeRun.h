// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/support/TestData.h"

#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QString>

namespace fabrictco::test {

/// LibreOffice's soffice, or empty: the tests that open exports in a real spreadsheet skip
/// without it (CI's extras stage installs libreoffice-calc-nogui).
inline QString sofficePath()
{
    return QStandardPaths::findExecutable(QStringLiteral("soffice"));
}

/// What fabrictco-cli and LibreOffice run with: offscreen, the bundled data, and a HOME in
/// `folder` for LibreOffice's own profile (never the user's).
inline QProcessEnvironment libreOfficeEnvironment(const QString& folder)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), dataDir());
    environment.insert(QStringLiteral("HOME"), folder);
    return environment;
}

} // namespace fabrictco::test
