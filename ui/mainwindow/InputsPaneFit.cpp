// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/InputsPaneFit.h"

#include "ui/plans/PlansView.h"

#include <QEvent>
#include <QSplitter>

#include <algorithm>

namespace fabrictco::ui {

namespace {

// The results keep this share of the window while the plan columns are at their preferred
// width; the columns are narrowed before the charts are.
constexpr int kResultsShareNumerator = 1;
constexpr int kResultsShareDenominator = 2;

} // namespace

InputsPaneFit::InputsPaneFit(QSplitter* splitter, PlansView* inputs, QObject* parent)
    : QObject(parent), m_splitter(splitter), m_inputs(inputs)
{
    m_splitter->installEventFilter(this);
    // The columns' widths change after the plans or the language change, once the grid has
    // been laid out again: the content asks for a new layout then.
    m_inputs->scrolledContent()->installEventFilter(this);
    // An edit refreshes every value and asks for many layouts: one fit after them all.
    m_afterLayout.setSingleShot(true);
    m_afterLayout.setInterval(0);
    connect(&m_afterLayout, &QTimer::timeout, this, &InputsPaneFit::apply);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] {
        if (!m_applying)
            m_userSized = true;
    });
}

void InputsPaneFit::refit()
{
    m_userSized = false;
    apply();
}

int InputsPaneFit::inputsWidthFor(int total) const
{
    const QWidget* results = m_splitter->widget(1);
    const int resultsMinimum = results != nullptr ? results->minimumSizeHint().width() : 0;
    const int comfortable = m_inputs->widthShowingEveryPlan(true);
    const int narrowest = m_inputs->widthShowingEveryPlan(false);
    const int resultsShare =
        std::max(resultsMinimum, total * kResultsShareNumerator / kResultsShareDenominator);
    int width = std::min(comfortable, total - resultsShare);
    if (width < narrowest)
        width = std::min(narrowest, total - resultsMinimum);
    return std::max(width, m_inputs->minimumSizeHint().width());
}

void InputsPaneFit::apply()
{
    const int total = m_splitter->width() - m_splitter->handleWidth();
    if (total <= 0 || m_splitter->count() != 2)
        return;
    const int inputs = inputsWidthFor(total);
    m_applying = true;
    m_splitter->setSizes({inputs, total - inputs});
    m_applying = false;
}

bool InputsPaneFit::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_splitter && event->type() == QEvent::Resize && !m_userSized)
        apply();
    // Other columns, another language, a longer name: other widths, fitted after the layout.
    if (watched == m_inputs->scrolledContent() && event->type() == QEvent::LayoutRequest &&
        !m_userSized)
        m_afterLayout.start();
    return QObject::eventFilter(watched, event);
}

} // namespace fabrictco::ui
