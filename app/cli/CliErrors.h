// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace fabrictco::cli {

/// Exit codes, as documented in `fabrictco-cli --help` and the README.
enum ExitCode : int
{
    kExitSuccess = 0,
    kExitDataError = 1,  ///< a file could not be read or written, or its data is invalid
    kExitUsageError = 2, ///< the command line itself is wrong
};

/// The command line is wrong: missing, malformed or out-of-range option. Exit code 2.
class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// A file or its data is wrong. Exit code 1.
class DataError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace fabrictco::cli
