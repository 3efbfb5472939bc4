// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <functional>
#include <string>

namespace fabrictco {

/// Plan edits shared by the window and `fabrictco-cli plan` (issue 37, item 2), so a copy is
/// named and placed the same way wherever it is made.
class PlanEdits
{
public:
    /// `base`, or "base-2", "base-3", ... : the first id no plan has.
    static std::string uniqueId(const Scenario& scenario, const std::string& base);

    /// The words of a copy's name: `copy(base, 1)` "X (copy)", `copy(base, n)` "X (copy n)";
    /// the window passes its translation, the CLI English.
    using CopyWords = std::function<std::string(const std::string& base, int n)>;
    /// The first copy name no plan has (names compared without surrounding spaces).
    static std::string copyName(const Scenario& scenario, const std::string& original,
                                const CopyWords& words);

    /// A copy of plan `planId` (everything but its id, name and colour), inserted right after
    /// it, with the next free colour of its fabric. Returns the copy; nullptr when there is no
    /// such plan. `newId` must be unused (uniqueId).
    static const PlanSpec* duplicate(Scenario& scenario, const std::string& planId,
                                     const std::string& newId, const std::string& name);
};

} // namespace fabrictco
