// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentCodes.h"

#include <array>
#include <utility>

namespace fabrictco::document_codes {

namespace {

template <typename Enum, std::size_t N>
std::string_view codeOf(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value)
{
    for (const auto& [e, code] : table) {
        if (e == value)
            return code;
    }
    return table.front().second;
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, std::string_view>, N>& table,
                            std::string_view code)
{
    for (const auto& [e, candidate] : table) {
        if (candidate == code)
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<Fabric, std::string_view>, 2> kFabrics{{
    {Fabric::InfiniBand, "ib"},
    {Fabric::RoCE, "roce"},
}};

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

constexpr std::array<std::pair<DistributionShape, std::string_view>, 3> kShapes{{
    {DistributionShape::Fixed, "fixed"},
    {DistributionShape::Triangular, "triangular"},
    {DistributionShape::Pert, "pert"},
}};

constexpr std::array<std::pair<Confidence, std::string_view>, 5> kConfidence{{
    {Confidence::Published, "published"},
    {Confidence::Estimate, "estimate"},
    {Confidence::Derived, "derived"},
    {Confidence::Quote, "quote"},
    {Confidence::User, "user"},
}};

} // namespace

std::string_view fabricCode(Fabric fabric)
{
    return codeOf(kFabrics, fabric);
}
std::optional<Fabric> fabricFromCode(std::string_view code)
{
    return valueOf(kFabrics, code);
}
std::string_view workloadCode(Workload workload)
{
    return codeOf(kWorkloads, workload);
}
std::optional<Workload> workloadFromCode(std::string_view code)
{
    return valueOf(kWorkloads, code);
}
std::string_view teamCode(TeamExpertise team)
{
    return codeOf(kTeams, team);
}
std::optional<TeamExpertise> teamFromCode(std::string_view code)
{
    return valueOf(kTeams, code);
}
std::string_view shapeCode(DistributionShape shape)
{
    return codeOf(kShapes, shape);
}
std::optional<DistributionShape> shapeFromCode(std::string_view code)
{
    return valueOf(kShapes, code);
}

std::string_view confidenceCode(Confidence confidence)
{
    return codeOf(kConfidence, confidence);
}
std::optional<Confidence> confidenceFromCode(std::string_view code)
{
    return valueOf(kConfidence, code);
}

} // namespace fabrictco::document_codes
