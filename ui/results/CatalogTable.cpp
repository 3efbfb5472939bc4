// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/CatalogTable.h"

#include "core/model/Catalog.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/MoneyFormat.h"
#include "ui/common/Labels.h"
#include "presentation/ParameterText.h"

#include <QHeaderView>
#include <QTableWidget>

namespace fabrictco::ui {

void CatalogTable::fill(QTableWidget& table, const Catalog& catalog)
{
    const MoneyFormat format{QLocale()};
    table.clear();
    table.verticalHeader()->setVisible(false);
    table.setColumnCount(7);
    table.setHorizontalHeaderLabels({tr("Input"), tr("Fabric"), tr("Default"), tr("Unit"),
                                     tr("Source"), tr("Date"), tr("Confidence")});
    table.setRowCount(static_cast<int>(catalog.entries().size()));
    int row = 0;
    for (const CatalogEntry& entry : catalog.entries()) {
        const ParameterSpec* spec = ParameterRegistry::instance().find(entry.key);
        auto set = [&](int column, const QString& text, const QString& exact = QString()) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            if (!exact.isEmpty())
                item->setData(Qt::UserRole, exact);
            if (column == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table.setItem(row, column, item);
        };
        const int factor = spec ? ParameterText::displayFactor(*spec) : 1;
        const Decimal shown = entry.value.value.times(factor);
        set(0, spec ? ParameterText::label(*spec) : QString::fromStdString(entry.key));
        table.item(row, 0)->setToolTip(spec ? ParameterText::description(*spec) : QString());
        set(1, entry.fabric ? Labels::fabric(*entry.fabric) : tr("both"));
        const std::string canonical = shown.toString();
        const auto point = canonical.find('.');
        const int places = point == std::string::npos ? 0 : int(canonical.size() - point - 1);
        set(2, format.formatDecimal(shown, places), QString::fromStdString(canonical));
        const Currency currency = entry.value.currency.value_or(Currency::usd());
        set(3, spec ? ParameterText::unit(*spec, currency) : QString());
        set(4, QString::fromStdString(entry.source));
        set(5, QString::fromStdString(entry.date));
        set(6, ParameterText::confidence(entry.confidence));
        ++row;
    }
    table.horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table.horizontalHeader()->setStretchLastSection(true);
}

} // namespace fabrictco::ui
