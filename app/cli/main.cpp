// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandRegistry.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fabrictco-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FABRICTCO_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    fabrictco::cli::CliStreams streams{out, err};
    const int code = fabrictco::cli::runCommandLine(app.arguments().mid(1), streams);
    out.flush();
    err.flush();
    return code;
}
