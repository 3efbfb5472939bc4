// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartPalette.h"

#include <QScatterSeries>

#include <algorithm>
#include <array>
#include <cmath>

namespace fabrictco {

namespace {

/// The number of colours of each fabric's family.
constexpr int kFamilySize = 3;

/// One slot per plan for its pattern and marker: IB plans take the even slots, RoCE plans the
/// odd ones, in their order within their fabric. Once a family's colours come round again (a
/// fourth plan of one fabric), the pattern moves two slots and the marker one per round, so no
/// two plans of a fabric look alike (found by a stranger: the fourth InfiniBand plan was the
/// first one's colour, pattern and marker).
std::size_t planSlot(Fabric fabric, int index)
{
    return std::size_t(std::max(index, 0)) * 2 + (fabric == Fabric::InfiniBand ? 0 : 1);
}

std::size_t colourRound(int index)
{
    return std::size_t(std::max(index, 0) / kFamilySize);
}

} // namespace

QColor ChartPalette::planColor(Fabric fabric, int index)
{
    // Two families from the Okabe-Ito colour-blind-safe set. The first InfiniBand plan is dark
    // (grey level about 77 of 255) and the first RoCE plan light (about 162), so a greyscale
    // printout keeps them apart; later plans alternate dark and light within their family.
    // Every colour is at least 3:1 on white (WCAG 1.4.11, issue 40: the RoCE orange #e69f00
    // was 2.25:1 and the light green 2.05:1); planColorOn() lifts them on the dark theme. The
    // first InfiniBand plan is a dark green (grey level about 64 of 255) and the first RoCE
    // plan a deep orange (3.3:1, grey about 133): apart in hue for colour-blind readers and in
    // lightness in greyscale; later plans alternate within their family.
    static const std::array<QColor, kFamilySize> ib{
        QColor(0x0a, 0x5c, 0x42), QColor(0x00, 0x9e, 0x73), QColor(0x00, 0x3d, 0x2b)};
    static const std::array<QColor, kFamilySize> roce{
        QColor(0xe0, 0x70, 0x00), QColor(0x00, 0x72, 0xb2), QColor(0xcc, 0x79, 0xa7)};
    const auto& family = fabric == Fabric::InfiniBand ? ib : roce;
    return family[static_cast<std::size_t>(std::max(index, 0)) % family.size()];
}

Qt::PenStyle ChartPalette::planDash(Fabric fabric, int index)
{
    static const std::array<Qt::PenStyle, 6> dashes{Qt::SolidLine,      Qt::DashLine,
                                                    Qt::DashDotLine,    Qt::DotLine,
                                                    Qt::DashDotDotLine, Qt::SolidLine};
    return dashes[(planSlot(fabric, index) + 2 * colourRound(index)) % dashes.size()];
}

int ChartPalette::planMarker(Fabric fabric, int index)
{
    static const std::array<QScatterSeries::MarkerShape, 6> shapes{
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapeStar,     QScatterSeries::MarkerShapePentagon};
    return shapes[(planSlot(fabric, index) + colourRound(index)) % shapes.size()];
}

QColor ChartPalette::categoryColor(int category)
{
    // Okabe-Ito colours (colour-blind safe) ordered so that neighbours in a stacked bar
    // alternate dark and light: grey levels (BT.601) 87, 214, 119, 196, 106, 163, 30, at least
    // 57 apart (22 %) where the Viridis steps before were 19 apart and licences/power and
    // staff/jitter printed as one grey (issue 39). The light sky blue is Okabe-Ito's lightened.
    static const std::array<QColor, 7> steps{
        QColor(0x00, 0x72, 0xb2), // blue: hardware
        QColor(0xf0, 0xe4, 0x42), // yellow: licences and support
        QColor(0xd5, 0x5e, 0x00), // vermillion: power and cooling
        QColor(0x9a, 0xd0, 0xf3), // light sky blue: staff
        QColor(0x00, 0x9e, 0x73), // bluish green: jitter and congestion
        QColor(0xe6, 0x9f, 0x00), // orange: incidents
        QColor(0x44, 0x01, 0x54), // dark purple: re-architecture
    };
    return steps[std::size_t(std::max(category, 0)) % steps.size()];
}

QColor ChartPalette::planColorOn(const ChartPlan& plan, const ChartStyle& style)
{
    return graphicOn(planColor(plan.fabric, plan.index), style);
}

QPen ChartPalette::planPen(const ChartPlan& plan, qreal width, const ChartStyle& style)
{
    QPen pen(planColorOn(plan, style));
    pen.setWidthF(width * std::max<qreal>(1.0, style.basePointSize / 10.0));
    pen.setStyle(planDash(plan.fabric, plan.index));
    return pen;
}

QColor ChartPalette::ink(const ChartStyle& style)
{
    return style.dark ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x33, 0x33, 0x33);
}

namespace {

double relativeLuminance(const QColor& colour)
{
    const auto linear = [](double channel) {
        return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
           0.0722 * linear(colour.blueF());
}

/// The plot background of Qt Charts' light and dark themes, as text sits on it.
} // namespace

double ChartPalette::contrast(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor ChartPalette::withContrast(const QColor& colour, const QColor& background, double ratio)
{
    const bool darkBackground = contrast(background, Qt::black) < contrast(background, Qt::white);
    const QColor target = darkBackground ? QColor(Qt::white) : QColor(Qt::black);
    // Mixed towards black or white in twentieths: the hue stays recognisable, and the last step
    // (black on white, white on the dark theme) always reads.
    QColor mixed = colour;
    for (int step = 1; step <= 20 && contrast(mixed, background) < ratio; ++step) {
        const double t = step / 20.0;
        mixed = QColor::fromRgbF(float(colour.redF() * (1 - t) + target.redF() * t),
                                 float(colour.greenF() * (1 - t) + target.greenF() * t),
                                 float(colour.blueF() * (1 - t) + target.blueF() * t));
    }
    return mixed;
}

QColor ChartPalette::readableText(const QColor& colour, const ChartStyle& style)
{
    return withContrast(colour, background(style), kTextContrast);
}

QColor ChartPalette::graphicOn(const QColor& colour, const ChartStyle& style)
{
    return withContrast(colour, background(style), kGraphicContrast);
}

QColor ChartPalette::background(const ChartStyle& style)
{
    return style.dark ? QColor(0x2e, 0x30, 0x3a) : QColor(Qt::white);
}

QColor ChartPalette::highlight(const ChartStyle& style)
{
    return style.dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xc6, 0x28, 0x28);
}

QColor ChartPalette::growthHatch(const ChartStyle& style)
{
    return style.dark ? QColor(255, 255, 255, 60) : QColor(0, 0, 0, 45);
}

QColor ChartPalette::separator(const ChartStyle& style)
{
    return style.dark ? QColor(Qt::black) : QColor(Qt::white);
}

QColor ChartPalette::inputLowColor(const ChartStyle& style)
{
    return graphicOn(QColor(0x00, 0x72, 0xb2), style);
}

QColor ChartPalette::inputHighColor(const ChartStyle& style)
{
    return graphicOn(QColor(0xe0, 0x70, 0x00), style);
}

} // namespace fabrictco
