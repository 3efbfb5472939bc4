// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a real program (fabrictco-cli, pdftotext, soffice) as a user would, for the tests that
// need its own process: the locale it reads from the environment, what it prints, its exit code.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace fabrictco::test {

struct ProcessRun
{
    bool finished = false; ///< ended by itself within the time given, not killed
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString problem; ///< why it did not run to its end
    bool ok() const { return finished && exitCode == 0; }
};

/// Runs `program` in `folder` under `environment`; kills it after `milliseconds`.
inline ProcessRun runProcess(const QString& program, const QStringList& arguments,
                             const QProcessEnvironment& environment, const QString& folder,
                             int milliseconds = 300000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(folder);
    process.start(program, arguments);
    ProcessRun result;
    result.finished =
        process.waitForFinished(milliseconds) && process.exitStatus() == QProcess::NormalExit;
    if (!result.finished) {
        result.problem = program + QStringLiteral(" did not finish: ") + process.errorString();
        process.kill();
        process.waitForFinished();
    }
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace fabrictco::test
