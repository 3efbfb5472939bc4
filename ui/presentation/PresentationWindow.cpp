// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/PresentationWindow.h"

#include "ui/charts/ChartView.h"
#include "ui/common/Palette.h"
#include "ui/presentation/BriefingSlides.h"
#include "ui/presentation/FittedTextSlide.h"
#include "ui/results/SummaryHtml.h"

#include <QChart>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fabrictco::ui {

PresentationWindow::PresentationWindow(ComparisonData comparison, QWidget* parent)
    : QWidget(parent), m_data(std::move(comparison))
{
    setWindowTitle(tr("FabricTCO presentation"));
    m_stack = new QStackedWidget;
    // The screen sets the slides' size, never the slides the window's: a full-screen window
    // that a slide's minimum size grew past the screen cut its text off at the bottom (scale 2
    // at 1920x1080, 144 DPI at 1280x720). Each slide fits itself into what it is given.
    m_stack->setMinimumSize(1, 1);
    m_footer = new QLabel;
    m_footer->setTextFormat(Qt::PlainText);
    m_footer->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_footer);
    setFocusPolicy(Qt::StrongFocus);
    build();
}

void PresentationWindow::build()
{
    const int current = m_stack->count() > 0 ? currentPage() : 0;
    while (m_stack->count() > 0) {
        QWidget* page = m_stack->widget(0);
        m_stack->removeWidget(page);
        delete page;
    }
    m_pages.clear();
    m_titles.clear();
    ChartStyle style;
    // Readable from the back of a meeting room, and fitting the projector: 20 points at 1080
    // lines, 13 at 720, where 20 cut the axis titles and legends.
    m_chartPointSize = chartPointSize();
    style.basePointSize = m_chartPointSize;
    style.dark = Palette::isDark(palette());
    style.locale = QLocale();
    // A slide is as wide as the screen: labels in full, since elided ones read alike ("Switch
    // price..." for two plans on the sensitivity slide).
    style.fullCategoryLabels = true;
    for (int p = 0; p < ResultPages::PageCount; ++p) {
        const auto page = static_cast<ResultPages::Page>(p);
        if (page == ResultPages::Summary) {
            addSummarySlides();
            continue;
        }
        std::unique_ptr<QChart> chart = ResultPages::chart(page, m_data, style);
        if (chart == nullptr)
            continue;
        auto* view = new ChartView;
        view->setFocusPolicy(Qt::NoFocus); // keys belong to the slides
        view->replaceChart(std::move(chart));
        m_stack->addWidget(view);
        m_pages.push_back(page);
        m_titles.push_back(ResultPages::title(page));
    }
    showPage(std::min(current, pageCount() - 1));
}

void PresentationWindow::addSummarySlides()
{
    // With a recommendation: the answer, then its reasons, then the figures to the cent. Every
    // slide scales its type down to fit rather than cut a sentence.
    const ComparisonData& comparison = m_data; // QWidget has a member named data
    const auto add = [this](FittedTextSlide::Html html, double maxScale, const QString& title) {
        auto* slide = new FittedTextSlide(std::move(html), maxScale);
        slide->setAccessibleName(title);
        m_stack->addWidget(slide);
        m_pages.push_back(ResultPages::Summary);
        m_titles.push_back(title);
    };
    const bool briefing = !BriefingSlides::answer(comparison, QLocale(), 1).isEmpty();
    if (briefing) {
        add([&comparison](
                double scale) { return BriefingSlides::answer(comparison, QLocale(), scale); },
            3.0, tr("Recommendation"));
        add([&comparison](
                double scale) { return BriefingSlides::reasons(comparison, QLocale(), scale); },
            2.6, tr("Why, and what could change it"));
    }
    add([&comparison, briefing](
            double scale) { return SummaryHtml::slide(comparison, QLocale(), scale, !briefing); },
        2.4, SummaryHtml::slideTitle());
}

int PresentationWindow::pageCount() const
{
    return m_stack->count();
}

int PresentationWindow::currentPage() const
{
    return m_stack->currentIndex();
}

void PresentationWindow::showPage(int index)
{
    if (pageCount() == 0)
        return;
    index = std::clamp(index, 0, pageCount() - 1);
    m_stack->setCurrentIndex(index);
    m_footer->setText(tr("%1 — %2 of %3   (arrow keys to step, Esc to leave)")
                          .arg(m_titles[static_cast<std::size_t>(index)],
                               QString::number(index + 1), QString::number(pageCount())));
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        showPage(currentPage() + 1);
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        showPage(currentPage() - 1);
        break;
    case Qt::Key_Home:
        showPage(0);
        break;
    case Qt::Key_End:
        showPage(pageCount() - 1);
        break;
    case Qt::Key_Escape:
        close();
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

double PresentationWindow::pointsForLines(double linesPerPoint) const
{
    // A slide's type is a share of the screen's height, as in any presentation program: 20
    // points at 1080 lines and 96 DPI. Lines are device-independent pixels (a scale factor of 2
    // halves them) and a point is more pixels at a higher DPI, so the share, not the points,
    // stays the same on every display.
    const int lines = height() > 100 ? height() : 1080;
    const double dpi = logicalDpiY() > 0 ? logicalDpiY() : 96.0;
    return lines / linesPerPoint * 96.0 / dpi;
}

double PresentationWindow::chartPointSize() const
{
    // Half points: a resize of a few pixels does not rebuild every chart.
    return std::clamp(std::round(pointsForLines(54.0) * 2.0) / 2.0, 6.0, 20.0);
}

void PresentationWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The footer grows with the screen like the slides: 12 points at 720 lines, 18 at 1080.
    QFont footerFont = m_footer->font();
    footerFont.setPointSizeF(std::clamp(pointsForLines(60.0), 6.0, 22.0));
    m_footer->setFont(footerFont);
    scheduleRebuild();
}

void PresentationWindow::scheduleRebuild()
{
    // Never from inside a resize: showing a new slide in build() can resize the window, and a
    // rebuild nested in build() deleted the slides the outer call was showing (a crash at
    // scale 2). The event loop runs the rebuild once, after the resizes have settled.
    if (m_rebuildQueued || m_stack->count() == 0 || chartPointSize() == m_chartPointSize)
        return;
    m_rebuildQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_rebuildQueued = false;
            if (chartPointSize() != m_chartPointSize)
                build();
        },
        Qt::QueuedConnection);
}

void PresentationWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        build();
    QWidget::changeEvent(event);
}

} // namespace fabrictco::ui
