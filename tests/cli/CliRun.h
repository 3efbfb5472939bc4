// SPDX-License-Identifier: GPL-3.0-or-later
// Runs fabrictco-cli in-process with string-backed streams; shared by the document command tests.
#pragma once

#include "app/cli/CommandRegistry.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTextStream>

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
