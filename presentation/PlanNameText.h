// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/PlanEdits.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Why a name cannot be a plan's (PlanEdits::checkName), in the reader's language: the window
/// says it beside the name being typed, `fabrictco-cli plan` as its error.
class PlanNameText
{
    Q_DECLARE_TR_FUNCTIONS(PlanNameText)
public:
    /// Empty when the name can be used.
    static QString problem(const PlanEdits::NameCheck& check, const QString& name);
};

} // namespace fabrictco
