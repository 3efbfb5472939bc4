// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>
#include <QLabel>

namespace fabrictco::ui {

/// A line of error text under what it is about (a typed value out of range, a catalog that
/// cannot be read), in the palette's error colour, that a screen reader hears when it appears:
/// its accessible role is an alert (AT-SPI "alert"), its name is its text, and a new problem
/// while it is shown is a name change. A QLabel was read only when the user went
/// looking for it (issue 40). Shown only while there is a problem; always plain text, since it
/// may quote what was typed or read.
class AlertLabel : public QLabel
{
    Q_OBJECT

public:
    explicit AlertLabel(QWidget* parent = nullptr);

    /// Shows `message`, or hides the label when it is empty.
    void setAlert(const QString& message);
};

/// AlertLabel's accessible interface: an alert named by its text.
class AccessibleAlert : public QAccessibleWidget
{
public:
    explicit AccessibleAlert(QWidget* widget);
    QString text(QAccessible::Text t) const override;
};

} // namespace fabrictco::ui
