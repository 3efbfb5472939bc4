// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace fabrictco {

/// The TCO engine's line-item labels ("Expansion: leaf switches", "Residual value: NIC ports
/// bought in year 5") in the installed language. Core composes them in English from a fixed
/// vocabulary; this translates each part it knows and keeps any part it does not know as the
/// engine wrote it, so a new label is never lost, only left in English.
class LineItemText
{
    Q_DECLARE_TR_FUNCTIONS(LineItemText)
public:
    static QString label(const std::string& engineLabel);
};

} // namespace fabrictco
