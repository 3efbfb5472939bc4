// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ProductErrorText.h"

#include "presentation/ProductText.h"

#include <QLocale>
#include <QStringList>

namespace fabrictco {

namespace {

/// "NDR Quantum-2 QM9700 (ib-ndr-qm9700)" for a product the catalog has; the id alone otherwise
/// (an id from someone else's file: cut, it is only a hint).
QString product(const std::string& id, const Catalog* catalog)
{
    const Product* found = catalog ? catalog->findProduct(id) : nullptr;
    if (!found)
        return QString::fromStdString(id.substr(0, 60));
    return QStringLiteral("%1 (%2)").arg(ProductText::name(*found), QString::fromStdString(id));
}

QString gbps(int speed)
{
    return ProductErrorText::tr("%1 Gb/s").arg(speed);
}

} // namespace

QString ProductErrorText::message(const ProductFault& f, const Catalog* catalog)
{
    //: Speeds must match across the plan's switch, NIC and optics.
    const QString together = tr("pick switch, NIC and optics of the same speed");
    switch (f.problem) {
    case ProductProblem::NotInCatalog: {
        QStringList known;
        for (const std::string& id : f.known)
            known << product(id, catalog);
        const QString choices = known.isEmpty() ? tr("none") : QLocale().createSeparatedList(known);
        //: %1 the product id, %2 the product class (Switch, NIC, Optics), %3 the choices.
        //: A document from another computer may pick a product of that computer's organisation
        //: catalog, which this one does not have.
        return tr("the catalog has no product \"%1\" (%2 products for this fabric: %3); if the "
                  "document comes from another computer, its organisation's catalog may have "
                  "it")
            .arg(product(f.productId, nullptr), ProductText::className(f.productClass), choices);
    }
    case ProductProblem::WrongClass:
        return tr("%1 is not a %2 product but a %3 product")
            .arg(product(f.productId, catalog), ProductText::className(f.productClass),
                 ProductText::className(f.actualClass));
    case ProductProblem::WrongFabric:
        return tr("%1 is for %2 only, and this plan is %3")
            .arg(product(f.productId, catalog), QString::fromLatin1(fabricName(f.productFabric)),
                 QString::fromLatin1(fabricName(f.planFabric)));
    case ProductProblem::NicFasterThanSwitch:
        //: %1 the NIC, %2 its speed, %3 the switch's port speed, %4 the switch, %5 the advice.
        return tr("NIC %1 runs at %2, faster than the %3 ports of switch %4: %5")
            .arg(product(f.productId, catalog), gbps(f.speedGbps), gbps(f.otherSpeedGbps),
                 product(f.otherId, catalog), together);
    case ProductProblem::LinksDoNotFitPorts:
        return tr("links of %1 do not fit the %2 ports of switch %3 (a port splits into links of "
                  "1/2, 1/4, … of its speed): %4")
            .arg(gbps(f.speedGbps), gbps(f.otherSpeedGbps), product(f.otherId, catalog), together);
    case ProductProblem::OpticsSpeedMismatch:
        return tr("optics %1 carry %2 links, but the plan's links run at %3: %4")
            .arg(product(f.productId, catalog), gbps(f.speedGbps), gbps(f.otherSpeedGbps),
                 together);
    }
    return QString::fromStdString(englishMessage(f));
}

} // namespace fabrictco
