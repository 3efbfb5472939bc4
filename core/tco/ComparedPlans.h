// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace fabrictco {

struct TcoResult;

/// The two plans the risk analysis's pairwise figures compare (the difference's spread, the
/// tornado, the recommendation's reasons): the recommended plan, the lowest expected NPV of the
/// cost table, and the runner-up, the second lowest. Exact ties go by plan order. Whatever their
/// fabrics: two RoCE plans are compared like an InfiniBand and a RoCE plan (core/MODEL.md, 7).
struct ComparedPlans
{
    std::string firstPlanId;  ///< the recommended plan; empty without plans
    std::string secondPlanId; ///< the runner-up; empty with fewer than two plans

    bool complete() const { return !firstPlanId.empty() && !secondPlanId.empty(); }

    static ComparedPlans of(const TcoResult& tco);
};

} // namespace fabrictco
