// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliPrograms.h"

#include "app/cli/ReportCommandTitles.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace fabrictco::cli {

const char* CliPrograms::programFor(int argc, char** argv)
{
    int command = 1;
    if (argc > 2 && (std::strcmp(argv[1], "help") == 0 || std::strcmp(argv[1], "--help") == 0 ||
                     std::strcmp(argv[1], "-h") == 0))
        command = 2;
    return argc > command && isReportCommand(argv[command]) ? kReport : kCore;
}

const char* CliPrograms::exec(const char* program, char** argv)
{
    static char message[3 * PATH_MAX];
    // This process's folder, from the kernel (argv[0] is whatever the caller chose).
    char folder[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", folder, sizeof folder - 1);
    if (length > 0)
        folder[length] = '\0';
    char* lastSlash = length > 0 ? std::strrchr(folder, '/') : nullptr;
    if (lastSlash == nullptr) {
        std::snprintf(message, sizeof message, "cannot find the folder of this program: %s",
                      std::strerror(errno));
        return message;
    }
    *lastSlash = '\0';

    const char* const placesFromFolder[] = {"", "/" FABRICTCO_CLI_PROGRAMS_FROM_BIN};
    char candidate[2 * PATH_MAX];
    for (const char* place : placesFromFolder) {
        std::snprintf(candidate, sizeof candidate, "%s%s/%s", folder, place, program);
        ::execv(candidate, argv);
        // Only a program that is not there lets the next place be tried: one that is there and
        // cannot run is the error to tell.
        const int why = errno;
        if (why != ENOENT && why != ENOTDIR) {
            std::snprintf(message, sizeof message, "cannot start %s: %s; install FabricTCO again",
                          candidate, std::strerror(why));
            return message;
        }
    }
    std::snprintf(message, sizeof message, "cannot find %s in %s or %s/%s; install FabricTCO again",
                  program, folder, folder, FABRICTCO_CLI_PROGRAMS_FROM_BIN);
    return message;
}

} // namespace fabrictco::cli
