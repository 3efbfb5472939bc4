// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ProductLines.h"

#include <QStringList>

namespace fabrictco::cli {

QString ProductLines::text(const PlanSpec& plan, const Catalog& catalog)
{
    if (plan.products.isCustom())
        return QStringLiteral("custom hardware (own radix, link speed and generic catalog prices)");
    QStringList parts;
    for (ProductClass c : kAllProductClasses) {
        const QString label = c == ProductClass::Switch ? QStringLiteral("switch")
                              : c == ProductClass::Nic  ? QStringLiteral("NIC")
                                                        : QStringLiteral("optics");
        const std::string& id = plan.products.id(c);
        if (id.empty()) {
            parts << label + QStringLiteral(" custom");
            continue;
        }
        const Product* product = catalog.findProduct(id);
        parts << label + QLatin1Char(' ') + QString::fromStdString(id) +
                     (product ? QStringLiteral(" (") + QString::fromStdString(product->name) +
                                    QLatin1Char(')')
                              : QString());
    }
    return parts.join(QStringLiteral("; "));
}

QJsonObject ProductLines::json(const PlanSpec& plan)
{
    QJsonObject o;
    for (ProductClass c : kAllProductClasses)
        o.insert(QString::fromUtf8(productClassId(c).data()),
                 QString::fromStdString(plan.products.id(c)));
    return o;
}

} // namespace fabrictco::cli
