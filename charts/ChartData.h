// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/money/Money.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace fabrictco {

/// Plain data the chart builders draw. It carries exact Money so every tooltip and label shows
/// the ledger's figure (formatted by MoneyFormat); the doubles a chart plots are derived from
/// it. The GUI and the PDF report fill these from the TCO and risk results.

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
    QStringList categories; ///< translated category names
    std::vector<ChartPlan> plans;
    std::vector<std::vector<Money>> values; ///< [plan][category]
};

/// Monte Carlo percentiles of horizon NPV against cluster size.
struct NodeSweepData
{
    Currency currency = Currency::usd();
    struct Plan
    {
        ChartPlan plan;
        std::vector<int> nodes;
        std::vector<Money> p5, p50, p95; ///< parallel to nodes
    };
    std::vector<Plan> plans;
    struct BreakEven
    {
        double nodes = 0; ///< where the plans' median costs cross
        Money cost = Money::zero(Currency::usd());
        QString label; ///< e.g. "InfiniBand = RoCE"
    };
    std::vector<BreakEven> breakEvens;
    /// The cluster's own size in its first and last year (equal without growth; 0: unknown).
    int firstYearNodes = 0;
    int lastYearNodes = 0;
};

/// Expected cost against risk (P95 minus median) at several node counts.
struct CostRiskData
{
    Currency currency = Currency::usd();
    struct Point
    {
        int nodes = 0;
        Money expected = Money::zero(Currency::usd());
        Money risk = Money::zero(Currency::usd()); ///< P95 - P50
    };
    struct Plan
    {
        ChartPlan plan;
        std::vector<Point> points;
    };
    std::vector<Plan> plans;
};

/// One-at-a-time sensitivity of a quantity (e.g. NPV difference) to its inputs.
struct TornadoData
{
    Currency currency = Currency::usd();
    QString quantity; ///< what moves, e.g. "NPV of RoCE minus InfiniBand"
    Money base = Money::zero(Currency::usd());
    struct Bar
    {
        QString label;               ///< the input, e.g. "RoCE efficiency loss (untuned)"
        QString lowInput, highInput; ///< the input's low and high, as text
        Money atLow = Money::zero(Currency::usd());
        Money atHigh = Money::zero(Currency::usd());
    };
    std::vector<Bar> bars; ///< largest swing first
};

} // namespace fabrictco
