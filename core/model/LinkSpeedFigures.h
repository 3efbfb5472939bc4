// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace fabrictco {

/// Which catalog figures depend on the link speed (issue 36: a custom-hardware plan gave the same
/// figures at 100, 400 and 800G). A switch, NIC, module or cable sold for 800G is another part
/// at another price than the 400G one. A catalog entry without "speed_gbps" is the figure at the
/// reference speed, 400G (NDR / 400GbE, where most public prices are); an entry with
/// "speed_gbps" is the figure at that speed, preferred for a plan whose links run at it. At a
/// speed the catalog has no figure for, the figure at the nearest speed stands (Catalog::find)
/// and the input's source says so (ParameterSourceText): replace it with a quote.
class LinkSpeedFigures
{
public:
    /// The speed of the catalog's figures that name none.
    static constexpr int kReferenceGbps = 400;
    /// Whether `key` is a price or power figure of a part sold per link speed.
    static bool dependsOnSpeed(std::string_view key);
};

} // namespace fabrictco
