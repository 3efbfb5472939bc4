// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/CatalogEntry.h"
#include "core/model/ParameterValue.h"
#include "core/model/Uncertainty.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// What a catalog product is; a plan picks one of each of the first three.
enum class ProductClass
{
    Switch,
    Nic,
    Optics,
    /// A scheduled fabric's cell switch (Ramon3 class): never a plan's own pick, it comes with
    /// the leaf switch that names it (Product::fabricElement).
    FabricElement,
};

/// "switch", "nic", "optics", "fabric-element"
std::string_view productClassId(ProductClass productClass);
std::optional<ProductClass> productClassFromId(std::string_view id);

/// Every product class a plan picks, in the order it lists them (switch, NIC, optics).
inline constexpr std::array<ProductClass, 3> kAllProductClasses{
    ProductClass::Switch, ProductClass::Nic, ProductClass::Optics};
/// Every class whose product supplies a price and watts to a plan: the picked ones and the
/// fabric element a scheduled leaf brings.
inline constexpr std::array<ProductClass, 4> kPricedProductClasses{
    ProductClass::Switch, ProductClass::Nic, ProductClass::Optics, ProductClass::FabricElement};

/// One figure of a product (its price or its watts) with the range the risk engine may draw.
struct ProductFigure
{
    ParameterValue value;
    Uncertainty range; ///< Fixed when the catalog gives no range
    friend bool operator==(const ProductFigure&, const ProductFigure&) = default;
};

/// A real switch, NIC or optical module of the catalog ("products" in data/catalog.json). A
/// plan that picks it takes its port count and speed for the bill of materials and its price
/// and watts as the defaults of price.switch / power.switch_watts (and the NIC and transceiver
/// equivalents), below the user's overrides and vendor quotes.
struct Product
{
    std::string id; ///< [a-z0-9-]+, e.g. "ib-ndr-qm9700"
    ProductClass productClass = ProductClass::Switch;
    /// The fabric it serves; nullopt: both (a ConnectX-7 runs InfiniBand or Ethernet).
    std::optional<Fabric> fabric;
    std::string name; ///< shown to people, "InfiniBand NDR 64 x 400G (QM9700 class)"
    /// The vendor's part number where the catalog knows one; a quote or a request for
    /// quotation may name the product by it. Empty: none known.
    std::string partNumber;
    int ports = 0;    ///< switches only: ports at speedGbps
    /// Switch port speed, NIC port speed, or for optics the speed of each link it carries.
    int speedGbps = 0;
    /// Optics only: one module carries two links (twin-port OSFP, 2 x 400G).
    bool twinPort = false;
    /// Switches only: the optics are co-packaged with the chip (FabricDesign::coPackagedOptics).
    bool coPackagedOptics = false;
    /// Leaf switches of a scheduled fabric only (FabricDesign::scheduled): ports toward the
    /// fabric elements beside its `ports` for endpoints, the id of its fabric element product,
    /// and the most endpoint ports the whole fabric holds, as its maker publishes. 0 and empty:
    /// a switch for a folded Clos.
    int fabricPorts = 0;
    std::string fabricElement;
    int fabricMaxEndpoints = 0;
    ProductFigure price; ///< per switch, per NIC port, per module
    /// Watts per switch (without its optical modules, which are counted per module), per NIC
    /// port, per module.
    ProductFigure watts;
    std::string source; ///< who says the price, and the watts unless wattsSource does
    /// Who says the watts, where another source than the price's does (a data sheet beside a
    /// reseller's listing); empty: `source` covers both.
    std::string wattsSource;
    std::string date;
    Confidence confidence = Confidence::Estimate;
    std::string note;
    CatalogLayer layer = CatalogLayer::Bundled; ///< not in the file: where it was read from

    bool serves(Fabric plan) const { return !fabric || *fabric == plan; }
    friend bool operator==(const Product&, const Product&) = default;
};

} // namespace fabrictco
