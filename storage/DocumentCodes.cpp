// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentCodes.h"

#include "core/common/EnumIds.h"

namespace fabrictco::document_codes {

namespace {

/// The frozen code of `value`; the table's first code for a value it lacks (never expected).
template <typename Enum, std::size_t N>
std::string_view codeOf(const EnumIdTable<Enum, N>& table, Enum value)
{
    return idIn(table, value).value_or(table.front().second);
}

constexpr EnumIdTable<Fabric, 2> kFabrics{{
    {Fabric::InfiniBand, "ib"},
    {Fabric::RoCE, "roce"},
}};

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

constexpr EnumIdTable<DistributionShape, 3> kShapes{{
    {DistributionShape::Fixed, "fixed"},
    {DistributionShape::Triangular, "triangular"},
    {DistributionShape::Pert, "pert"},
}};

constexpr EnumIdTable<Confidence, 5> kConfidence{{
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
    return valueIn(kFabrics, code);
}
std::string_view workloadCode(Workload workload)
{
    return codeOf(kWorkloads, workload);
}
std::optional<Workload> workloadFromCode(std::string_view code)
{
    return valueIn(kWorkloads, code);
}
std::string_view teamCode(TeamExpertise team)
{
    return codeOf(kTeams, team);
}
std::optional<TeamExpertise> teamFromCode(std::string_view code)
{
    return valueIn(kTeams, code);
}
std::string_view shapeCode(DistributionShape shape)
{
    return codeOf(kShapes, shape);
}
std::optional<DistributionShape> shapeFromCode(std::string_view code)
{
    return valueIn(kShapes, code);
}

std::string_view confidenceCode(Confidence confidence)
{
    return codeOf(kConfidence, confidence);
}
std::optional<Confidence> confidenceFromCode(std::string_view code)
{
    return valueIn(kConfidence, code);
}

} // namespace fabrictco::document_codes
