// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Uncertainty.h"
#include "core/money/Money.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace fabrictco {

/// One uncertain input of a scenario as the Monte Carlo engine samples it.
/// Statistics run in floating point; the ledger never does.
struct UncertainInput
{
    std::string key;    ///< ParameterRegistry key, e.g. "efficiency_loss_untuned"
    std::string planId; ///< "" when the input is shared: every plan then sees the same draw
    DistributionShape shape = DistributionShape::Fixed;
    double low = 0;
    double mostLikely = 0;
    double high = 0;
    friend bool operator==(const UncertainInput&, const UncertainInput&) = default;
};

/// A plan's horizon NPV of TCO as a function of the uncertain inputs. Implementations are
/// immutable, thread-safe and allocation-free in npv(), because the risk engine calls them
/// millions of times from several threads.
class PlanCostFunction
{
public:
    /// Trials npvBlock() evaluates at once.
    static constexpr std::size_t kBlockTrials = 32;

    virtual ~PlanCostFunction() = default;
    /// `inputs` holds one value per StochasticModel::inputs entry, in that order.
    virtual double npv(std::span<const double> inputs) const = 0;
    /// The NPVs of kBlockTrials trials into `out`, each equal to npv() of that trial's inputs,
    /// bit for bit. `columns` has one entry per input, pointing to its kBlockTrials values: input
    /// i of trial t is columns[i][t] (a column kept in a draw cache is read where it is). An
    /// evaluation that runs down a column for many trials at once is several times faster than
    /// one trial at a time (issue 42); this default gathers each trial's row and calls npv().
    virtual void npvBlock(std::span<const double* const> columns,
                          std::span<double, kBlockTrials> out) const
    {
        std::vector<double> row(columns.size());
        for (std::size_t t = 0; t < kBlockTrials; ++t) {
            for (std::size_t i = 0; i < row.size(); ++i)
                row[i] = columns[i][t];
            out[t] = npv(row);
        }
    }
};

/// What the TCO engine hands the risk engine for one scenario at one node count.
struct StochasticModel
{
    std::vector<UncertainInput> inputs;
    std::vector<std::string> planIds;                           ///< in the scenario's plan order
    std::vector<std::shared_ptr<const PlanCostFunction>> plans; ///< parallel to planIds
    /// Each plan's expected NPV from the exact evaluator (every input at its mean, the cost
    /// table's figure), parallel to planIds; empty for a model built by hand. When present, the
    /// risk engine reports it as the plan's mean and the sweep ranks plans by it, so a risk
    /// figure never shows a second "average" beside the table's (core/MODEL.md, 7).
    std::vector<Money> expectedNpvs;
    /// GPU-months over the horizon (Σ GPUs in each year × 12, the cluster's growth included):
    /// the divisor of a figure per GPU-month. 0 for a model built by hand.
    std::int64_t gpuMonths = 0;

    /// Every input at its most likely value (the deterministic case).
    std::vector<double> mostLikelyInputs() const
    {
        std::vector<double> values;
        values.reserve(inputs.size());
        for (const auto& input : inputs)
            values.push_back(input.mostLikely);
        return values;
    }
};

} // namespace fabrictco
