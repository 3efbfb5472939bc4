// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/BomError.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace fabrictco {

/// Why a fabric cannot be built (BomError's code and figures) in the installed language, as
/// the window shows it beside the field at fault: "must be an even whole number from 4 to 256
/// (got 5)", "2,000 nodes × 8 rails + 0 extra endpoints need 16,000 endpoints, ...".
class BomErrorText
{
    Q_DECLARE_TR_FUNCTIONS(BomErrorText)
public:
    static QString message(const BomError& error);
    /// The first year's most nodes when the cluster grows: `nodes` in year 1 reach the fabric's
    /// limit (the error's own figure) by year `lastYear`.
    struct FirstYearLimit
    {
        int nodes = 0;
        int lastYear = 0;
    };
    /// As message(); too many nodes for a growing cluster say the first year's accepted range
    /// (`withGrowth`), not the fabric's limit alone, so the field gives one number.
    static QString message(const BomError& error, std::optional<FirstYearLimit> withGrowth);
    /// The accepted values of a design field: "a whole number from 1 to 1,024".
    static QString range(const std::string& field);
};

} // namespace fabrictco
