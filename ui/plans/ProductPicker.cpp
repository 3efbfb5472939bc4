// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ProductPicker.h"

#include "presentation/CatalogText.h"
#include "presentation/EnumText.h"
#include "presentation/PlainText.h"
#include "presentation/ProductText.h"
#include "ui/common/Palette.h"
#include "ui/common/WheelGuard.h"

#include <QSignalBlocker>

namespace fabrictco::ui {

ProductPicker::ProductPicker(ProductClass productClass, QWidget* parent)
    : QComboBox(parent), m_class(productClass)
{
    // Product names are long; plan columns are narrow. The full name is in the tooltip.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(10);
    WheelGuard::install(this);
    connect(this, &QComboBox::activated, this,
            [this](int index) { Q_EMIT productPicked(itemData(index).toString().toStdString()); });
}

void ProductPicker::setChoices(const Catalog& catalog, Fabric fabric, const std::string& currentId)
{
    const QSignalBlocker block(this);
    clear();
    for (const Product& product : catalog.products()) {
        if (product.productClass != m_class || !product.serves(fabric))
            continue;
        const QString name = ProductText::name(product);
        addItem(name, QString::fromStdString(product.id));
        setItemData(count() - 1,
                    tr("%1\n%2, %3 (%4)")
                        .arg(name, CatalogText::source(product),
                             QString::fromStdString(product.date),
                             EnumText::confidence(product.confidence)),
                    Qt::ToolTipRole);
    }
    if (!currentId.empty() && findData(QString::fromStdString(currentId)) < 0)
        addItem(tr("%1 (not in the catalog)").arg(QString::fromStdString(currentId)),
                QString::fromStdString(currentId));
    addItem(ProductText::custom(), QString());
    setItemData(count() - 1,
                tr("Your own figures: the plan's radix, link speed and optics fields and the "
                   "catalog's generic prices"),
                Qt::ToolTipRole);
    setCurrentIndex(findData(QString::fromStdString(currentId)));
    m_toolTip = itemData(currentIndex(), Qt::ToolTipRole).toString();
    setAccessibleName(ProductText::className(m_class));
    setToolTip(m_toolTip);
}

std::string ProductPicker::currentProductId() const
{
    return currentData().toString().toStdString();
}

void ProductPicker::setProblem(const QString& problem)
{
    setStyleSheet(problem.isEmpty() ? QString() : Palette::errorTextStyle());
    // Rich text wraps at a width, also Chinese, which has no spaces to wrap at; the product
    // names in it may come from a document's own catalog, so it is escaped.
    setToolTip(problem.isEmpty() ? m_toolTip : PlainText::forRichTextGuess(problem));
}

} // namespace fabrictco::ui
