// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CostCategoryText.h"

namespace fabrictco {

QString CostCategoryText::name(CostCategory category)
{
    switch (category) {
    case CostCategory::Hardware:
        return tr("Hardware");
    case CostCategory::Licensing:
        return tr("Licences and support");
    case CostCategory::Power:
        return tr("Power and cooling");
    case CostCategory::Staff:
        return tr("Staff expertise");
    case CostCategory::Jitter:
        return tr("Jitter and congestion");
    case CostCategory::Incidents:
        return tr("Incidents");
    case CostCategory::Rearchitecture:
        return tr("Re-architecture risk");
    }
    return {};
}

QStringList CostCategoryText::names()
{
    QStringList result;
    for (CostCategory category : allCostCategories())
        result << name(category);
    return result;
}

} // namespace fabrictco
