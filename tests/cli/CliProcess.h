// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real fabrictco-cli (or a program beside it) as a separate process.
#pragma once

#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace fabrictco::test {

struct CliProcessRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// How the process is started: environment variables set ("NAME=value") and removed, and the
/// folder it starts in (the test's own when empty). The data folder is always given.
struct CliProcessSetup
{
    QStringList set;
    QStringList unset;
    QString workingFolder;
};

inline QString cliLauncher()
{
    return QStringLiteral(FABRICTCO_CLI_EXECUTABLE);
}

/// A program installed beside fabrictco-cli (fabrictco-cli-core, fabrictco-cli-report).
inline QString besideCliLauncher(const char* program)
{
    return QFileInfo(cliLauncher()).dir().filePath(QString::fromLatin1(program));
}

inline CliProcessRun runCliProcess(const QString& program, const QStringList& arguments,
                                   const CliProcessSetup& setup = {})
{
    ensureCoreApplication();
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), dataDir());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString& assignment : setup.set)
        environment.insert(assignment.section(QLatin1Char('='), 0, 0),
                           assignment.section(QLatin1Char('='), 1));
    for (const QString& name : setup.unset)
        environment.remove(name);
    process.setProcessEnvironment(environment);
    if (!setup.workingFolder.isEmpty())
        process.setWorkingDirectory(setup.workingFolder);
    process.start(program, arguments);
    EXPECT_TRUE(process.waitForFinished(120000));
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace fabrictco::test
