// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ValueOriginMarker.h"

#include "ui/common/Palette.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace fabrictco::ui {

namespace {

constexpr int kIconSize = 12;

// Colours that read on light and dark palettes; the shape alone tells the kinds apart. None is
// a hue the plan palettes use (greens for InfiniBand; orange, blue and pink for RoCE), so a
// marker never looks like it belongs to one plan.
QColor originColor(ValueOrigin origin, bool dark)
{
    switch (origin) {
    case ValueOrigin::Typed:
        return dark ? QColor(0xec, 0xef, 0xf1) : QColor(0x26, 0x32, 0x38); // ink: the user's pen
    case ValueOrigin::Quote:
        return dark ? QColor(0xbc, 0xaa, 0xa4) : QColor(0x6d, 0x4c, 0x41); // brown
    case ValueOrigin::Preset:
        return dark ? QColor(0xb3, 0x9d, 0xdb) : QColor(0x5e, 0x35, 0xb1); // violet
    case ValueOrigin::Default:
    case ValueOrigin::Organisation:
    case ValueOrigin::None:
        break;
    }
    return dark ? QColor(0xbd, 0xbd, 0xbd) : QColor(0x75, 0x75, 0x75); // grey
}

/// The stroke across a marker whose figure is not to be relied on without a check.
void strike(QPainter& painter, const QRectF& box, bool dark)
{
    painter.setPen(QPen(QColor(Palette::errorRed(dark ? Palette::dark() : QPalette())), 1.5));
    painter.drawLine(box.bottomLeft(), box.topRight());
}

QPixmap drawMarker(ValueOrigin origin, bool dark, bool struck, qreal scale)
{
    QPixmap pixmap(QSize(kIconSize, kIconSize) * scale);
    pixmap.setDevicePixelRatio(scale);
    pixmap.fill(Qt::transparent);
    if (origin == ValueOrigin::None)
        return pixmap;
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = originColor(origin, dark);
    const QRectF box(1.5, 1.5, kIconSize - 3.0, kIconSize - 3.0);
    painter.setPen(QPen(color, 1.5));
    switch (origin) {
    case ValueOrigin::Default:
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(box);
        if (struck)
            strike(painter, box, dark);
        break;
    case ValueOrigin::Organisation: {
        // The default's circle, its left half filled: a default, but the company's own.
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(box);
        QPainterPath half;
        half.moveTo(box.center().x(), box.top());
        half.arcTo(box, 90, 180);
        half.closeSubpath();
        painter.setBrush(color);
        painter.drawPath(half);
        if (struck)
            strike(painter, box, dark);
        break;
    }
    case ValueOrigin::Preset: {
        QPainterPath diamond;
        diamond.moveTo(box.center().x(), box.top());
        diamond.lineTo(box.right(), box.center().y());
        diamond.lineTo(box.center().x(), box.bottom());
        diamond.lineTo(box.left(), box.center().y());
        diamond.closeSubpath();
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(diamond);
        break;
    }
    case ValueOrigin::Quote:
        if (struck) {
            // Hollow and struck through: no longer a price to rely on (shape, not only colour).
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
            strike(painter, box, dark);
        } else {
            painter.setBrush(color);
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
        }
        break;
    case ValueOrigin::Typed:
        painter.setBrush(color);
        painter.drawEllipse(box);
        break;
    case ValueOrigin::None:
        break;
    }
    return pixmap;
}

} // namespace

ValueOriginMarker::ValueOriginMarker(QWidget* parent) : QToolButton(parent)
{
    setAutoRaise(true);
    setFocusPolicy(Qt::NoFocus); // the field's context menu (Menu key) offers the same actions
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonIconOnly);
    setIconSize(QSize(kIconSize, kIconSize));
    setFixedSize(kIconSize + 8, kIconSize + 8);
    // The menu indicator would take half the button; the marker itself says it is clickable.
    setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; width: 0px; }"));
    setVisible(false);
}

void ValueOriginMarker::setOrigin(ValueOrigin origin, bool expired, const QString& checkNote)
{
    expired = expired && origin == ValueOrigin::Quote;
    const QString note = origin == ValueOrigin::Default || origin == ValueOrigin::Organisation
                             ? checkNote
                             : QString();
    if (origin == m_origin && expired == m_expired && note == m_checkNote)
        return;
    m_origin = origin;
    m_expired = expired;
    m_checkNote = note;
    setIcon(icon(origin, palette(), isStruck()));
    if (expired)
        //: A marker's accessible name: a vendor quote whose validity has ended.
        setAccessibleName(tr("%1 (expired)").arg(name(origin)));
    else if (!note.isEmpty())
        //: A marker's accessible name: an old default, "Default (price from 2024: check)".
        setAccessibleName(tr("%1 (%2)").arg(name(origin), note));
    else
        setAccessibleName(name(origin));
    setVisible(origin != ValueOrigin::None);
}

QIcon ValueOriginMarker::icon(ValueOrigin origin, const QPalette& palette, bool struck)
{
    const bool dark = Palette::isDark(palette);
    QIcon icon;
    for (const qreal scale : {1.0, 2.0})
        icon.addPixmap(drawMarker(origin, dark, struck, scale));
    return icon;
}

QString ValueOriginMarker::name(ValueOrigin origin)
{
    switch (origin) {
    case ValueOrigin::Default:
        return tr("Default");
    case ValueOrigin::Organisation:
        //: A value from the catalog the user's organisation installed with its own prices.
        return tr("Organisation default");
    case ValueOrigin::Preset:
        return tr("Preset");
    case ValueOrigin::Quote:
        return tr("Vendor quote");
    case ValueOrigin::Typed:
        return tr("Your value");
    case ValueOrigin::None:
        break;
    }
    return {};
}

void ValueOriginMarker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        setIcon(icon(m_origin, palette(), isStruck()));
    QToolButton::changeEvent(event);
}

} // namespace fabrictco::ui
