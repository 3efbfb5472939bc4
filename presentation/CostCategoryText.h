// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/CostCategory.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// Names of the TCO cost categories for people, in the installed language (context
/// "CostCategoryText"), shared by the charts, the report and the spreadsheets.
class CostCategoryText
{
    Q_DECLARE_TR_FUNCTIONS(CostCategoryText)

public:
    static QString name(CostCategory category);
    /// Every category's name in display order.
    static QStringList names();
};

} // namespace fabrictco
