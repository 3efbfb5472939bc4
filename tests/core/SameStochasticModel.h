// SPDX-License-Identifier: GPL-3.0-or-later
// Whether two ways of building a risk model give the same model, or throw the same error.
#pragma once

#include "core/risk/StochasticModel.h"
#include "core/tco/CostModelBuilder.h"

#include <gtest/gtest.h>
#include <optional>
#include <string>

namespace fabrictco::test {

/// A model built, or the problem and message of the TcoError building it threw.
struct Built
{
    std::optional<StochasticModel> model;
    std::optional<TcoProblem> problem;
    std::string message;
};

template <typename Build> Built attempt(const Build& build)
{
    Built built;
    try {
        built.model = build();
    } catch (const TcoError& e) {
        built.problem = e.problem();
        built.message = e.what();
    }
    return built;
}

/// The prepared model is the one built from scratch: the same inputs, the same exact expected
/// NPVs, the same monomials (the same NPV, to the bit, at the most likely inputs).
inline void expectSame(const Built& prepared, const Built& fresh)
{
    ASSERT_EQ(prepared.model.has_value(), fresh.model.has_value()) << fresh.message;
    EXPECT_EQ(prepared.problem, fresh.problem);
    EXPECT_EQ(prepared.message, fresh.message);
    if (!fresh.model)
        return;
    const StochasticModel& a = *prepared.model;
    const StochasticModel& b = *fresh.model;
    EXPECT_EQ(a.planIds, b.planIds);
    EXPECT_EQ(a.expectedNpvs, b.expectedNpvs);
    EXPECT_EQ(a.gpuMonths, b.gpuMonths);
    EXPECT_EQ(a.inputs, b.inputs);
    ASSERT_EQ(a.plans.size(), b.plans.size());
    const std::vector<double> inputs = b.mostLikelyInputs();
    for (std::size_t p = 0; p < a.plans.size(); ++p)
        EXPECT_EQ(a.plans[p]->npv(inputs), b.plans[p]->npv(inputs)) << a.planIds[p];
}

} // namespace fabrictco::test
