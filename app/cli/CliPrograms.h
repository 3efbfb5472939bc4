// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco::cli {

/// fabrictco-cli is a launcher without Qt: it replaces itself (execv) with the program that runs
/// the command, with the same arguments, standard streams and environment, so the command's exit
/// code is fabrictco-cli's. The report commands (kReportCommandTitles: report, export, rfq) need
/// the report library, which loads Qt Gui, Widgets and Charts; every other command runs in a
/// program without them. Loading those libraries took 24 of the 37 ms a command took to start on
/// the 2-core CI machine (issue 42); the launcher, which needs the C library alone (not even
/// the C++ one: plain character buffers here), takes 2.5 ms. Both programs sit beside
/// fabrictco-cli in the build tree and in libexec/fabrictco once installed.
namespace CliPrograms {

inline constexpr const char* kCore = "fabrictco-cli-core";
inline constexpr const char* kReport = "fabrictco-cli-report";

/// The program that runs the command of argv: its first argument, or its second after `help`,
/// `--help` or `-h` (`help report` is `report --help`).
const char* programFor(int argc, char** argv);

/// Replaces this process with `program`, looked for beside this process's own file, then in
/// libexec/fabrictco. Returns only when it could not: what to tell the user.
const char* exec(const char* program, char** argv);

} // namespace CliPrograms

} // namespace fabrictco::cli
