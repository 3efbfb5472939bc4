// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/FittedTextSlide.h"

#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {

constexpr double kMinScale = 0.6; // below this a room cannot read it; the text may then scroll
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
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(m_label);
    m_label->setText(m_html(m_scale));
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

int FittedTextSlide::textHeight() const
{
    return heightAt(m_scale, m_label->width());
}

void FittedTextSlide::fit()
{
    const int width = m_label->width();
    const int height = m_label->height();
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
    while (scale > kMinScale && !fits(scale))
        scale *= kStep;
    if (scale != m_scale || m_label->text().isEmpty()) {
        m_scale = std::max(scale, kMinScale);
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
