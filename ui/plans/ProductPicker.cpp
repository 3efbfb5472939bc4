// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ProductPicker.h"

#include "presentation/CatalogText.h"
#include "presentation/EnumText.h"
#include "presentation/PlainText.h"
#include "presentation/ProductText.h"
#include "ui/common/Palette.h"
#include "ui/common/WheelGuard.h"

#include <QAbstractItemView>
#include <QScreen>
#include <QSignalBlocker>
#include <QStylePainter>

#include <algorithm>

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

void ProductPicker::setChoices(const Catalog& catalog, Fabric fabric, const std::string& currentId,
                               bool catalogKnown)
{
    const QSignalBlocker block(this);
    clear();
    for (const Product& product : catalog.products()) {
        if (product.productClass != m_class || !product.serves(fabric))
            continue;
        const QString name = ProductText::name(product);
        addItem(name, QString::fromStdString(product.id));
        QString tip =
            tr("%1\n%2, %3 (%4)")
                .arg(name, CatalogText::source(product), QString::fromStdString(product.date),
                     EnumText::confidence(product.confidence, product.layer));
        if (const QString watts = CatalogText::wattsSource(product); !watts.isEmpty())
            //: A product's tooltip: who says its power draw, where another source than its
            //: price's.
            tip += QLatin1Char('\n') + tr("Power: %1").arg(watts);
        setItemData(count() - 1, tip, Qt::ToolTipRole);
    }
    if (!currentId.empty() && findData(QString::fromStdString(currentId)) < 0) {
        const QString id = QString::fromStdString(currentId);
        if (catalogKnown) {
            addItem(tr("%1 (not in the catalog)").arg(id), id);
        } else {
            addItem(id, id);
            setItemData(count() - 1,
                        tr("The catalog could not be read: see the message under the summary."),
                        Qt::ToolTipRole);
        }
    }
    addItem(ProductText::custom(), QString());
    setItemData(count() - 1,
                tr("Your own figures: the plan's radix, link speed and optics fields and the "
                   "catalog's generic prices"),
                Qt::ToolTipRole);
    setCurrentIndex(findData(QString::fromStdString(currentId)));
    m_toolTip = itemData(currentIndex(), Qt::ToolTipRole).toString();
    applyAccessibleName();
    setToolTip(m_toolTip);
}

void ProductPicker::setOwnerName(const QString& owner)
{
    m_ownerName = owner;
    applyAccessibleName();
}

void ProductPicker::applyAccessibleName()
{
    // The product class and the plan, never only the current product ("Switch, InfiniBand NDR").
    const QString productClass = ProductText::className(m_class);
    setAccessibleName(m_ownerName.isEmpty() ? productClass
                                            : tr("%1, %2").arg(productClass, m_ownerName));
}

std::string ProductPicker::currentProductId() const
{
    return currentData().toString().toStdString();
}

void ProductPicker::paintEvent(QPaintEvent* /*event*/)
{
    // QComboBox's own painting, with the text elided in the middle instead of at the end.
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    const int iconRoom = option.currentIcon.isNull() ? 0 : option.iconSize.width() + 4;
    option.currentText =
        fontMetrics().elidedText(option.currentText, Qt::ElideMiddle, field.width() - iconRoom);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

QSize ProductPicker::sizeHint() const
{
    // Qt sizes the box for minimumContentsLength() letters "x"; where the pane has room (a wide
    // screen) it is as wide as the chosen name.
    QSize hint = QComboBox::sizeHint();
    const int contents =
        fontMetrics().horizontalAdvance(QLatin1Char('x')) * minimumContentsLength();
    hint.rwidth() += std::max(0, fontMetrics().horizontalAdvance(currentText()) - contents);
    return hint;
}

void ProductPicker::showPopup()
{
    // The list is as wide as its longest name (within the screen), not as the narrow column.
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, view()->fontMetrics().horizontalAdvance(itemText(i)));
    const int margins = 4 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth) +
                        style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 24;
    const int screenWidth = screen() != nullptr ? screen()->availableGeometry().width() : widest;
    view()->setMinimumWidth(std::min(widest + margins, screenWidth));
    QComboBox::showPopup();
}

void ProductPicker::setProblem(const QString& problem)
{
    setStyleSheet(problem.isEmpty() ? QString() : Palette::errorTextStyle());
    // Rich text wraps at a width, also Chinese, which has no spaces to wrap at; the product
    // names in it may come from a document's own catalog, so it is escaped.
    setToolTip(problem.isEmpty() ? m_toolTip : PlainText::forRichTextGuess(problem));
}

} // namespace fabrictco::ui
