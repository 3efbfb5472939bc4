// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/LineLabel.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// A cost line's label ("Expansion: leaf switches", "Residual value: NIC ports bought in year 5")
/// in the installed language, from the engine's LineLabel: what is paid for, on what, and for a
/// residual value the year of purchase. English is englishLabel()'s text, word for word.
class LineItemText
{
    Q_DECLARE_TR_FUNCTIONS(LineItemText)
public:
    static QString label(const LineLabel& label);
    static QString kind(LineKind kind);
    static QString subject(LineSubject subject);
};

} // namespace fabrictco
