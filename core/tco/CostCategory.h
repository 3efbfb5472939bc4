// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace fabrictco {

/// The seven cost categories of the TCO model, in display order.
enum class CostCategory
{
    Hardware,       ///< purchases, expansion, re-cabling, refresh, installation, residual value
    Licensing,      ///< fabric management, switch OS, support contracts
    Power,          ///< device watts x PUE x electricity price x hours
    Staff,          ///< engineers, hiring premium, training, external tuning help
    Jitter,         ///< value lost to jitter and congestion (idle compute or per node-year)
    Incidents,      ///< jobs stalled by failures and configuration incidents
    Rearchitecture, ///< expected cost of tearing the fabric out and rebuilding it
};

inline constexpr int kCostCategoryCount = 7;

/// Stable ids for JSON and the CLI: "hardware", "licensing", "power", "staff", "jitter",
/// "incidents", "rearchitecture".
std::string_view costCategoryId(CostCategory category);
std::optional<CostCategory> costCategoryFromId(std::string_view id);
const std::array<CostCategory, kCostCategoryCount>& allCostCategories();
inline int costCategoryIndex(CostCategory category)
{
    return static_cast<int>(category);
}

} // namespace fabrictco
