// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductSelection.h"

#include "core/model/DefaultProducts.h"

namespace fabrictco {

namespace {

ProductFault fault(const PlanSpec& plan, ProductProblem problem, ProductClass productClass,
                   std::string productId)
{
    ProductFault f;
    f.problem = problem;
    f.planId = plan.id;
    f.planFabric = plan.fabric();
    f.productClass = productClass;
    f.productId = std::move(productId);
    return f;
}

/// The product `id` of class `wanted` for the plan's fabric; nullptr for "" (custom).
const Product* lookUp(const PlanSpec& plan, const Catalog& catalog, ProductClass wanted,
                      const std::string& id)
{
    if (id.empty())
        return nullptr;
    const Product* product = catalog.findProduct(id);
    if (!product) {
        ProductFault f = fault(plan, ProductProblem::NotInCatalog, wanted, id);
        for (const Product& candidate : catalog.products())
            if (candidate.productClass == wanted && candidate.serves(plan.fabric()))
                f.known.push_back(candidate.id);
        throw ProductError(std::move(f));
    }
    if (product->productClass != wanted) {
        ProductFault f = fault(plan, ProductProblem::WrongClass, wanted, id);
        f.actualClass = product->productClass;
        throw ProductError(std::move(f));
    }
    if (!product->serves(plan.fabric())) {
        ProductFault f = fault(plan, ProductProblem::WrongFabric, wanted, id);
        f.productFabric = *product->fabric;
        throw ProductError(std::move(f));
    }
    return product;
}

const Product* lookUp(const PlanSpec& plan, const Catalog& catalog, ProductClass wanted)
{
    return lookUp(plan, catalog, wanted, plan.products.id(wanted));
}

/// A speed problem between `product` and the switch `sw`.
[[noreturn]] void speedFault(const PlanSpec& plan, ProductProblem problem,
                             ProductClass productClass, const std::string& productId, int speed,
                             const std::string& switchId, int otherSpeed)
{
    ProductFault f = fault(plan, problem, productClass, productId);
    f.speedGbps = speed;
    f.otherId = switchId;
    f.otherSpeedGbps = otherSpeed;
    throw ProductError(std::move(f));
}

} // namespace

SelectedProducts ProductSelection::select(const PlanSpec& plan, const Catalog& catalog)
{
    SelectedProducts selected;
    selected.switchProduct = lookUp(plan, catalog, ProductClass::Switch);
    selected.nic = lookUp(plan, catalog, ProductClass::Nic);
    selected.optics = lookUp(plan, catalog, ProductClass::Optics);
    if (const Product* leaf = selected.switchProduct; leaf && leaf->fabricPorts > 0) {
        // A scheduled fabric's leaf comes with its fabric elements, at its own port speed.
        selected.fabricElement =
            lookUp(plan, catalog, ProductClass::FabricElement, leaf->fabricElement);
        if (selected.fabricElement->speedGbps != leaf->speedGbps)
            speedFault(plan, ProductProblem::LinksDoNotFitPorts, ProductClass::FabricElement,
                       selected.fabricElement->id, leaf->speedGbps, selected.fabricElement->id,
                       selected.fabricElement->speedGbps);
    }
    if (selected.switchProduct && selected.nic &&
        selected.nic->speedGbps > selected.switchProduct->speedGbps)
        speedFault(plan, ProductProblem::NicFasterThanSwitch, ProductClass::Nic, selected.nic->id,
                   selected.nic->speedGbps, selected.switchProduct->id,
                   selected.switchProduct->speedGbps);
    return selected;
}

int ProductSelection::linkSpeedGbps(const PlanSpec& plan, const SelectedProducts& selected)
{
    return selected.nic ? selected.nic->speedGbps : plan.design.linkSpeedGbps;
}

FabricDesign ProductSelection::design(const PlanSpec& plan, const Catalog& catalog)
{
    FabricDesign design = plan.design;
    // Only a picked leaf makes a fabric scheduled: custom hardware is a folded Clos.
    design.scheduled = ScheduledFabric{};
    if (plan.products.isCustom())
        return design;
    const SelectedProducts selected = select(plan, catalog);
    design.linkSpeedGbps = linkSpeedGbps(plan, selected);
    if (const Product* sw = selected.switchProduct) {
        const int link = design.linkSpeedGbps;
        if (link < 1 || link > sw->speedGbps || sw->speedGbps % link != 0)
            speedFault(plan, ProductProblem::LinksDoNotFitPorts, ProductClass::Switch, sw->id, link,
                       sw->id, sw->speedGbps);
        const int lanes = sw->speedGbps / link;
        design.switchRadix = sw->ports * lanes;
        design.coPackagedOptics = sw->coPackagedOptics;
        if (const Product* element = selected.fabricElement)
            design.scheduled = {sw->fabricPorts * lanes, element->ports * lanes,
                                sw->fabricMaxEndpoints * lanes};
    }
    if (const Product* optics = selected.optics) {
        if (optics->speedGbps != design.linkSpeedGbps)
            speedFault(plan, ProductProblem::OpticsSpeedMismatch, ProductClass::Optics, optics->id,
                       optics->speedGbps, std::string(), design.linkSpeedGbps);
        design.twinPortTransceivers = optics->twinPort;
    }
    return design;
}

bool ProductSelection::hasFabricElements(const PlanSpec& plan, const Catalog& catalog)
{
    try {
        return select(plan, catalog).fabricElement != nullptr;
    } catch (const ProductError&) {
        return false;
    }
}

std::optional<ProductClass> ProductSelection::decidedBy(std::string_view designFieldKey)
{
    if (designFieldKey == "switchRadix" || designFieldKey == "coPackagedOptics")
        return ProductClass::Switch;
    if (designFieldKey == "linkSpeedGbps")
        return ProductClass::Nic;
    if (designFieldKey == "twinPortTransceivers")
        return ProductClass::Optics;
    return std::nullopt;
}

void ProductSelection::apply(PlanSpec& plan, const Catalog& catalog)
{
    plan.design = design(plan, catalog);
}

PlanSpec ProductSelection::withProduct(const PlanSpec& plan, ProductClass productClass,
                                       const std::string& id, const Catalog& catalog)
{
    PlanSpec changed = plan;
    changed.products.id(productClass) = id;
    if (!problem(changed, catalog))
        apply(changed, catalog);
    return changed;
}

PlanSpec ProductSelection::withFabric(const PlanSpec& plan, Fabric fabric, const Catalog& catalog)
{
    PlanSpec changed = plan;
    changed.design.fabric = fabric;
    if (plan.products.isCustom() || plan.fabric() == fabric)
        return changed;
    changed.products = DefaultProducts::forFabric(fabric);
    if (!problem(changed, catalog))
        apply(changed, catalog);
    return changed;
}

std::optional<ProductFault> ProductSelection::problem(const PlanSpec& plan, const Catalog& catalog)
{
    try {
        design(plan, catalog);
    } catch (const ProductError& e) {
        return e.fault();
    }
    return std::nullopt;
}

} // namespace fabrictco
