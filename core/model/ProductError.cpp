// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductError.h"

namespace fabrictco {

namespace {

std::string className(ProductClass productClass)
{
    switch (productClass) {
    case ProductClass::Switch:
        return "a switch";
    case ProductClass::Nic:
        return "a NIC";
    case ProductClass::Optics:
        return "optics";
    case ProductClass::FabricElement:
        return "a fabric element";
    }
    return "a product";
}

std::string label(ProductClass productClass)
{
    if (productClass == ProductClass::FabricElement)
        return "fabric element";
    return productClass == ProductClass::Nic ? "NIC" : std::string(productClassId(productClass));
}

std::string gbps(int speed)
{
    return std::to_string(speed) + " Gb/s";
}

std::string quoted(const std::string& id)
{
    return "\"" + id + "\"";
}

/// Speeds must match across the three products, so changing speed means changing them at once.
const std::string kTogether =
    "; change switch, NIC and optics together (one fabrictco-cli set command can name all three)";

std::string detail(const ProductFault& f)
{
    switch (f.problem) {
    case ProductProblem::NotInCatalog: {
        std::string known;
        for (const std::string& id : f.known)
            known += (known.empty() ? "" : ", ") + id;
        return "no product " + quoted(f.productId.substr(0, 60)) + " in the catalog (" +
               std::string(productClassId(f.productClass)) +
               " products for this fabric: " + (known.empty() ? "none" : known) + ")";
    }
    case ProductProblem::WrongClass:
        return quoted(f.productId) + " is " + className(f.actualClass) + ", not " +
               className(f.productClass);
    case ProductProblem::WrongFabric:
        return label(f.productClass) + " " + quoted(f.productId) + " is for " +
               std::string(fabricName(f.productFabric)) + " only, and this plan is " +
               std::string(fabricName(f.planFabric));
    case ProductProblem::NicFasterThanSwitch:
        return "NIC " + quoted(f.productId) + " runs at " + gbps(f.speedGbps) +
               ", faster than the " + gbps(f.otherSpeedGbps) + " ports of switch " +
               quoted(f.otherId) + kTogether;
    case ProductProblem::LinksDoNotFitPorts:
        return "links of " + gbps(f.speedGbps) + " do not fit the " + gbps(f.otherSpeedGbps) +
               " ports of switch " + quoted(f.otherId) +
               " (a port splits into links of 1/2, 1/4, ... of its speed)" + kTogether;
    case ProductProblem::OpticsSpeedMismatch:
        return "optics " + quoted(f.productId) + " carry " + gbps(f.speedGbps) +
               " links, but the plan's links run at " + gbps(f.otherSpeedGbps) + kTogether;
    }
    return "the products do not fit";
}

} // namespace

std::string englishMessage(const ProductFault& fault)
{
    return "plan " + quoted(fault.planId) + ": " + detail(fault);
}

} // namespace fabrictco
