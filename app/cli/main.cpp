// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/Utf8CommandLine.h"
#include "core/common/FreedMemory.h"
#include "storage/AtomicFile.h"
#include "storage/RuntimeDirectory.h"

#include <QCoreApplication>
#include <QTextStream>

#ifdef FABRICTCO_CLI_RUNS_REPORTS
#include <QApplication>
#endif

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace {

/// `report` draws Qt Charts, which are widgets: it needs a QApplication. Every other command
/// keeps the light QCoreApplication, so it runs where no platform plugin can load.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv)
{
#ifdef FABRICTCO_CLI_RUNS_REPORTS
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        // The report needs no screen, and no screen may change it: always offscreen. A DISPLAY
        // that cannot be reached (a stale one over ssh, a CI job that inherits one) or a
        // platform named in QT_QPA_PLATFORM that cannot start (xcb without a display) made Qt
        // abort before the command ran, even for --help; linuxfb laid the PDF out otherwise.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
#endif
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char* argv[])
{
    // The programs fabrictco-cli starts keep its name in ps, top and pgrep (the kernel cut
    // "fabrictco-cli-core" and "fabrictco-cli-report" alike to "fabrictco-cli-c").
#ifdef __linux__
    ::prctl(PR_SET_NAME, "fabrictco-cli", 0, 0, 0);
#endif
    fabrictco::FreedMemory::keepForReuse();
    if (const std::string problem = fabrictco::cli::Utf8CommandLine::argumentProblem(argc, argv);
        !problem.empty()) {
        std::fprintf(stderr, "fabrictco-cli: %s\n", problem.c_str());
        return fabrictco::cli::kExitUsageError;
    }
    if (const std::string problem = fabrictco::cli::Utf8CommandLine::currentFolderProblem();
        !problem.empty() && fabrictco::cli::mayUseFiles(argc, argv)) {
        std::fprintf(stderr, "fabrictco-cli: %s\n", problem.c_str());
        return fabrictco::cli::kExitDataError;
    }
    fabrictco::AtomicFile::reportOversizedWrites();
    fabrictco::RuntimeDirectory::prepare();
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fabrictco-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FABRICTCO_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    fabrictco::cli::CliStreams streams{out, err};
    const int code = fabrictco::cli::runCommandLine(QCoreApplication::arguments().mid(1), streams);
    out.flush();
    err.flush();
    // Output that did not arrive is a failure, not a success: `tco ... > /dev/full` exited 0.
    // The stream buffers, so the error shows at the flush at the latest.
    if (out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        const int why = errno;
        std::fprintf(stderr, "fabrictco-cli: cannot write the output: %s\n",
                     why != 0 ? std::strerror(why) : "write error");
        return code == 0 ? 1 : code;
    }
    return code;
}
