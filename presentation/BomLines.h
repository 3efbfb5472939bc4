// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/bom/Equipment.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <span>

namespace fabrictco {

/// The lines of a bill of materials, in the one order and with the one label that the window's
/// table, the report's appendix, the spreadsheet's sheet and `fabrictco-cli bom` all show. The
/// items bought (switches, NIC ports, cables, transceivers) are counted with their spares.
class BomLines
{
    Q_DECLARE_TR_FUNCTIONS(BomLines)
public:
    /// The topology's lines, then one line per item of Equipment, in its order (lineOf).
    enum class Line : std::uint8_t
    {
        Nodes,
        Tiers,
        Endpoints,
        MaxEndpoints,
        Headroom,
        FirstEquipment,
    };
    static constexpr Line lineOf(Equipment equipment)
    {
        return EquipmentRange<Line, Line::FirstEquipment>::of(equipment);
    }
    static constexpr std::optional<Equipment> equipmentOf(Line line)
    {
        return EquipmentRange<Line, Line::FirstEquipment>::equipmentOf(line);
    }

    /// Installed and spare items of a line that buys spares.
    struct Split
    {
        std::int64_t installed = 0;
        std::int64_t spares = 0;
    };

    /// Every line, in table order.
    static std::span<const Line> all();
    static QString label(Line line);
    /// The line's count in `bom`, spares included where the line buys any.
    static std::int64_t count(Line line, const Bom& bom);
    /// Installed and spares apart, for the lines of items bought with spares; none otherwise.
    static std::optional<Split> split(Line line, const Bom& bom);
    /// A total of the lines above it: shown emphasised.
    static bool isTotal(Line line);
    /// A cable kind most fabrics never use (AEC, AOC): left out of a table where no plan has any.
    static bool hiddenWhenZero(Line line);
    /// Why the count is what it is where the design alone does not say (a cable kind not sold at
    /// the link speed: CableReachText); empty otherwise.
    static QString note(Line line, const Bom& bom);
    /// One sentence for under or over a table: spares are counted in.
    static QString sparesIncluded();
};

} // namespace fabrictco
