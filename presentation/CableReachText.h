// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Why a bill of materials has no passive copper or no active optical cables where the design
/// allows them: none is sold at the plan's link speed, or the switches' optics are co-packaged
/// (CableReach). Translation context:
/// "CableReachText".
class CableReachText
{
    Q_DECLARE_TR_FUNCTIONS(CableReachText)

public:
    /// Empty when the design's DAC reach holds; the co-packaged optics sentence when the
    /// switches have them (it explains every cable kind, so activeOptical() is then empty).
    static QString copper(const Bom& bom);
    /// Empty when the design's AOC reach holds.
    static QString activeOptical(const Bom& bom);
};

} // namespace fabrictco
