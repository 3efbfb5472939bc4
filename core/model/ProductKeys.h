// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Product.h"

#include <optional>
#include <string_view>

namespace fabrictco {

/// Which parameters a picked product supplies: a switch gives price.switch and
/// power.switch_watts, a NIC price.nic and power.nic_watts, optics price.transceiver and
/// power.transceiver_watts, a scheduled leaf's fabric element price.fabric_element and
/// power.fabric_element_watts.
struct ProductKeys
{
    static std::string_view priceKey(ProductClass productClass)
    {
        switch (productClass) {
        case ProductClass::Switch:
            return "price.switch";
        case ProductClass::Nic:
            return "price.nic";
        case ProductClass::Optics:
            return "price.transceiver";
        case ProductClass::FabricElement:
            return "price.fabric_element";
        }
        return {};
    }
    static std::string_view wattsKey(ProductClass productClass)
    {
        switch (productClass) {
        case ProductClass::Switch:
            return "power.switch_watts";
        case ProductClass::Nic:
            return "power.nic_watts";
        case ProductClass::Optics:
            return "power.transceiver_watts";
        case ProductClass::FabricElement:
            return "power.fabric_element_watts";
        }
        return {};
    }
    /// The class whose product supplies `key`, or nullopt for every other parameter.
    static std::optional<ProductClass> classFor(std::string_view key)
    {
        for (ProductClass c : kPricedProductClasses) {
            if (key == priceKey(c) || key == wattsKey(c))
                return c;
        }
        return std::nullopt;
    }
    /// The product's figure for `key` (its price or its watts); `key` must be one of its class.
    static const ProductFigure& figure(const Product& product, std::string_view key)
    {
        return key == priceKey(product.productClass) ? product.price : product.watts;
    }
    /// Who says the product's figure for `key`: its watts' own source where it has one.
    static const std::string& source(const Product& product, std::string_view key)
    {
        return key == wattsKey(product.productClass) && !product.wattsSource.empty()
                   ? product.wattsSource
                   : product.source;
    }
};

} // namespace fabrictco
