// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>
#include <QToolButton>

namespace fabrictco::ui {

/// Where an input's value comes from, as the user tells them apart: the four kinds each have a
/// marker of their own shape (readable in greyscale and on a projector, not by colour alone).
enum class ValueOrigin
{
    None,    ///< not a model parameter (cluster size, plan design): no marker
    Default, ///< the catalog or the picked product: hollow circle
    Preset,  ///< the workload or team answer: hollow diamond
    Quote,   ///< a vendor quote in the document: filled square
    Typed,   ///< the user's own value: filled circle
};

/// The small button before a value that shows its origin; clicking it opens the value's
/// actions (Reset to default, Use the quote, Vendor quotes...).
class ValueOriginMarker : public QToolButton
{
    Q_OBJECT
public:
    explicit ValueOriginMarker(QWidget* parent = nullptr);

    ValueOrigin origin() const { return m_origin; }
    /// `expired`: a vendor quote whose validity has ended, drawn hollow and struck through.
    void setOrigin(ValueOrigin origin, bool expired = false);
    bool isExpired() const { return m_expired; }

    /// The marker's picture, drawn for `palette` (dark palettes get lighter strokes).
    static QIcon icon(ValueOrigin origin, const QPalette& palette, bool expired = false);
    /// "Default", "Preset", "Vendor quote", "Your value", in the installed language.
    static QString name(ValueOrigin origin);

protected:
    void changeEvent(QEvent* event) override;

private:
    ValueOrigin m_origin = ValueOrigin::None;
    bool m_expired = false;
};

} // namespace fabrictco::ui
