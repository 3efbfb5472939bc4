// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/DesignField.h"

#include <vector>

namespace fabrictco {

/// Every numeric and yes/no input of a FabricDesign (all but the fabric), in the order the
/// window and `bom --help` show them. The one place a design field's names and range are written.
class DesignFieldRegistry
{
public:
    static const std::vector<DesignField>& all();
    static const DesignField* byKey(std::string_view key);
    static const DesignField* byColumn(std::string_view column);
    static const DesignField* byOption(std::string_view option);
    /// Throws BomError(field key, OutOfRange) for the first field out of range.
    static void check(const FabricDesign& design);
};

} // namespace fabrictco
