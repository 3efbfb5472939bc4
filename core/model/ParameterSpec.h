// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// Where a parameter is set: once for the whole scenario (shared by every plan) or per plan.
enum class ParameterScope
{
    Scenario,
    Plan,
};

/// What kind of quantity a parameter is; decides validation and how it is shown.
enum class ParameterKind
{
    Count,    ///< a whole number (years of life, switch batches)
    Number,   ///< a plain number (PUE, FTEs, multipliers, days)
    Fraction, ///< a share or rate as a fraction: 0.15 means 15 %
    Money,    ///< an amount of money; the value carries its currency
    Hours,
    Watts,
    Years,
    Months,
    Rate, ///< events per unit per year (failures per switch-year)
};

/// What a parameter's value is counted in; for money the "per ..." part after the currency.
enum class ParameterUnit
{
    None,
    PerYear,
    PerGpuHour,
    PerKwh,
    PerFteYear,
    PerFte,
    PerDay,
    PerNicPort,
    PerSwitch,
    PerFabricElement, ///< a scheduled fabric's cell switch
    PerCable,
    PerModule,
    PerLink,
    PerNodeYear,
    PerEndpointYear, ///< per managed endpoint (NIC port) and year
    PerSwitchYear,
    PerLinkYear,
    PerNicYear,
    PerFabricYear,
    PerExpansion,
    PerBatchYear,
    CnyPerUsd,
    Multiplier,
    TimesHardware,
    TimesItPower,
    Hours,
    Watts,
    Years,
    Months,
    Days,
    Fte,
    Nodes,
    Endpoints,
    Gpus,
    Exponent,
    GbPerSecond,
};

std::string_view parameterScopeId(ParameterScope scope); // "scenario", "plan"
std::string_view parameterKindId(ParameterKind kind);    // "count", "number", "fraction", ...
/// The unit in the engine's English: "per switch", "CNY per USD", "W" ("" for none).
std::string_view parameterUnitName(ParameterUnit unit);

/// One named input of the cost model. Bounds are inclusive and exact.
struct ParameterSpec
{
    std::string key; ///< "price.switch", "power.pue", "efficiency_loss_untuned"
    ParameterScope scope = ParameterScope::Scenario;
    ParameterKind kind = ParameterKind::Number;
    ParameterUnit unit = ParameterUnit::None; ///< words: ParameterText::unit, parameterUnitName
    Decimal minimum;
    Decimal maximum;
    /// Whether the Monte Carlo engine may draw it from a distribution. Inputs that shape the
    /// schedule (life in years, discount rate, growth) stay fixed so one model serves all trials.
    bool uncertain = false;
    /// Set only by the presets (workload or team), never by the catalog.
    bool fromPreset = false;
};

} // namespace fabrictco
