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
    ASSERT_EQ(a.inputs.size(), b.inputs.size());
    for (std::size_t i = 0; i < a.inputs.size(); ++i) {
        EXPECT_EQ(a.inputs[i].key, b.inputs[i].key);
        EXPECT_EQ(a.inputs[i].planId, b.inputs[i].planId);
        EXPECT_EQ(a.inputs[i].low, b.inputs[i].low);
        EXPECT_EQ(a.inputs[i].mostLikely, b.inputs[i].mostLikely);
        EXPECT_EQ(a.inputs[i].shape, b.inputs[i].shape);
        EXPECT_EQ(a.inputs[i].high, b.inputs[i].high);
    }
    ASSERT_EQ(a.plans.size(), b.plans.size());
    const std::vector<double> inputs = b.mostLikelyInputs();
    for (std::size_t p = 0; p < a.plans.size(); ++p)
        EXPECT_EQ(a.plans[p]->npv(inputs), b.plans[p]->npv(inputs)) << a.planIds[p];
}

} // namespace fabrictco::test
