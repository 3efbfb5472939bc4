// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace fabrictco::cli {

/// FabricTCO reads and writes file names as UTF-8 text (Qt decodes the command line and the
/// current folder's path so). A name that is not UTF-8 was decoded with U+FFFD in place of its
/// bad bytes: `report -o $'\xff'.pdf` wrote "\xef\xbf\xbd.pdf" and said it wrote "�.pdf", and
/// different names came out as one. Checked before a command runs, so nothing is read or
/// written under another name than the user gave.
class Utf8CommandLine
{
public:
    /// Why the arguments (argv[1] on) cannot be taken as they are; empty when they can.
    static std::string argumentProblem(int argc, char** argv);
    /// Why no command can run in the current folder: its path is not UTF-8, so a relative file
    /// name would be looked for elsewhere. Empty when it can (also when the folder is gone:
    /// each file operation then says so for itself).
    static std::string currentFolderProblem();
};

} // namespace fabrictco::cli
