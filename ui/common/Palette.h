// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartPalette.h"

#include <QGuiApplication>
#include <QPalette>
#include <QString>

namespace fabrictco::ui {

/// Qt 6.4 has no colour-scheme query: a palette whose window is darker than its text is dark.
class Palette
{
public:
    static bool isDark(const QPalette& palette)
    {
        return palette.color(QPalette::Window).lightness() <
               palette.color(QPalette::WindowText).lightness();
    }

    /// The one red of error text and error borders, from the application's palette: 5.7:1 on
    /// the light window colour and 6.2:1 on the dark one (issue 40: #d32f2f was 4.21:1 and
    /// 2.88:1). AccessibilityContrastTest measures both.
    static QString errorRed() { return errorRed(QGuiApplication::palette()); }
    static QString errorRed(const QPalette& palette)
    {
        return isDark(palette) ? QStringLiteral("#ff8a80") : QStringLiteral("#b71c1c");
    }
    /// The window's dark palette (Fusion), used with --dark. Its text is 12:1 on
    /// its window and base colours; AccessibilityContrastTest measures it.
    static QPalette dark()
    {
        QPalette p;
        const QColor window(0x2b, 0x2b, 0x2b);
        const QColor base(0x1e, 0x1e, 0x1e);
        const QColor text(0xe8, 0xe8, 0xe8);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, window);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, base);
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd1));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
        return p;
    }
    /// `palette` with a selection colour its selected text reads on at 4.5:1: Fusion's light
    /// #308cc6 under white text was 3.7:1 (issue 40). A palette that reads already is kept.
    static QPalette withReadableSelection(QPalette palette)
    {
        if (ChartPalette::contrast(palette.color(QPalette::HighlightedText),
                                   palette.color(QPalette::Highlight)) <
            ChartPalette::kTextContrast)
            palette.setColor(QPalette::Highlight,
                             ChartPalette::withContrast(palette.color(QPalette::Highlight),
                                                        palette.color(QPalette::HighlightedText),
                                                        ChartPalette::kTextContrast));
        return palette;
    }
    /// The style sheet that shows focus on widgets whose style draws none (a chart, a label, a
    /// scroll area, the plan name): a border in the selection colour, for `selector`'s class.
    static QString focusBorderStyle(const QString& selector)
    {
        return QStringLiteral("%1:focus { border: 2px solid palette(highlight); }").arg(selector);
    }
    /// The same for a scrolling view (a chart, the inputs pane): its unfocused border is kept
    /// two pixels wide and transparent, since Qt does not lay a scroll area's frame out again
    /// when only its focused state has a border (the frame never showed).
    static QString scrollFocusBorderStyle(const QString& selector)
    {
        return QStringLiteral("%1 { border: 2px solid transparent; } ").arg(selector) +
               focusBorderStyle(selector);
    }
    /// A label's or a picker's style sheet for error text.
    static QString errorTextStyle() { return QStringLiteral("color: %1;").arg(errorRed()); }
};

} // namespace fabrictco::ui
