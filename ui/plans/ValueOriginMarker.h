// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "presentation/ValueOriginText.h"

#include <QIcon>
#include <QString>
#include <QToolButton>

namespace fabrictco::ui {

/// The small button before a value that shows its origin; clicking it opens the value's
/// actions (Reset to default, Use the quote, Vendor quotes...).
class ValueOriginMarker : public QToolButton
{
    Q_OBJECT
public:
    explicit ValueOriginMarker(QWidget* parent = nullptr);

    ValueOrigin origin() const { return m_origin; }
    /// `expired`: a vendor quote whose validity has ended, drawn hollow and struck through.
    /// `checkNote`: a default dated over 18 months ago ("price from 2024: check"), struck
    /// through too: neither is a figure to sign without checking.
    void setOrigin(ValueOrigin origin, bool expired = false, const QString& checkNote = {});
    bool isExpired() const { return m_expired; }
    bool isStruck() const { return m_expired || !m_checkNote.isEmpty(); }

    /// The marker's picture, drawn for `palette` (dark palettes get lighter strokes).
    static QIcon icon(ValueOrigin origin, const QPalette& palette, bool struck = false);
    /// "Default", "Preset", "Vendor quote", "Your value", in the installed language.
    static QString name(ValueOrigin origin);

protected:
    void changeEvent(QEvent* event) override;

private:
    ValueOrigin m_origin = ValueOrigin::None;
    bool m_expired = false;
    QString m_checkNote;
};

} // namespace fabrictco::ui
