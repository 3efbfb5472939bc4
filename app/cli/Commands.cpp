// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"

namespace fabrictco::cli {

std::vector<Command> allCommands()
{
    return {
        bomCommand(),         tcoCommand(),         riskCommand(),      sweepCommand(),
        sensitivityCommand(), priceToBeatCommand(), recommendCommand(), newCommand(),
        showCommand(),        setCommand(),         planCommand(),      importPricesCommand(),
#ifdef FABRICTCO_HAVE_REPORT
        reportCommand(),      exportCommand(),      rfqCommand(),
#endif
    };
}

} // namespace fabrictco::cli
