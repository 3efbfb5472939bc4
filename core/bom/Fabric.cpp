// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/Fabric.h"

namespace fabrictco {

std::string_view fabricId(Fabric fabric)
{
    switch (fabric) {
    case Fabric::InfiniBand:
        return "ib";
    case Fabric::RoCE:
        return "roce";
    }
    return "ib"; // unreachable: every enumerator is handled above
}

std::string_view fabricName(Fabric fabric)
{
    return fabric == Fabric::InfiniBand ? "InfiniBand" : "RoCE";
}

std::optional<Fabric> fabricFromId(std::string_view id)
{
    if (id == "ib")
        return Fabric::InfiniBand;
    if (id == "roce")
        return Fabric::RoCE;
    return std::nullopt;
}

} // namespace fabrictco
