// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/CatalogEntry.h"
#include "core/model/Presets.h"
#include "core/model/Uncertainty.h"

#include <optional>
#include <string_view>

namespace fabrictco::document_codes {

// The words a `.fabrictco` file stores for each enumeration. They are part of the file format
// and frozen per schema version, so they live here rather than borrowing display or command-line
// ids that may evolve; today they are spelled the same as the core ids.

std::string_view fabricCode(Fabric fabric);
std::optional<Fabric> fabricFromCode(std::string_view code);

std::string_view workloadCode(Workload workload);
std::optional<Workload> workloadFromCode(std::string_view code);

std::string_view teamCode(TeamExpertise team);
std::optional<TeamExpertise> teamFromCode(std::string_view code);

std::string_view shapeCode(DistributionShape shape);
std::optional<DistributionShape> shapeFromCode(std::string_view code);

std::string_view confidenceCode(Confidence confidence);
std::optional<Confidence> confidenceFromCode(std::string_view code);

} // namespace fabrictco::document_codes
