// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Presets.h"

#include "core/common/EnumIds.h"

namespace fabrictco {

namespace {

constexpr EnumIdTable<Workload, 6> kWorkloads{{
    {Workload::LlmTraining, "llm-training"},
    {Workload::Hpc, "hpc"},
    {Workload::Hft, "hft"},
    {Workload::DistributedStorage, "storage"},
    {Workload::Rendering, "rendering"},
    {Workload::InternetBackend, "internet-backend"},
}};

constexpr EnumIdTable<TeamExpertise, 3> kTeams{{
    {TeamExpertise::NoRdma, "none"},
    {TeamExpertise::SomeRdma, "some"},
    {TeamExpertise::StrongRoce, "strong"},
}};

} // namespace

std::string_view workloadId(Workload workload)
{
    return idIn(kWorkloads, workload).value_or(std::string_view());
}

std::optional<Workload> workloadFromId(std::string_view id)
{
    return valueIn(kWorkloads, id);
}

const std::vector<Workload>& allWorkloads()
{
    static const std::vector<Workload> all = valuesIn(kWorkloads);
    return all;
}

std::string_view teamExpertiseId(TeamExpertise team)
{
    return idIn(kTeams, team).value_or(std::string_view());
}

std::optional<TeamExpertise> teamExpertiseFromId(std::string_view id)
{
    return valueIn(kTeams, id);
}

const std::vector<TeamExpertise>& allTeamExpertise()
{
    static const std::vector<TeamExpertise> all = valuesIn(kTeams);
    return all;
}

} // namespace fabrictco
