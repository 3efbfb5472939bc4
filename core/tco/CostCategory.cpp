// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/CostCategory.h"

namespace fabrictco {

const std::array<CostCategory, kCostCategoryCount>& allCostCategories()
{
    static constexpr std::array<CostCategory, kCostCategoryCount> all{
        CostCategory::Hardware,      CostCategory::Licensing, CostCategory::Power,
        CostCategory::Staff,         CostCategory::Jitter,    CostCategory::Incidents,
        CostCategory::Rearchitecture};
    return all;
}

std::string_view costCategoryId(CostCategory category)
{
    switch (category) {
    case CostCategory::Hardware:
        return "hardware";
    case CostCategory::Licensing:
        return "licensing";
    case CostCategory::Power:
        return "power";
    case CostCategory::Staff:
        return "staff";
    case CostCategory::Jitter:
        return "jitter";
    case CostCategory::Incidents:
        return "incidents";
    case CostCategory::Rearchitecture:
        return "rearchitecture";
    }
    return "hardware";
}

std::optional<CostCategory> costCategoryFromId(std::string_view id)
{
    for (CostCategory c : allCostCategories()) {
        if (costCategoryId(c) == id)
            return c;
    }
    return std::nullopt;
}

} // namespace fabrictco
