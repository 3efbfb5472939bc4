// SPDX-License-Identifier: GPL-3.0-or-later
// The report commands run in this program: the report program's and the tests' definition.
#include "app/cli/Commands.h"

namespace fabrictco::cli {

std::vector<Command> reportCommands()
{
    return {reportCommand(), exportCommand(), rfqCommand()};
}

} // namespace fabrictco::cli
