// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <QAbstractSpinBox>

#include <optional>

namespace fabrictco::ui {

/// A spin box over exact decimals: arrow keys, Page Up/Down, the buttons and the mouse wheel
/// step the value without ever passing through a double (QDoubleSpinBox would turn a price of
/// 0.1 into 0.1000000000000000055…). Steps are adaptive, like Qt's AdaptiveDecimalStepType: one
/// tenth of the value's leading power of ten, so 25000 steps by 1000 and 8 by 1.
///
/// Validation stays with the owner (ValueEditor explains what is wrong in words); this class only
/// keeps stepping inside [minimum, maximum] and tells the owner about the text it produced.
class DecimalSpinBox : public QAbstractSpinBox
{
    Q_OBJECT
    // Qt's accessible spin box reads these three by name (QAccessibleAbstractSpinBox): without
    // them a screen reader heard 0 for a field showing 38,000. Doubles, for the reader only;
    // the model never sees them.
    Q_PROPERTY(double value READ shownValue STORED false)
    Q_PROPERTY(double minimum READ minimumValue STORED false)
    Q_PROPERTY(double maximum READ maximumValue STORED false)
public:
    explicit DecimalSpinBox(QWidget* parent = nullptr);

    void setRange(const Decimal& minimum, const Decimal& maximum);
    /// Integer fields never step by less than 1; decimal ones by less than `smallestStep`.
    void setSmallestStep(const Decimal& smallestStep);
    /// The line edit is protected in QAbstractSpinBox; labels need it as their buddy, tests type in
    /// it.
    QLineEdit* editor() const { return lineEdit(); }

    /// The figure the field shows ("≈41666.67" shows 41666.67), 0 while its text is no number.
    double shownValue() const;
    double minimumValue() const { return m_minimum.toDouble(); }
    double maximumValue() const { return m_maximum.toDouble(); }

    /// The step from `value` in `direction` (+1 up, -1 down): exposed for tests.
    Decimal stepFor(const Decimal& value, int direction) const;

    void stepBy(int steps) override;
    /// Public (protected in the base) so tests can check the arrows at the ends of the range.
    StepEnabled stepEnabled() const override;

Q_SIGNALS:
    /// The text changed because of a step (typing is reported by the line edit's textEdited).
    void textStepped(const QString& text);

private:
    std::optional<Decimal> currentValue() const;

    Decimal m_minimum;
    Decimal m_maximum;
    Decimal m_smallestStep{1};
};

} // namespace fabrictco::ui
