// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EquipmentText.h"

namespace fabrictco {

QString EquipmentText::counted(Equipment equipment)
{
    //: "counted": the noun after a figure; Chinese adds its measure word (12 台叶交换机).
    switch (equipment) {
    case Equipment::LeafSwitches:
        return tr("leaf switches", "counted");
    case Equipment::SpineSwitches:
        return tr("spine switches", "counted");
    case Equipment::CoreSwitches:
        return tr("core switches", "counted");
    case Equipment::SpareSwitches:
        return tr("spare switches", "counted");
    case Equipment::Switches:
        return tr("switches", "counted");
    case Equipment::NicPorts:
        return tr("NIC ports", "counted");
    case Equipment::CopperCables:
        return tr("copper cables", "counted");
    case Equipment::ActiveCopperCables:
        return tr("active copper cables", "counted");
    case Equipment::ActiveOpticalCables:
        return tr("active optical cables", "counted");
    case Equipment::FibrePatchCables:
        return tr("fibre patch cables", "counted");
    case Equipment::Cables:
        return tr("cables", "counted");
    case Equipment::Transceivers:
        return tr("transceivers", "counted");
    }
    return QString::fromUtf8(englishName(equipment).data(),
                             qsizetype(englishName(equipment).size()));
}

QString EquipmentText::countedOne(Equipment equipment)
{
    //: "counted, one": the noun after the figure 1 ("1 spare switch"); Chinese as "counted".
    switch (equipment) {
    case Equipment::LeafSwitches:
        return tr("leaf switch", "counted, one");
    case Equipment::SpineSwitches:
        return tr("spine switch", "counted, one");
    case Equipment::CoreSwitches:
        return tr("core switch", "counted, one");
    case Equipment::SpareSwitches:
        return tr("spare switch", "counted, one");
    case Equipment::Switches:
        return tr("switch", "counted, one");
    case Equipment::NicPorts:
        return tr("NIC port", "counted, one");
    case Equipment::CopperCables:
        return tr("copper cable", "counted, one");
    case Equipment::ActiveCopperCables:
        return tr("active copper cable", "counted, one");
    case Equipment::ActiveOpticalCables:
        return tr("active optical cable", "counted, one");
    case Equipment::FibrePatchCables:
        return tr("fibre patch cable", "counted, one");
    case Equipment::Cables:
        return tr("cable", "counted, one");
    case Equipment::Transceivers:
        return tr("transceiver", "counted, one");
    }
    return QString::fromUtf8(englishNameOfOne(equipment).data(),
                             qsizetype(englishNameOfOne(equipment).size()));
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
    case Equipment::SpareSwitches:
        return tr("spare switches");
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
