// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/ModelContext.h"

#include <array>
#include <string>

namespace fabrictco {

/// Writes the terms that follow the installed equipment: hardware purchases (initial, expansion,
/// re-cabling when growth adds a tier, refresh at end of life, installation, residual value),
/// licences and support, and power.
class HardwareCostTerms
{
public:
    /// The priced item classes of a bill of materials.
    enum Item
    {
        LeafSwitch,
        SpineSwitch,
        CoreSwitch,
        SpareSwitch,
        FabricElement, ///< a scheduled fabric's elements
        SpareFabricElement,
        Nic,
        CopperCable,
        AecCable,
        AocCable,
        OpticalCable,
        Transceiver
    };
    static constexpr int kItemCount = 12;
    using Counts = std::array<std::int64_t, kItemCount>;

    /// Installed counts per item class, spares included (spare switches are their own class,
    /// and so are a scheduled fabric's spare elements).
    static Counts counts(const Bom& bom);
    static const std::string& priceKey(Item item);
    /// What the item is: what a formula counts (nounOf) and what a line pays for (subjectOf).
    static Equipment equipment(Item item);
    static bool isCabling(Item item) { return item >= CopperCable; }

    static void append(ModelContext& context);

private:
    static void appendPurchases(ModelContext& context);
    static void appendLicences(ModelContext& context, int year);
    static void appendPower(ModelContext& context, int year);
};

} // namespace fabrictco
