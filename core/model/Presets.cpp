// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Presets.h"

#include <array>
#include <utility>

namespace fabrictco {

namespace {

constexpr std::array<std::pair<Workload, std::string_view>, 6> kWorkloads{{
    {Workload::LlmTraining, "llm-training"},
    {Workload::Hpc, "hpc"},
    {Workload::Hft, "hft"},
    {Workload::DistributedStorage, "storage"},
    {Workload::Rendering, "rendering"},
    {Workload::InternetBackend, "internet-backend"},
}};

constexpr std::array<std::pair<TeamExpertise, std::string_view>, 3> kTeams{{
    {TeamExpertise::NoRdma, "none"},
    {TeamExpertise::SomeRdma, "some"},
    {TeamExpertise::StrongRoce, "strong"},
}};

} // namespace

std::string_view workloadId(Workload workload)
{
    for (const auto& [value, id] : kWorkloads) {
        if (value == workload)
            return id;
    }
    return {};
}

std::optional<Workload> workloadFromId(std::string_view id)
{
    for (const auto& [value, known] : kWorkloads) {
        if (known == id)
            return value;
    }
    return std::nullopt;
}

const std::vector<Workload>& allWorkloads()
{
    static const std::vector<Workload> all = [] {
        std::vector<Workload> v;
        for (const auto& entry : kWorkloads)
            v.push_back(entry.first);
        return v;
    }();
    return all;
}

std::string_view teamExpertiseId(TeamExpertise team)
{
    for (const auto& [value, id] : kTeams) {
        if (value == team)
            return id;
    }
    return {};
}

std::optional<TeamExpertise> teamExpertiseFromId(std::string_view id)
{
    for (const auto& [value, known] : kTeams) {
        if (known == id)
            return value;
    }
    return std::nullopt;
}

const std::vector<TeamExpertise>& allTeamExpertise()
{
    static const std::vector<TeamExpertise> all = [] {
        std::vector<TeamExpertise> v;
        for (const auto& entry : kTeams)
            v.push_back(entry.first);
        return v;
    }();
    return all;
}

} // namespace fabrictco
