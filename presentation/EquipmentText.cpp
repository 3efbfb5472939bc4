// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EquipmentText.h"

namespace fabrictco {

QString EquipmentText::counted(Equipment equipment, bool one)
{
    //: "counted": the noun after a figure; Chinese adds its measure word (12 台叶交换机).
    //: "counted, one": the same after the figure 1 ("1 spare switch"); Chinese as "counted".
    switch (equipment) {
    case Equipment::LeafSwitches:
        return one ? tr("leaf switch", "counted, one") : tr("leaf switches", "counted");
    case Equipment::SpineSwitches:
        return one ? tr("spine switch", "counted, one") : tr("spine switches", "counted");
    case Equipment::CoreSwitches:
        return one ? tr("core switch", "counted, one") : tr("core switches", "counted");
    case Equipment::FabricElements:
        return one ? tr("fabric element", "counted, one") : tr("fabric elements", "counted");
    case Equipment::SpareSwitches:
        return one ? tr("spare switch", "counted, one") : tr("spare switches", "counted");
    case Equipment::SpareFabricElements:
        return one ? tr("spare fabric element", "counted, one")
                   : tr("spare fabric elements", "counted");
    case Equipment::Switches:
        return one ? tr("switch", "counted, one") : tr("switches", "counted");
    case Equipment::NicPorts:
        return one ? tr("NIC port", "counted, one") : tr("NIC ports", "counted");
    case Equipment::CopperCables:
        return one ? tr("copper cable", "counted, one") : tr("copper cables", "counted");
    case Equipment::ActiveCopperCables:
        return one ? tr("active copper cable", "counted, one")
                   : tr("active copper cables", "counted");
    case Equipment::ActiveOpticalCables:
        return one ? tr("active optical cable", "counted, one")
                   : tr("active optical cables", "counted");
    case Equipment::FibrePatchCables:
        return one ? tr("fibre patch cable", "counted, one") : tr("fibre patch cables", "counted");
    case Equipment::Cables:
        return one ? tr("cable", "counted, one") : tr("cables", "counted");
    case Equipment::Transceivers:
        return one ? tr("transceiver", "counted, one") : tr("transceivers", "counted");
    }
    const std::string_view english = one ? englishNameOfOne(equipment) : englishName(equipment);
    return QString::fromUtf8(english.data(), qsizetype(english.size()));
}

QString EquipmentText::name(Equipment equipment)
{
    switch (equipment) {
    case Equipment::LeafSwitches:
        return tr("leaf switches");
    case Equipment::SpineSwitches:
        return tr("spine switches");
    case Equipment::CoreSwitches:
        return tr("core switches");
    case Equipment::FabricElements:
        return tr("fabric elements");
    case Equipment::SpareSwitches:
        return tr("spare switches");
    case Equipment::SpareFabricElements:
        return tr("spare fabric elements");
    case Equipment::Switches:
        return tr("switches");
    case Equipment::NicPorts:
        return tr("NIC ports");
    case Equipment::CopperCables:
        return tr("copper cables");
    case Equipment::ActiveCopperCables:
        return tr("active copper cables");
    case Equipment::ActiveOpticalCables:
        return tr("active optical cables");
    case Equipment::FibrePatchCables:
        return tr("fibre patch cables");
    case Equipment::Cables:
        return tr("cables");
    case Equipment::Transceivers:
        return tr("transceivers");
    }
    return QString::fromUtf8(englishName(equipment).data(),
                             qsizetype(englishName(equipment).size()));
}

} // namespace fabrictco
