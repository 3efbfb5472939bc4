// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ProductText.h"

namespace fabrictco {

namespace {

// Every product name of data/catalog.json, word for word (ProductTextTest fails when the
// catalog gains a product that is not listed here).
constexpr const char* kNames[] = {
    QT_TRANSLATE_NOOP("ProductText", "InfiniBand NDR 64 x 400G (QM9700 class)"),
    QT_TRANSLATE_NOOP("ProductText", "InfiniBand XDR 144 x 800G (Quantum-X800 Q3400 class)"),
    QT_TRANSLATE_NOOP(
        "ProductText",
        "InfiniBand XDR 36 x 800G (Quantum-X800 Q3200 class, one of its two switches)"),
    QT_TRANSLATE_NOOP("ProductText", "InfiniBand XDR 144 x 800G (Quantum-X Photonics Q3450 "
                                     "class), co-packaged optics"),
    QT_TRANSLATE_NOOP("ProductText", "Spectrum-4 64 x 800G (SN5600 class, Spectrum-X)"),
    QT_TRANSLATE_NOOP("ProductText", "Tomahawk 5 white box 64 x 800G"),
    QT_TRANSLATE_NOOP("ProductText", "Tomahawk 5 white box 128 x 400G"),
    QT_TRANSLATE_NOOP("ProductText", "Tomahawk 6 white box 128 x 800G (102.4 Tb/s)"),
    QT_TRANSLATE_NOOP("ProductText", "Spectrum-X Photonics 128 x 800G (Spectrum-6 SN6810 class), "
                                     "co-packaged optics"),
    QT_TRANSLATE_NOOP("ProductText", "Scheduled fabric leaf, Jericho3-AI 18 x 800G + 20 fabric "
                                     "ports (Arista 7700R4 class)"),
    QT_TRANSLATE_NOOP("ProductText",
                      "Ramon3 scheduled fabric element 128 x 800G (Arista 7720R4 class)"),
    QT_TRANSLATE_NOOP("ProductText", "ConnectX-7 400G (one port)"),
    QT_TRANSLATE_NOOP("ProductText", "BlueField-3 SuperNIC 400G (Spectrum-X)"),
    QT_TRANSLATE_NOOP("ProductText", "ConnectX-8 SuperNIC 800G"),
    QT_TRANSLATE_NOOP("ProductText", "Broadcom Thor Ultra 800G (Ultra Ethernet)"),
    QT_TRANSLATE_NOOP("ProductText", "ConnectX-9 SuperNIC 800G (Rubin generation)"),
    QT_TRANSLATE_NOOP("ProductText", "AMD Pensando Pollara 400 (Ultra Ethernet ready)"),
    QT_TRANSLATE_NOOP("ProductText", "OSFP 400G single-port module"),
    QT_TRANSLATE_NOOP("ProductText", "OSFP 800G twin-port (2 x 400G) module, third-party"),
    QT_TRANSLATE_NOOP("ProductText",
                      "OSFP 800G twin-port (2 x 400G) module, vendor-branded (LinkX class)"),
    QT_TRANSLATE_NOOP("ProductText",
                      "OSFP 800G twin-port (2 x 400G) linear-drive (LPO) module, third-party"),
    QT_TRANSLATE_NOOP("ProductText", "OSFP 1.6T twin-port (2 x 800G) module"),
};

} // namespace

QString ProductText::className(ProductClass productClass)
{
    switch (productClass) {
    case ProductClass::Switch:
        return tr("Switch");
    case ProductClass::Nic:
        return tr("NIC");
    case ProductClass::Optics:
        return tr("Optics");
    case ProductClass::FabricElement:
        return tr("Fabric element");
    }
    return {};
}

QString ProductText::name(const Product& product)
{
    for (const char* source : kNames) {
        if (product.name == source)
            return tr(source);
    }
    return QString::fromStdString(product.name);
}

QString ProductText::custom()
{
    return tr("Custom");
}

QStringList ProductText::sourceNames()
{
    QStringList names;
    for (const char* source : kNames)
        names << QString::fromUtf8(source);
    return names;
}

} // namespace fabrictco
