// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace fabrictco {

/// The two fabric families the product compares.
enum class Fabric
{
    InfiniBand,
    RoCE,
};

/// Stable identifier used in files, JSON and on the command line: "ib" or "roce".
std::string_view fabricId(Fabric fabric);
std::optional<Fabric> fabricFromId(std::string_view id);
/// The fabric's short name, the same in every language: "InfiniBand" or "RoCE".
std::string_view fabricName(Fabric fabric);

} // namespace fabrictco
