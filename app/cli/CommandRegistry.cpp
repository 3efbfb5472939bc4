// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandRegistry.h"

#include "app/cli/CliErrors.h"
#include "app/cli/Commands.h"
#include "core/money/Decimal.h"

#include <exception>

namespace fabrictco::cli {

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = allCommands();
    return all;
}

namespace {

void printUsage(QTextStream& out)
{
    out << "Usage: fabrictco-cli COMMAND [options]\n\n"
           "FabricTCO compares InfiniBand and RoCE cluster networks by total cost of ownership and "
           "risk.\n\n"
           "Commands:\n";
    for (const Command& command : commands())
        out << "  " << command.name.leftJustified(14) << command.summary << "\n";
    out << "\nRun 'fabrictco-cli COMMAND --help' for a command's options.\n"
           "Exit codes: 0 success, 1 file or data error, 2 usage error.\n";
}

} // namespace

int runCommandLine(const QStringList& arguments, CliStreams& streams)
{
    if (arguments.isEmpty()) {
        printUsage(streams.err);
        return kExitUsageError;
    }
    const QString& name = arguments.first();
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printUsage(streams.out);
        return kExitSuccess;
    }
    if (name == QLatin1String("--version") || name == QLatin1String("-v")) {
        streams.out << "fabrictco-cli " << FABRICTCO_VERSION << "\n";
        return kExitSuccess;
    }
    for (const Command& command : commands()) {
        if (command.name != name)
            continue;
        try {
            return command.run(arguments.mid(1), streams);
        } catch (const UsageError& e) {
            streams.err << "fabrictco-cli " << name << ": " << e.what() << "\n";
            return kExitUsageError;
        } catch (const DataError& e) {
            streams.err << "fabrictco-cli " << name << ": " << e.what() << "\n";
            return kExitDataError;
        } catch (const DecimalError& e) {
            streams.err << "fabrictco-cli " << name << ": " << e.what() << "\n";
            return kExitDataError;
        } catch (const std::exception& e) {
            streams.err << "fabrictco-cli " << name << ": internal error: " << e.what() << "\n";
            return kExitDataError;
        }
    }
    streams.err << "fabrictco-cli: unknown command \"" << name.left(40)
                << "\"; run 'fabrictco-cli --help' for the list\n";
    return kExitUsageError;
}

} // namespace fabrictco::cli
