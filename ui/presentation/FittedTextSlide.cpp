// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/FittedTextSlide.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>

#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {

constexpr double kMinScale = 0.6; // at 96 DPI; below this a room cannot read it, and it scrolls
constexpr double kStep = 0.92;    // about one point at a time at slide sizes
// The slide's height at 1280x720, where the maximum scale was chosen: a taller screen (1080
// lines) grows the type with it, up to twice, so the text fills the projector as at 720.
constexpr double kReferenceHeight = 620;
constexpr double kMaxGrowth = 2.0;

} // namespace

FittedTextSlide::FittedTextSlide(Html html, double maxScale, QWidget* parent)
    : QWidget(parent), m_html(std::move(html)), m_maxScale(maxScale), m_scale(maxScale)
{
    m_label = new QLabel;
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    // The slide is as wide as the screen, whatever the text asks for: a wide table (many plans)
    // gets smaller type instead of widening the window past the projector.
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Lists read from the left; headings centre themselves (align='center').
    m_label->setAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    // Text that does not fit even at the smallest readable type scrolls inside the slide; it
    // never grows the slide past the screen (the window then cut it off at the bottom).
    m_scroll = new QScrollArea;
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus); // keys belong to the presentation
    m_scroll->setWidget(m_label);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(m_scroll);
    m_label->setText(m_html(m_scale));
    // Never shown: it lays the text out as m_label does, at the scales fit() tries.
    m_measure = new QLabel(this);
    m_measure->hide();
    m_measure->setTextFormat(Qt::RichText);
    m_measure->setWordWrap(true);
    m_measure->setAlignment(m_label->alignment());
}

double FittedTextSlide::minimumScale() const
{
    // The smallest type is the same height in pixels at any DPI: at 144 DPI the window's font
    // is half as many pixels again, so its scale may go a third lower.
    const double dpi = logicalDpiY() > 0 ? logicalDpiY() : 96.0;
    return std::min(kMinScale * 96.0 / dpi, m_maxScale);
}

int FittedTextSlide::heightAt(double scale, int width) const
{
    return sizeAt(scale, width).height();
}

QSize FittedTextSlide::sizeAt(double scale, int width) const
{
    // Measured by a label like the one shown, not by a QTextDocument of its own: a Chinese
    // table came out 100 pixels taller in the label than in such a document (its columns are
    // divided differently), and the last rows ran off the slide. The height is the label's
    // for this width; the width, the narrowest the label can be (a wide table of many plans).
    m_measure->setFont(m_label->font());
    m_measure->setText(m_html(scale));
    return QSize(m_measure->minimumSizeHint().width(), m_measure->heightForWidth(width));
}

QSize FittedTextSlide::room() const
{
    // From the slide's own geometry, which is current even while the slide is hidden (the
    // scroll area's viewport is placed only when its resize event arrives, on show).
    return contentsRect().marginsRemoved(layout()->contentsMargins()).size();
}

int FittedTextSlide::textHeight() const
{
    return heightAt(m_scale, room().width());
}

int FittedTextSlide::roomHeight() const
{
    return room().height();
}

bool FittedTextSlide::showsAllText() const
{
    return !m_scroll->verticalScrollBar()->isVisible();
}

void FittedTextSlide::fit()
{
    const int width = room().width();
    const int height = room().height();
    if (width <= 0 || height <= 0)
        return;
    double scale = m_maxScale * std::clamp(height / kReferenceHeight, 1.0, kMaxGrowth);
    // A little room to spare, so a rounding of a pixel never shows a scroll bar.
    const int room = height * 98 / 100;
    const auto fits = [&](double candidate) {
        const QSize size = sizeAt(candidate, width);
        return size.height() <= room && size.width() <= width;
    };
    const double minimum = minimumScale();
    while (scale > minimum && !fits(scale))
        scale *= kStep;
    if (scale != m_scale || m_label->text().isEmpty()) {
        m_scale = std::max(scale, minimum);
        m_label->setText(m_html(m_scale));
    }

}

void FittedTextSlide::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The layout has placed the label by now; measure against its final size.
    layout()->activate();
    fit();
}

} // namespace fabrictco::ui
