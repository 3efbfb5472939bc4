// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/Scenario.h"

#include <utility>
#include <vector>

namespace fabrictco {

/// A plan keeps its colour, line pattern and marker for life: a slot in its fabric's palette,
/// chosen when the plan is made and saved with it, so inserting or removing another plan never
/// recolours it (PlanSpec::colourSlot).
class PlanColours
{
public:
    /// The largest slot a document may hold; palettes repeat beyond their size.
    static constexpr int kMaxSlot = 999;

    /// The lowest slot no plan of `fabric` uses, `except` not counted (a plan changing fabric).
    static int freeSlot(const Scenario& scenario, Fabric fabric, const PlanSpec* except = nullptr);
    /// Gives each plan without a slot (-1), or whose slot an earlier plan of its fabric took,
    /// the lowest free one. Plans of documents older than the slot get, in display order, the
    /// colours they had before.
    static void assign(Scenario& scenario);
    /// The same rule for plans given as (fabric, saved slot) in display order: the slot each
    /// one is drawn with. For charts of results, whose plans may come from a scenario built in
    /// code without slots.
    static std::vector<int> slots(const std::vector<std::pair<Fabric, int>>& plans);
};

} // namespace fabrictco
