// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Product.h"

#include <string>

namespace fabrictco {

/// The catalog products a plan is built from, by product id. An empty id is "custom hardware":
/// the plan's own radix, link speed and twin-port setting and the catalog's generic prices
/// apply, as in documents written before products existed.
struct PlanProducts
{
    std::string switchId;
    std::string nicId;
    std::string opticsId;

    bool isCustom() const { return switchId.empty() && nicId.empty() && opticsId.empty(); }
    const std::string& id(ProductClass productClass) const
    {
        return productClass == ProductClass::Switch ? switchId
               : productClass == ProductClass::Nic  ? nicId
                                                    : opticsId;
    }
    std::string& id(ProductClass productClass)
    {
        return productClass == ProductClass::Switch ? switchId
               : productClass == ProductClass::Nic  ? nicId
                                                    : opticsId;
    }
    friend bool operator==(const PlanProducts&, const PlanProducts&) = default;
};

} // namespace fabrictco
