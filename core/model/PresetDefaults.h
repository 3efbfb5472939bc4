// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterValue.h"
#include "core/model/Presets.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace fabrictco {

/// A starting point for the article's third question (scale and growth).
struct ScalePreset
{
    std::string id;       ///< "pilot", "growing", "large"
    int nodes = 0;        ///< starting nodes
    Decimal annualGrowth; ///< fraction per year (0.5 = 50 %)
    std::string description;
};

/// Values a preset gives its parameters, with the reasoning behind them.
struct PresetValues
{
    std::map<std::string, ParameterValue> values; ///< by ParameterRegistry key
    std::string source;                           ///< why these figures
};

/// The defaults the article's three questions set: workload -> jitter sensitivity and blast
/// radius, team -> staffing, tuning maturity, repair times, hiring, external help; scale ->
/// starting nodes and growth. Loaded from data/presets.json.
class PresetDefaults
{
public:
    /// Parses and validates presets.json; throws CatalogError naming `origin`, the preset and the
    /// problem. Every workload and team must be present and set every preset parameter of its
    /// group ("workload.*" or "team.*").
    static PresetDefaults fromJson(const QByteArray& bytes, const QString& origin);

    const PresetValues& workload(Workload workload) const;
    const PresetValues& team(TeamExpertise team) const;
    const std::vector<ScalePreset>& scales() const { return m_scales; }
    const ScalePreset* scale(std::string_view id) const;
    bool isEmpty() const { return m_workloads.empty(); }

private:
    std::map<Workload, PresetValues> m_workloads;
    std::map<TeamExpertise, PresetValues> m_teams;
    std::vector<ScalePreset> m_scales;
};

} // namespace fabrictco
