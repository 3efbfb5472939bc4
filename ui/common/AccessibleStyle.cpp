// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleStyle.h"

#include "charts/ChartPalette.h"

#include <QPainter>
#include <QPlainTextEdit>
#include <QStyleOption>
#include <QTextEdit>

namespace fabrictco::ui {

namespace {

/// Fusion's field geometry: a rounded rectangle one pixel inside the widget's bottom-right.
void drawEdge(QPainter* painter, const QRect& rect, const QColor& colour, int width)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(colour, width));
    const int inset = width / 2;
    painter->drawRoundedRect(rect.adjusted(inset, inset, -1 - inset, -1 - inset), 2, 2);
    painter->restore();
}

/// A multi-line field (the plan's name): a text edit the user can type in.
bool isTextField(const QWidget* widget)
{
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly();
    if (const auto* rich = qobject_cast<const QTextEdit*>(widget))
        return !rich->isReadOnly();
    return false;
}

bool hasFocus(const QStyleOption* option)
{
    return option->state & QStyle::State_HasFocus;
}

/// Focus that came by keyboard, as the styles draw their focus frames: a click needs none.
bool hasKeyboardFocus(const QStyleOption* option)
{
    return hasFocus(option) && (option->state & QStyle::State_KeyboardFocusChange);
}

} // namespace

QColor AccessibleStyle::fieldEdge(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    // Halfway between the text and the field, then pushed until both neighbours are at 3:1.
    const QColor text = palette.color(QPalette::Text);
    QColor edge =
        QColor::fromRgbF((text.redF() + base.redF()) / 2, (text.greenF() + base.greenF()) / 2,
                         (text.blueF() + base.blueF()) / 2);
    edge = ChartPalette::withContrast(edge, window, ChartPalette::kGraphicContrast);
    return ChartPalette::withContrast(edge, base, ChartPalette::kGraphicContrast);
}

QColor AccessibleStyle::focusFrame(const QPalette& palette)
{
    return ChartPalette::withContrast(palette.color(QPalette::Highlight),
                                      palette.color(QPalette::Window),
                                      ChartPalette::kGraphicContrast);
}

void AccessibleStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                    QPainter* painter, const QWidget* widget) const
{
    switch (element) {
    case PE_FrameFocusRect:
        // Only when focus came by keyboard, as the styles do: a click needs no frame.
        if (option->state & State_KeyboardFocusChange)
            drawEdge(painter, option->rect, focusFrame(option->palette), kFocusFrameWidth);
        return;
    case PE_FrameLineEdit:
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        drawFieldEdge(painter, option);
        return;
    default:
        QProxyStyle::drawPrimitive(element, option, painter, widget);
    }
}

void AccessibleStyle::drawControl(ControlElement element, const QStyleOption* option,
                                  QPainter* painter, const QWidget* widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    if (element == CE_ShapedFrame && isTextField(widget))
        drawFieldEdge(painter, option);
    // Fusion marks a focused push button only by its outline's colour, as it marks the default
    // button: "Compare InfiniBand and RoCE" looked the same with and without focus.
    else if (element == CE_PushButtonBevel && hasKeyboardFocus(option))
        drawEdge(painter, option->rect, focusFrame(option->palette), kFocusFrameWidth);
}

void AccessibleStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                                         QPainter* painter, const QWidget* widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (control == CC_SpinBox && (option->subControls & SC_SpinBoxFrame)) {
        const auto* spin = qstyleoption_cast<const QStyleOptionSpinBox*>(option);
        if (spin && spin->frame)
            drawFieldEdge(painter, option);
    } else if (control == CC_ComboBox && (option->subControls & SC_ComboBoxFrame)) {
        // A plain combo box too: its edge is what tells it from the text beside it.
        const auto* combo = qstyleoption_cast<const QStyleOptionComboBox*>(option);
        if (combo && combo->frame)
            drawFieldEdge(painter, option);
    }
}

void AccessibleStyle::drawFieldEdge(QPainter* painter, const QStyleOption* option)
{
    // A focused field's frame is the focus colour two pixels wide: Fusion's one-pixel outline
    // in the selection colour was 1.8:1 against the unfocused edge (found by a stranger).
    if (hasFocus(option))
        drawEdge(painter, option->rect, focusFrame(option->palette), kFocusFrameWidth);
    else
        drawEdge(painter, option->rect, fieldEdge(option->palette), 1);
}

} // namespace fabrictco::ui
