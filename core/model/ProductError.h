// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/Product.h"
#include "core/model/ResolvedParameters.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Why a plan's products cannot be used, as a code.
enum class ProductProblem
{
    NotInCatalog,        ///< productId is not in the catalog; `known` lists the candidates
    WrongClass,          ///< productId is of actualClass, not productClass
    WrongFabric,         ///< productId serves productFabric only
    NicFasterThanSwitch, ///< NIC productId at speed, switch otherId at otherSpeed
    LinksDoNotFitPorts,  ///< links at speed on switch otherId's otherSpeed ports
    OpticsSpeedMismatch, ///< optics productId carry speed, the plan's links run at otherSpeed
};

/// What is wrong with a plan's products, with the ids and figures the words need:
/// presentation/ProductErrorText words it in the reader's language, englishMessage() in the
/// engine's English (the CLI).
struct ProductFault
{
    ProductProblem problem = ProductProblem::NotInCatalog;
    std::string planId;
    Fabric planFabric = Fabric::InfiniBand;
    ProductClass productClass = ProductClass::Switch; ///< the class the plan asked for
    std::string productId;
    ProductClass actualClass = ProductClass::Switch; ///< WrongClass
    Fabric productFabric = Fabric::InfiniBand;       ///< WrongFabric
    std::string otherId;                             ///< the switch the speeds are compared with
    int speedGbps = 0;
    int otherSpeedGbps = 0;
    std::vector<std::string> known; ///< NotInCatalog: products of the class for the fabric

    bool operator==(const ProductFault&) const = default;
};

/// "plan "ib": NIC "cx8" runs at 800 Gb/s, faster than ..."; the hint to change the products
/// together names the CLI's `set`, as the CLI is where this English is read.
std::string englishMessage(const ProductFault& fault);

/// A plan names a product that does not exist, is of the wrong class or fabric, or does not fit
/// the other products (a NIC faster than the switch ports). A ResolutionError, so everything
/// that prices a plan reports it the same way.
class ProductError : public ResolutionError
{
public:
    explicit ProductError(ProductFault fault)
        : ResolutionError(englishMessage(fault)), m_fault(std::move(fault))
    {
    }
    const ProductFault& fault() const { return m_fault; }

private:
    ProductFault m_fault;
};

} // namespace fabrictco
