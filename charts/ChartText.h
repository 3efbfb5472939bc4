// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fabrictco {

/// Text made ready for a chart. Qt Charts reads every title, legend entry, series name and axis
/// label as HTML, whatever it holds; text reaches a chart only through these functions, which
/// escape it, so a plan name such as "<img src=...>" shows as those characters and is never markup.
class ChartText
{
public:
    static QString html(const QString& text);
    /// Category labels broken at spaces into two lines of at least `minimumWidth` characters,
    /// each escaped: Qt Charts elides a category label that is wider than its slot ("RoCE, one
    /// swit...") and one of more than two lines, but lays out a single line break.
    static QStringList wrappedLabels(const QStringList& texts, int minimumWidth);
    /// Category labels for a page (ChartStyle::fullCategoryLabels), each escaped: lines of about
    /// `minimumWidth` characters, broken at spaces and after hyphens; a longer name gets longer
    /// lines, as Qt Charts drops a label of more than three lines from a bar's slot. A page has
    /// no hover: a plan's name must read in full however long it is.
    static QStringList pageLabels(const QStringList& texts, int minimumWidth);
    /// `text` broken into lines of about `width` characters at most, filled greedily, each
    /// escaped: Qt Charts cuts a title line that is wider than the chart. Lines break at spaces
    /// and between Chinese characters, never before Chinese punctuation.
    /// How a line's width is counted: in characters, or in columns where a Chinese character
    /// takes two (a sentence mixing plan names and Chinese then fills its lines evenly).
    enum class Measure
    {
        Characters,
        Columns,
    };
    static QString wrappedSentence(const QString& text, int width,
                                   Measure measure = Measure::Characters);
    /// True when `text` holds Chinese (or other wide) characters, about twice as wide as Latin.
    static bool isWide(const QString& text);
};

} // namespace fabrictco
