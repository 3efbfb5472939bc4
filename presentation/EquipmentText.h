// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Equipment.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// The equipment's nouns in the installed language, once for every text that names it: a
/// formula's count ("12 leaf switches", in Chinese with its measure word: 12 台叶交换机) and a
/// cost line's subject ("Expansion: leaf switches", 扩容：叶交换机). English is englishName()'s.
class EquipmentText
{
    Q_DECLARE_TR_FUNCTIONS(EquipmentText)
public:
    /// What a count counts, after its figure; `one`: after the figure 1 ("1 spare switch").
    static QString counted(Equipment equipment, bool one = false);
    /// What a line pays for.
    static QString name(Equipment equipment);
};

} // namespace fabrictco
