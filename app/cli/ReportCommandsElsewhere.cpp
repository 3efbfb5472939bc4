// SPDX-License-Identifier: GPL-3.0-or-later
// fabrictco-cli-core's report commands: listed by `--help`, run by the report program.
#include "app/cli/CliErrors.h"
#include "app/cli/CliPrograms.h"
#include "app/cli/Commands.h"
#include "app/cli/ReportCommandTitles.h"

namespace fabrictco::cli {

namespace {

int runElsewhere(const QStringList&, CliStreams&)
{
    // fabrictco-cli never sends a report command here; only someone starting this program
    // directly can.
    throw DataError(std::string("this command runs in ") + CliPrograms::kReport +
                    ": run it as fabrictco-cli");
}

} // namespace

std::vector<Command> reportCommands()
{
    std::vector<Command> listed;
    for (const CommandTitle& title : kReportCommandTitles) {
        listed.push_back(
            {QString::fromLatin1(title.name), QString::fromLatin1(title.summary), runElsewhere});
    }
    return listed;
}

} // namespace fabrictco::cli
