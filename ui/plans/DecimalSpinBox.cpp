// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/DecimalSpinBox.h"

#include "ui/common/WheelGuard.h"
#include "ui/plans/ValueEditor.h"

#include <QLineEdit>

namespace fabrictco::ui {

DecimalSpinBox::DecimalSpinBox(QWidget* parent) : QAbstractSpinBox(parent)
{
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccelerated(true);
    // Wheel events over an unfocused box belong to the scrolling column.
    WheelGuard::install(this);
}

void DecimalSpinBox::setRange(const Decimal& minimum, const Decimal& maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
}

void DecimalSpinBox::setSmallestStep(const Decimal& smallestStep)
{
    m_smallestStep = smallestStep;
}

double DecimalSpinBox::shownValue() const
{
    QString text = lineEdit()->text();
    text.remove(QChar(0x2248)); // "≈": a computed figure shown rounded while the field is idle
    const std::optional<Decimal> value = ValueEditor::parse(text);
    return value ? value->toDouble() : 0.0;
}

std::optional<Decimal> DecimalSpinBox::currentValue() const
{
    return ValueEditor::parse(lineEdit()->text());
}

Decimal DecimalSpinBox::stepFor(const Decimal& value, int direction) const
{
    // One tenth of the value's leading power of ten. Going down from exactly 1000 steps by 10
    // (to 990), the way 990 steps up to 1000: the power is that of the value just below.
    Decimal magnitude = value.isNegative() ? -value : value;
    if (direction < 0 && !magnitude.isZero())
        magnitude -= Decimal::fromRaw(1);
    Decimal step = m_smallestStep;
    for (Decimal power = m_smallestStep.times(10); power <= magnitude; power = power.times(10))
        step = power.divide(Decimal(10), RoundingMode::HalfEven);
    return step;
}

void DecimalSpinBox::stepBy(int steps)
{
    Decimal value = currentValue().value_or(m_minimum);
    for (int i = 0; i < std::abs(steps); ++i) {
        const bool up = steps > 0;
        const Decimal step = stepFor(value, up ? 1 : -1);
        // Land on a multiple of the step, as people count: 1234 goes up to 1300, down to 1200.
        const Decimal multiples = value.divide(step, RoundingMode::HalfEven)
                                      .rounded(0, up ? RoundingMode::Floor : RoundingMode::Ceiling);
        value = (up ? multiples + Decimal(1) : multiples - Decimal(1))
                    .multiply(step, RoundingMode::HalfEven);
        value = std::clamp(value, m_minimum, m_maximum);
    }
    const QString text = QString::fromStdString(value.toString());
    lineEdit()->setText(text);
    Q_EMIT textStepped(text);
}

QAbstractSpinBox::StepEnabled DecimalSpinBox::stepEnabled() const
{
    if (isReadOnly())
        return StepNone;
    const auto value = currentValue();
    if (!value)
        return StepUpEnabled | StepDownEnabled;
    StepEnabled enabled = StepNone;
    if (*value < m_maximum)
        enabled |= StepUpEnabled;
    if (*value > m_minimum)
        enabled |= StepDownEnabled;
    return enabled;
}

} // namespace fabrictco::ui
