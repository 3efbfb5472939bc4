// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class QSplitter;

namespace fabrictco::ui {

class PlansView;

/// Sizes the inputs pane beside the results so every plan's column shows whole (issue 38): as
/// wide as the columns like to be while the results keep half of the window, else as
/// narrow as the columns can be (names wrapped, pickers elided) with the results at their own
/// minimum. It fits again when plans are added or removed, and when the window is resized or
/// the columns' widths change (the language, a name) unless the user has dragged the handle
/// since the plans last changed.
class InputsPaneFit : public QObject
{
    Q_OBJECT
public:
    InputsPaneFit(QSplitter* splitter, PlansView* inputs, QObject* parent = nullptr);

    /// Fits now and forgets a width the user dragged to (the plans changed).
    void refit();
    /// The inputs pane's width for a splitter `total` pixels wide (handle excluded).
    int inputsWidthFor(int total) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();

    QSplitter* m_splitter;
    PlansView* m_inputs;
    bool m_userSized = false;
    bool m_applying = false;
    QTimer m_afterLayout;
};

} // namespace fabrictco::ui
