// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace fabrictco {

/// The article's first question: how sensitive is the workload to network jitter?
enum class Workload
{
    LlmTraining,        ///< large-model training: stalls cost real money -> lean IB
    Hpc,                ///< scientific computing (CFD, climate)
    Hft,                ///< high-frequency trading: microseconds are money
    DistributedStorage, ///< Ceph and similar: tolerant of occasional jitter
    Rendering,          ///< video rendering
    InternetBackend,    ///< many internet back-ends
};

/// The article's second question: does the team have a "network doctor" for RoCE?
enum class TeamExpertise
{
    NoRdma,     ///< no RDMA experience
    SomeRdma,   ///< some RDMA/RoCE experience
    StrongRoce, ///< can run PFC, ECN and DCQCN and read switch logs with the vendor
};

/// Stable ids for files and the command line: "llm-training", "hpc", "hft", "storage",
/// "rendering", "internet-backend"; "none", "some", "strong".
std::string_view workloadId(Workload workload);
std::optional<Workload> workloadFromId(std::string_view id);
const std::vector<Workload>& allWorkloads();

std::string_view teamExpertiseId(TeamExpertise team);
std::optional<TeamExpertise> teamExpertiseFromId(std::string_view id);
const std::vector<TeamExpertise>& allTeamExpertise();

} // namespace fabrictco
