// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <functional>
#include <optional>
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

    /// Why a name cannot be a plan's: a plan's name is how every text tells the plans apart ("less
    /// than the runner-up, X"), so it must say something, fit on one line and differ from the
    /// other plans' names (compared without surrounding spaces, whatever the case: "RoCE A" and
    /// "roce a" read as one plan).
    enum class NameProblem
    {
        None,
        Empty,      ///< empty or only spaces
        NotOneLine, ///< a line break or another control character
        TooLong,    ///< over ScenarioValidator::kMaxPlanNameCharacters characters
        Taken,      ///< another plan has it, in any mix of upper and lower case
    };
    struct NameCheck
    {
        NameProblem problem = NameProblem::None;
        std::string takenBy; ///< Taken: the id of the plan that has the name
    };
    /// Checks `name` for plan `planId` ("" for a plan still to be added).
    static NameCheck checkName(const Scenario& scenario, const std::string& name,
                               const std::string& planId);
    /// `name` without surrounding spaces, as a plan keeps it.
    static std::string trimmedName(const std::string& name);

    /// The words of a new plan's name: `words(n)` "InfiniBand plan n"; the first n whose name no
    /// plan has, from the number the plan will have among the plans of its fabric.
    static std::string newPlanName(const Scenario& scenario, Fabric fabric,
                                   const std::function<std::string(int n)>& words);

    /// Adds a plan of `fabric` at the end: the design and products of the first plan of that
    /// fabric (the same rails, radix and parts), else the fabric's default products, at the
    /// cluster's size; no values of its own, so it is priced from the catalog and the quotes.
    /// `id` must be unused (uniqueId) and `name` pass checkName.
    static const PlanSpec& add(Scenario& scenario, Fabric fabric, const std::string& id,
                               const std::string& name);

    /// Removes plan `planId`. Returns the index it had; none when there is no such plan or it is
    /// the only one (a document always has a plan).
    static std::optional<std::size_t> remove(Scenario& scenario, const std::string& planId);

    /// A copy of plan `planId` (everything but its id, name and colour), inserted right after
    /// it, with the next free colour of its fabric. Returns the copy; nullptr when there is no
    /// such plan. `newId` must be unused (uniqueId).
    static const PlanSpec* duplicate(Scenario& scenario, const std::string& planId,
                                     const std::string& newId, const std::string& name);
};

} // namespace fabrictco
