// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/MonomialCostFunction.h"

#include "core/model/Examples.h"
#include "core/risk/CounterRng.h"
#include "core/risk/Distribution.h"
#include "core/tco/StochasticModelBuilder.h"
#include "tests/core/TcoTestScenarios.h"

#include <array>
#include <bit>
#include <cstdint>
#include <gtest/gtest.h>

namespace fabrictco {
namespace {

constexpr std::size_t kBlock = PlanCostFunction::kBlockTrials;

/// A block of trials drawn from each input's own distribution, column by column.
std::vector<double> drawnColumns(const StochasticModel& model, std::uint64_t seed)
{
    std::vector<double> columns(model.inputs.size() * kBlock);
    for (std::size_t i = 0; i < model.inputs.size(); ++i) {
        const UncertainInput& input = model.inputs[i];
        const Distribution distribution(input.shape, input.low, input.mostLikely, input.high);
        distribution.sample(CounterRng::streamKey(seed, "", input.key), 0, kBlock,
                            columns.data() + i * kBlock, 1);
    }
    return columns;
}

/// Each input's column in `columns` (kBlock values per input, one input after another).
std::vector<const double*> pointers(const std::vector<double>& columns)
{
    std::vector<const double*> result;
    for (std::size_t i = 0; i < columns.size() / kBlock; ++i)
        result.push_back(columns.data() + i * kBlock);
    return result;
}

/// npvBlock() of every trial, checked bit for bit against npv() of the trial's row.
void expectBlockEqualsRows(const PlanCostFunction& plan, const std::vector<double>& columns)
{
    std::array<double, kBlock> block{};
    plan.npvBlock(pointers(columns), block);
    const std::size_t inputs = columns.size() / kBlock;
    for (std::size_t t = 0; t < kBlock; ++t) {
        std::vector<double> row(inputs);
        for (std::size_t i = 0; i < inputs; ++i)
            row[i] = columns[i * kBlock + t];
        const double single = plan.npv(row);
        EXPECT_EQ(std::bit_cast<std::uint64_t>(block[t]), std::bit_cast<std::uint64_t>(single))
            << "trial " << t << ": " << block[t] << " against " << single;
    }
}

TEST(MonomialCostFunctionTest, ABlockEqualsEachTrialAloneBitForBitOnEveryExample)
{
    for (const std::string& name : Examples::names()) {
        SCOPED_TRACE(name);
        const StochasticModel model =
            buildStochasticModel(Examples::load(name, test::dataDir()), test::frozenCatalog());
        ASSERT_FALSE(model.plans.empty());
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const std::vector<double> columns = drawnColumns(model, seed);
            for (const auto& plan : model.plans) {
                ASSERT_NE(dynamic_cast<const MonomialCostFunction*>(plan.get()), nullptr);
                expectBlockEqualsRows(*plan, columns);
            }
        }
    }
}

TEST(MonomialCostFunctionTest, EveryExponentAgreesWithTheTrialByTrialEvaluation)
{
    // x0 + 3 x0 x1^-1 + 0.5 x1^2 + 2 x0^3 x1^-2 - 7 x1^-3: the exponents the builder's models
    // use (1, -1) and the ones it could (2, 3, -2, -3).
    const MonomialCostFunction plan(11.25,
                                    {{1, 0, 1}, {3, 1, 2}, {0.5, 3, 1}, {2, 4, 2}, {-7, 6, 1}},
                                    {{0, 1}, {0, 1}, {1, -1}, {1, 2}, {0, 3}, {1, -2}, {1, -3}});
    std::vector<double> columns(2 * kBlock);
    for (std::size_t t = 0; t < kBlock; ++t) {
        columns[t] = 0.37 + 0.11 * double(t);
        columns[kBlock + t] = 1.9 - 0.05 * double(t);
    }
    expectBlockEqualsRows(plan, columns);
    std::array<double, kBlock> block{};
    plan.npvBlock(pointers(columns), block);
    const double x0 = columns[5];
    const double x1 = columns[kBlock + 5];
    EXPECT_NEAR(block[5],
                11.25 + x0 + 3 * x0 / x1 + 0.5 * x1 * x1 + 2 * x0 * x0 * x0 / (x1 * x1) -
                    7 / (x1 * x1 * x1),
                1e-12);
}

} // namespace
} // namespace fabrictco
