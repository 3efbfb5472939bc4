// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace fabrictco::cli {

/// Where a command writes; tests pass string-backed streams.
struct CliStreams
{
    QTextStream& out;
    QTextStream& err;
    /// `err` is this process's standard error and that is a terminal: a long run may draw a
    /// progress indicator there (RiskCommandSupport). runCommandLine finds it out.
    bool errIsTerminal = false;
};

/// One sub-command: name, one-line summary, and the function that runs it. The function throws
/// UsageError / DataError for problems; runCommandLine turns them into exit codes.
struct Command
{
    QString name;
    QString summary;
    std::function<int(const QStringList& arguments, CliStreams& streams)> run;
};

/// Every command of fabrictco-cli, in the order `--help` lists them.
const std::vector<Command>& commands();

/// Whether the command line may name files: it runs a command, not only its help (a help or
/// a usage error needs no file, so main() names a current folder it cannot use only then).
bool mayUseFiles(int argc, char** argv);

/// Runs `arguments` (without argv[0]); returns the exit code. Never throws.
///
/// Commands print what documents hold (titles, plan names, notes, vendors) and error messages
/// that quote them: everything a command writes passes through PlainText::forTerminal on its way
/// to `streams`, so no text can act on the reader's terminal (an escape sequence in a title would
/// otherwise set the window title or clear the screen). JSON stays valid.
int runCommandLine(const QStringList& arguments, CliStreams& streams);

} // namespace fabrictco::cli
