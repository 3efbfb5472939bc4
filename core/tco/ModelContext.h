// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/PlanCostModel.h"

namespace fabrictco {

/// What the term builders share while they write one plan's terms: the inputs, the fleet per
/// year, and helpers that add money parameters with their currency conversion.
class ModelContext
{
public:
    static constexpr std::int64_t kHoursPerYear = 8760;

    explicit ModelContext(PlanCostModel& model) : m_model(model) {}

    const PlanCostModel& model() const { return m_model; }
    const ResolvedParameters& params() const { return m_model.parameters; }
    const Decimal& value(std::string_view key) const { return m_model.parameters.value(key); }
    bool isRoce() const { return m_model.fabric == Fabric::RoCE; }
    int years() const { return m_model.horizonYears(); }
    int nodes(int year) const { return m_model.nodesByYear.at(year - 1); }
    std::int64_t gpus(int year) const { return std::int64_t(nodes(year)) * m_model.gpusPerNode; }
    int gpusPerNode() const { return m_model.gpusPerNode; }
    const Bom& bom(int year) const { return m_model.bomByYear.at(year - 1); }

    CostTerm term(CostCategory category, int year, LineLabel what) const;
    /// Adds a money parameter and, when its currency differs from the scenario's, fx.usd_cny
    /// to the power that converts it.
    void money(CostTerm& term, const std::string& key) const;
    /// Whether the workload values its output per node-year (HFT latency, storage throughput)
    /// instead of as GPU time: `workload.node_year_value` is above zero.
    bool valuedPerNode() const;
    /// Multiplies by the value of one year of the fabric's capacity: GPUs x 8,760 h x
    /// gpu_hour_value, or nodes x workload.node_year_value for a per-node workload.
    void capacityYear(CostTerm& term, int year) const;
    /// Multiplies by the value of one hour of that capacity (the year's value / 8,760 h).
    void capacityHour(CostTerm& term, int year) const;
    /// Multiplies by (1 + price trend)^(year - 1) for purchases in later years.
    void priceTrend(CostTerm& term, int purchaseYear) const;
    /// Appends the term unless it is certainly zero (a zero constant, or a zero input that
    /// carries no uncertainty), which keeps the breakdown readable.
    void add(CostTerm term);
    /// Records the count part of an incident line (expected incidents a year, no money): the
    /// engine sums them per year for `incident_count`.
    void addIncidentCount(CostTerm count) { m_model.incidentCounts.push_back(std::move(count)); }

private:
    PlanCostModel& m_model;
};

} // namespace fabrictco
