// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandRegistry.h"

#include "app/cli/CliErrors.h"
#include "app/cli/Commands.h"
#include "core/money/Decimal.h"
#include "presentation/PlainText.h"

#include <QFile>
#include <QLocale>

#include <exception>
#include <unistd.h>

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

bool isHelpWord(const QString& word)
{
    return word == QLatin1String("--help") || word == QLatin1String("-h") ||
           word == QLatin1String("help");
}

bool isTerminalStderr(const QTextStream& stream)
{
    const auto* file = qobject_cast<const QFile*>(stream.device());
    return file != nullptr && file->handle() == STDERR_FILENO && isatty(STDERR_FILENO) == 1;
}

int run(const QStringList& arguments, CliStreams& streams)
{
    if (arguments.isEmpty()) {
        printUsage(streams.err);
        return kExitUsageError;
    }
    const QString& name = arguments.first();
    if (isHelpWord(name)) {
        // `help COMMAND` is `COMMAND --help` (CliPrograms::programFor routes it alike), and
        // help on a word that is no command says so; `help help` is the usage.
        if (arguments.size() > 1 && !isHelpWord(arguments.at(1)))
            return run({arguments.at(1), QStringLiteral("--help")}, streams);
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

} // namespace

bool mayUseFiles(int argc, char** argv)
{
    if (argc < 2)
        return false;
    bool known = false;
    for (const Command& command : commands())
        known = known || command.name == QLatin1String(argv[1]);
    for (int i = 1; known && i < argc; ++i)
        known = !isHelpWord(QString::fromUtf8(argv[i]));
    return known;
}

int runCommandLine(const QStringList& arguments, CliStreams& streams)
{
    // One gate for every command's text output, and for errors that quote a document.
    QString out;
    QString err;
    QTextStream bufferedOut(&out);
    QTextStream bufferedErr(&err);
    CliStreams buffered{bufferedOut, bufferedErr,
                        streams.errIsTerminal || isTerminalStderr(streams.err)};
    // Every figure the CLI words is in the C locale, whatever the system's: a message worded
    // by the shared presentation code ("it has 12.288 nodes then" under de_DE) took the
    // system's. A report's own language still sets its locale while it is made.
    const QLocale systemDefault;
    QLocale::setDefault(QLocale::c());
    const int code = run(arguments, buffered);
    QLocale::setDefault(systemDefault);
    bufferedOut.flush();
    bufferedErr.flush();
    streams.out << PlainText::forTerminal(out);
    streams.err << PlainText::forTerminal(err);
    return code;
}

} // namespace fabrictco::cli
