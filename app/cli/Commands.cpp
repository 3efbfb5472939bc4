// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"

namespace fabrictco::cli {

std::vector<Command> allCommands()
{
    std::vector<Command> all{
        bomCommand(),         tcoCommand(),         riskCommand(),      sweepCommand(),
        sensitivityCommand(), priceToBeatCommand(), recommendCommand(), newCommand(),
        showCommand(),        setCommand(),         planCommand(),      importPricesCommand(),
    };
#ifdef FABRICTCO_HAVE_REPORT
    for (Command& command : reportCommands())
        all.push_back(std::move(command));
#endif
    return all;
}

} // namespace fabrictco::cli
