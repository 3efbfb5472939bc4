// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/PlanSpec.h"
#include "core/model/ProductError.h"

#include <optional>
#include <string>
#include <string_view>

namespace fabrictco {

/// The products a plan picked, looked up in the catalog; nullptr where the plan is custom.
struct SelectedProducts
{
    const Product* switchProduct = nullptr;
    const Product* nic = nullptr;
    const Product* optics = nullptr;
    /// The fabric element the switch names when it is a scheduled fabric's leaf.
    const Product* fabricElement = nullptr;

    const Product* of(ProductClass productClass) const
    {
        switch (productClass) {
        case ProductClass::Switch:
            return switchProduct;
        case ProductClass::Nic:
            return nic;
        case ProductClass::Optics:
            return optics;
        case ProductClass::FabricElement:
            return fabricElement;
        }
        return nullptr;
    }
};

/// What a plan's products decide. The radix is the switch's ports at the link speed: a switch
/// port faster than the link runs as breakout (a 64 x 800G switch with 400G NICs serves
/// 128 x 400G links, as SN5600 and Tomahawk-5 designs do). The link speed is the NIC's (with a
/// custom NIC, the plan's own, which must divide the switch port speed). Optics decide whether
/// switch modules are twin-port and must carry links of that speed.
class ProductSelection
{
public:
    /// Throws ProductError naming the plan, the product and the problem.
    static SelectedProducts select(const PlanSpec& plan, const Catalog& catalog);
    /// plan.design with the radix, link speed, co-packaged and twin-port optics its products
    /// decide; the design unchanged for custom hardware. Throws ProductError.
    static FabricDesign design(const PlanSpec& plan, const Catalog& catalog);
    /// The product class whose pick decides a design field (DesignField::key: "switchRadix",
    /// "coPackagedOptics" by the switch, "linkSpeedGbps" by the NIC, "twinPortTransceivers" by
    /// the optics); nullopt for a field the plan's own design keeps. Editors turn read-only and
    /// `set` refuses such a field while the product is picked: design() would undo the change.
    static std::optional<ProductClass> decidedBy(std::string_view designFieldKey);
    /// Whether the plan's switch is a scheduled fabric's leaf, so the price and watts of its
    /// fabric elements (ProductClass::FabricElement's keys) are read; false for custom hardware
    /// and for products that do not fit. The window and the report show those inputs only then.
    static bool hasFabricElements(const PlanSpec& plan, const Catalog& catalog);
    /// The speed the plan's links run at: its NIC's, or with a custom NIC the plan's own. It
    /// decides the radix, the cable kinds sold and the catalog's hardware figures.
    static int linkSpeedGbps(const PlanSpec& plan, const SelectedProducts& selected);
    /// Writes design(plan, catalog) into plan.design. Throws ProductError.
    static void apply(PlanSpec& plan, const Catalog& catalog);
    /// `plan` with the product of `productClass` set to `id` ("" for custom) and its design
    /// brought in step when the products fit; when they do not (a NIC faster than the switch),
    /// the ids are kept and the design is left as it was, so an editor can show problem().
    static PlanSpec withProduct(const PlanSpec& plan, ProductClass productClass,
                                const std::string& id, const Catalog& catalog);
    /// `plan` moved to another fabric: products of the old fabric give way to the new fabric's
    /// defaults (DefaultProducts); a custom-hardware plan stays custom.
    static PlanSpec withFabric(const PlanSpec& plan, Fabric fabric, const Catalog& catalog);
    /// What design() would throw, or nothing when the products fit.
    static std::optional<ProductFault> problem(const PlanSpec& plan, const Catalog& catalog);
};

} // namespace fabrictco
