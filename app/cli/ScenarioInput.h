// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CliOptions.h"
#include "core/model/Scenario.h"

namespace fabrictco::cli {

/// The `FILE|--example NAME` argument shared by the commands that read a scenario.
class ScenarioInput
{
public:
    /// Adds the FILE positional and the --example option.
    static void addOptions(CliOptions& options);
    /// The scenario named on the command line: a scenario JSON file, or a bundled example.
    /// Throws UsageError when both or neither are given, DataError when the file is bad.
    static Scenario load(const CliOptions& options);
};

} // namespace fabrictco::cli
