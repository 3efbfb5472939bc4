// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductSelection.h"

#include "core/model/DefaultProducts.h"

namespace fabrictco {

namespace {

std::string fabricName(Fabric fabric)
{
    return fabric == Fabric::InfiniBand ? "InfiniBand" : "RoCE";
}

std::string className(ProductClass productClass)
{
    switch (productClass) {
    case ProductClass::Switch:
        return "a switch";
    case ProductClass::Nic:
        return "a NIC";
    case ProductClass::Optics:
        return "optics";
    }
    return "a product";
}

std::string label(ProductClass productClass)
{
    return productClass == ProductClass::Nic ? "NIC" : std::string(productClassId(productClass));
}

std::string gbps(int speed)
{
    return std::to_string(speed) + " Gb/s";
}

const Product* lookUp(const PlanSpec& plan, const Catalog& catalog, ProductClass wanted)
{
    const std::string& id = plan.products.id(wanted);
    if (id.empty())
        return nullptr;
    const std::string prefix = "plan \"" + plan.id + "\": ";
    const Product* product = catalog.findProduct(id);
    if (!product) {
        std::string known;
        for (const Product& candidate : catalog.products()) {
            if (candidate.productClass == wanted && candidate.serves(plan.fabric()))
                known += (known.empty() ? "" : ", ") + candidate.id;
        }
        throw ProductError(prefix + "no product \"" + id.substr(0, 60) + "\" in the catalog (" +
                           std::string(productClassId(wanted)) +
                           " products for this fabric: " + (known.empty() ? "none" : known) + ")");
    }
    if (product->productClass != wanted)
        throw ProductError(prefix + "\"" + id + "\" is " + className(product->productClass) +
                           ", not " + className(wanted));
    if (!product->serves(plan.fabric()))
        throw ProductError(prefix + label(wanted) + " \"" + id + "\" is for " +
                           fabricName(*product->fabric) + " only, and this plan is " +
                           fabricName(plan.fabric()));
    return product;
}

} // namespace

/// Speeds must match across the three products, so changing speed means changing them at once.
const std::string kTogether =
    "; change switch, NIC and optics together (one fabrictco-cli set command can name all three)";

SelectedProducts ProductSelection::select(const PlanSpec& plan, const Catalog& catalog)
{
    SelectedProducts selected;
    selected.switchProduct = lookUp(plan, catalog, ProductClass::Switch);
    selected.nic = lookUp(plan, catalog, ProductClass::Nic);
    selected.optics = lookUp(plan, catalog, ProductClass::Optics);
    const std::string prefix = "plan \"" + plan.id + "\": ";
    if (selected.switchProduct && selected.nic &&
        selected.nic->speedGbps > selected.switchProduct->speedGbps) {
        throw ProductError(prefix + "NIC \"" + selected.nic->id + "\" runs at " +
                           gbps(selected.nic->speedGbps) + ", faster than the " +
                           gbps(selected.switchProduct->speedGbps) + " ports of switch \"" +
                           selected.switchProduct->id + "\"" + kTogether);
    }
    return selected;
}

FabricDesign ProductSelection::design(const PlanSpec& plan, const Catalog& catalog)
{
    FabricDesign design = plan.design;
    if (plan.products.isCustom())
        return design;
    const SelectedProducts selected = select(plan, catalog);
    const std::string prefix = "plan \"" + plan.id + "\": ";
    if (selected.nic)
        design.linkSpeedGbps = selected.nic->speedGbps;
    if (const Product* sw = selected.switchProduct) {
        const int link = design.linkSpeedGbps;
        if (link < 1 || link > sw->speedGbps || sw->speedGbps % link != 0)
            throw ProductError(prefix + "links of " + gbps(link) + " do not fit the " +
                               gbps(sw->speedGbps) + " ports of switch \"" + sw->id +
                               "\" (a port splits into links of 1/2, 1/4, ... of its speed)" +
                               kTogether);
        design.switchRadix = sw->ports * (sw->speedGbps / link);
    }
    if (const Product* optics = selected.optics) {
        if (optics->speedGbps != design.linkSpeedGbps)
            throw ProductError(prefix + "optics \"" + optics->id + "\" carry " +
                               gbps(optics->speedGbps) + " links, but the plan's links run at " +
                               gbps(design.linkSpeedGbps) + kTogether);
        design.twinPortTransceivers = optics->twinPort;
    }
    return design;
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
    if (problem(changed, catalog).empty())
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
    if (problem(changed, catalog).empty())
        apply(changed, catalog);
    return changed;
}

std::string ProductSelection::problem(const PlanSpec& plan, const Catalog& catalog)
{
    try {
        design(plan, catalog);
    } catch (const ProductError& e) {
        return e.what();
    }
    return {};
}

} // namespace fabrictco
