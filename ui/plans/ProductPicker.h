// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"

#include <QComboBox>

#include <string>

namespace fabrictco::ui {

/// Picks one plan's switch, NIC or optics from the catalog's products of the plan's fabric, or
/// "Custom": the plan's own radix, link speed or twin-port setting and the generic prices.
/// In a narrow plan column the chosen name is shortened in the middle ("InfiniBand NDR 64…
/// (QM9790)"), so its start and its part number both show; the list and the tooltip show it
/// whole.
class ProductPicker : public QComboBox
{
    Q_OBJECT
public:
    explicit ProductPicker(ProductClass productClass, QWidget* parent = nullptr);

    ProductClass productClass() const { return m_class; }
    /// Lists the products of this class for `fabric`, then Custom, and selects `currentId`. An
    /// id the catalog does not know is listed as it is, so the plan's choice stays visible.
    /// `catalogKnown` false: the catalog could not be read, so the current product is shown by
    /// its id without calling it missing.
    void setChoices(const Catalog& catalog, Fabric fabric, const std::string& currentId,
                    bool catalogKnown = true);
    /// The plan whose column holds the picker, said in its accessible name.
    void setOwnerName(const QString& owner);
    /// "" for Custom.
    std::string currentProductId() const;
    /// Marks the picker when the plan's products do not fit (empty: they do).
    void setProblem(const QString& problem);

    void showPopup() override;
    /// Wide enough for the chosen name whole; the minimum stays a narrow column's.
    QSize sizeHint() const override;

Q_SIGNALS:
    /// The user picked a product ("" for Custom).
    void productPicked(const std::string& id);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ProductClass m_class;
    void applyAccessibleName();

    QString m_toolTip;
    QString m_ownerName;
};

} // namespace fabrictco::ui
