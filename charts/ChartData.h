// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/money/Money.h"
#include "core/tco/CostCategory.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// Plain data the chart builders draw. It carries exact Money so every tooltip and label shows
/// the ledger's figure (formatted by MoneyFormat); the doubles a chart plots are derived from
/// it. The GUI and the PDF report fill these from the TCO and risk results. It holds no words
/// but the names people gave their plans: ChartFactory words the rest when it draws, so a
/// language switch redraws the same data in the other language.

/// One plan's identity in every chart: its name, its fabric (colour family) and its position.
struct ChartPlan
{
    QString name;
    Fabric fabric = Fabric::InfiniBand;
    /// The plan's colour slot within its fabric's palette (PlanSpec::colourSlot): kept for the
    /// plan's life, so another plan's insertion never recolours it (see ChartDataBuilder::plans).
    int index = 0;
};

/// Cumulative TCO at the end of each year of the horizon.
struct CumulativeTcoData
{
    Currency currency = Currency::usd();
    std::vector<int> years; ///< 1..horizon
    struct Plan
    {
        ChartPlan plan;
        std::vector<Money> cumulative; ///< parallel to years
    };
    std::vector<Plan> plans;
};

/// Horizon cost per category (hardware, licences, power, staff, idle compute...), per plan.
struct CategoryCostData
{
    Currency currency = Currency::usd();
    std::vector<CostCategory> categories; ///< in display order; words: CostCategoryText
    std::vector<ChartPlan> plans;
    std::vector<std::vector<Money>> values; ///< [plan][category]
};

/// The cluster's own sizes, first and last year of the horizon (equal without growth; 0:
/// unknown): where on a chart against node count the reader's cluster stands.
struct GrowthPath
{
    int firstYearNodes = 0;
    int lastYearNodes = 0;
    /// A size near the path: from half the first year's size to twice the last year's (the
    /// path and a step either side); every size is near when the path is unknown. The charts
    /// that zoom in on the cluster (the gap near it, cost against risk) all use this range.
    bool isNear(int nodes) const
    {
        return firstYearNodes <= 0 || (2 * nodes >= firstYearNodes && nodes <= 2 * lastYearNodes);
    }
};

/// Every other plan's horizon NPV minus the reference (recommended) plan's, against the node
/// count: above zero the reference is cheaper. Plan names are data; the words are made when the
/// chart is drawn.
struct GapSweepData
{
    Currency currency = Currency::usd();
    ChartPlan reference;
    struct Plan
    {
        ChartPlan plan;
        std::vector<int> nodes;
        std::vector<Money> expected; ///< parallel to nodes: the exact expected gap
        std::vector<Money> p5, p95;  ///< parallel to nodes; empty when the sample was not kept
        std::string planId;          ///< the plan's id, for tables that key rows by plan
    };
    std::vector<Plan> plans; ///< every plan but the reference, in the document's order
    struct BreakEven
    {
        int nodes = 0;        ///< the smallest node count at which `cheaperAbove` is cheaper
        bool exact = true;    ///< false: between the last buildable size below and `nodes`
        std::size_t plan = 0; ///< into `plans`: the plan whose gap crosses zero here
        bool referenceCheaperAbove = false;
    };
    std::vector<BreakEven> breakEvens; ///< ascending per plan
    GrowthPath growth;
};

/// Each plan's expected NPV per GPU-month with its P5-P95 band, against the node count: plans
/// of one cluster compared at every size on a linear scale.
struct CostPerGpuMonthData
{
    Currency currency = Currency::usd();
    struct Plan
    {
        ChartPlan plan;
        std::vector<int> nodes;
        std::vector<Money> p5, expected, p95; ///< parallel to nodes; per GPU-month
        std::string planId;                   ///< the plan's id, for tables that key rows by plan
    };
    std::vector<Plan> plans;
    GrowthPath growth;
};

/// Expected NPV per GPU-month against the P95 overrun per GPU-month (P95 minus expected: what a
/// bad outcome, one in twenty, adds), per plan at the sizes around the cluster's growth path.
struct CostRiskData
{
    Currency currency = Currency::usd();
    struct Point
    {
        int nodes = 0;
        Money expected = Money::zero(Currency::usd()); ///< per GPU-month
        Money overrun = Money::zero(Currency::usd());  ///< P95 - expected, per GPU-month
    };
    struct Plan
    {
        ChartPlan plan;
        std::vector<Point> points; ///< ascending node counts
    };
    std::vector<Plan> plans;
    /// The cluster's first-year size, one of every plan's points where the plan can be built.
    int clusterNodes = 0;
    /// Into `plans`: the plan that is both cheaper and less risky than every other at
    /// clusterNodes; empty when no plan is both.
    std::optional<std::size_t> dominant;
};

/// One-at-a-time sensitivity of the NPV of `first` minus `second` to the inputs.
struct TornadoData
{
    Currency currency = Currency::usd();
    ChartPlan first, second; ///< "NPV of <first> minus <second>"
    Money base = Money::zero(Currency::usd());
    struct Bar
    {
        std::string key; ///< the input (ParameterRegistry key); words: ParameterText
        /// The plan whose input it is, when the input is a plan's own: the same input can be
        /// uncertain in both plans, and the plan's name tells the bars apart.
        std::optional<ChartPlan> plan;
        double low = 0, high = 0; ///< the input's low and high
        Money atLow = Money::zero(Currency::usd());
        Money atHigh = Money::zero(Currency::usd());
    };
    std::vector<Bar> bars; ///< largest swing first
};

} // namespace fabrictco
