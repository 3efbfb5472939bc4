// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/FittedTextSlide.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
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
    // Laid out as the label will lay it out: same font, same width. A table wider than that
    // (many plans) makes the document wider.
    QTextDocument document;
    document.setDefaultFont(m_label->font());
    document.setHtml(m_html(scale));
    document.setTextWidth(width);
    return QSize(qCeil(document.size().width()), qCeil(document.size().height()));
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

void FittedTextSlide::fit()
{
    const int width = room().width();
    const int height = room().height();
    if (width <= 0 || height <= 0)
        return;
    double scale = m_maxScale * std::clamp(height / kReferenceHeight, 1.0, kMaxGrowth);
    // A margin for the label's own rendering, which lays tables out a little taller than the
    // measuring document (a Chinese table's last row was cut at 1366x768).
    const int room = height * 92 / 100;
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
