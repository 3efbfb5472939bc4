// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"
#include "ui/results/ResultPages.h"

#include <QWidget>

class QLabel;
class QStackedWidget;

namespace fabrictco::ui {

/// Full-screen slides for a meeting: the summary, then each chart that has data, in large type.
/// Right/Down/PageDown/Space step forward, Left/Up/PageUp/Backspace back, Home/End jump, Esc
/// leaves.
class PresentationWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationWindow(ComparisonData data, QWidget* parent = nullptr);

    int pageCount() const;
    int currentPage() const;
    void showPage(int index);
    /// The result page shown on each slide (Summary for each of the summary's slides).
    const std::vector<ResultPages::Page>& pages() const { return m_pages; }

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void build();
    void addSummarySlides();
    /// The charts' base type size for this window's height.
    double chartPointSize() const;
    /// The points of type that are one `linesPerPoint`-th of the window's height.
    double pointsForLines(double linesPerPoint) const;
    /// Rebuilds the slides for a new type size later, from the event loop.
    void scheduleRebuild();

    ComparisonData m_data;
    std::vector<ResultPages::Page> m_pages;
    std::vector<QString> m_titles; ///< the footer's name of each slide
    double m_chartPointSize = 0;   ///< the size the slides were built with
    bool m_rebuildQueued = false;  ///< scheduleRebuild() has a rebuild on its way
    QStackedWidget* m_stack = nullptr;
    QLabel* m_footer = nullptr;
};

} // namespace fabrictco::ui
