// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <cstddef>
#include <string>
#include <vector>

namespace fabrictco {

struct TcoResult;

/// The two plans the risk analysis's pairwise figures compare (the difference's spread, the
/// tornado, the recommendation's reasons): the recommended plan, the lowest expected NPV of the
/// cost table, and the runner-up, the next lowest that differs from it (runnerUp). Exact ties go
/// by plan order. Whatever their
/// fabrics: two RoCE plans are compared like an InfiniBand and a RoCE plan (core/MODEL.md, 7).
struct ComparedPlans
{
    std::string firstPlanId;  ///< the recommended plan; empty without plans
    std::string secondPlanId; ///< the runner-up; empty with fewer than two plans

    bool complete() const { return !firstPlanId.empty() && !secondPlanId.empty(); }

    static ComparedPlans of(const TcoResult& tco);
    /// Into `ascending` (expected NPVs, lowest first, at least two): the runner-up, the first
    /// that is not an exact tie with the lowest; 1 when every plan ties. A copy of the
    /// recommended plan says nothing about the choice: with InfiniBand, RoCE and RoCE's copy the
    /// meeting's question is RoCE against InfiniBand, not RoCE against itself (issue 38).
    static std::size_t runnerUp(const std::vector<Decimal>& ascending);
};

} // namespace fabrictco
