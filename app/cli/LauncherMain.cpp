// SPDX-License-Identifier: GPL-3.0-or-later
// fabrictco-cli: starts the program that runs the command (CliPrograms.h). No Qt here: the
// launcher's own start must cost next to nothing.
#include "app/cli/CliPrograms.h"

#include <cstdio>

int main(int argc, char* argv[])
{
    using fabrictco::cli::CliPrograms::exec;
    using fabrictco::cli::CliPrograms::programFor;
    const char* why = exec(programFor(argc, argv), argv);
    std::fprintf(stderr, "fabrictco-cli: %s\n", why);
    return 1; // kExitDataError: the program is missing or broken
}
