// SPDX-License-Identifier: GPL-3.0-or-later
// Runs fabrictco-cli in-process with string-backed streams; shared by the document command tests.
#pragma once

#include "app/cli/CommandRegistry.h"
#include "tests/support/TestData.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTextStream>

#ifdef FABRICTCO_HAVE_REPORT
#include <QApplication>
#endif

namespace fabrictco::test {

struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

inline CliRun runCli(const QStringList& arguments)
{
    CliRun result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    cli::CliStreams streams{out, err};
    result.code = cli::runCommandLine(arguments, streams);
    out.flush();
    err.flush();
    return result;
}

/// runCli() on a command line split at spaces ("risk --example hft --json").
inline CliRun runCliLine(const QString& line)
{
    return runCli(line.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

#ifdef FABRICTCO_HAVE_REPORT
/// runCli() for the commands that draw charts (report, export): they need a QApplication, made
/// once and never destroyed (torn down in the exit handlers, ~QGuiApplication crashed in
/// QFontCache under LC_ALL=zh_CN.UTF-8). Commands run in-process find the data folder through
/// FABRICTCO_DATA_DIR.
inline CliRun runCliWithCharts(const QStringList& arguments)
{
    static int argc = 1;
    static char name[] = "cli-test";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance()) {
        qputenv("FABRICTCO_DATA_DIR", dataDir().toUtf8());
        new QApplication(argc, argv);
    }
    return runCli(arguments);
}
#endif

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bytes);
}

} // namespace fabrictco::test
