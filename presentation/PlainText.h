// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco {

/// Text that comes from a document or a quote file (plan names, title, author, organisation,
/// notes, vendors, catalog sources and notes) is plain text wherever it is shown. A document can
/// come from anyone: read as markup, a plan name such as `<img src=/home/me/secret.png>` would
/// embed a file from the reader's disk in a report, and `<a href=...>` would plant a link; printed
/// raw, an escape sequence in a title could retitle or clear the reader's terminal.
///
/// Each function prepares plain text for one kind of output that would otherwise interpret it.
/// Shared by the CLI, the GUI, the charts and the report (QtCore only).
class PlainText
{
public:
    /// For an output that always reads its text as HTML: Qt Charts' titles, legend entries,
    /// series names and axis labels, QTextDocument::setHtml. `<`, `>`, `&` and `"` are escaped,
    /// so every character shows as itself ("&amp;" shows as those five characters). Runs of
    /// spaces and line breaks fold into one space, as in any HTML.
    static QString forHtml(const QString& text);

    /// For an output that guesses with Qt::mightBeRichText whether its text is HTML: tooltips,
    /// and QLabel or QMessageBox left at Qt::AutoText. The text is escaped and always marked as
    /// rich text, so it shows literally whether or not it looks like markup; spaces, tabs and
    /// line breaks are kept.
    static QString forRichTextGuess(const QString& text);
    /// The same on one line that never wraps (a chart point's tooltip: Qt wraps rich tooltips
    /// at a narrow width).
    static QString forRichTextGuessOneLine(const QString& text);

    /// For QWidget::setWindowTitle: a "[*]" in the text stays literal instead of becoming the
    /// unsaved-changes mark.
    static QString forWindowTitle(const QString& text);

    /// True for a character a terminal may act on instead of showing: the C0 controls but tab
    /// and line feed, DEL, the C1 controls U+0080..U+009F and the bidirectional controls.
    static bool isTerminalControl(QChar c);
    /// True for a Unicode bidirectional control (U+061C, U+200E, U+200F, U+202A..U+202E,
    /// U+2066..U+2069), which makes a terminal show the text after it in another order.
    static bool isBidiControl(QChar c);
    /// A document's one-line text (a title, a plan or vendor name) in a line of terminal output:
    /// its own line breaks become the visible escapes `\u000a`, `\u000d`, `\u2028` and `\u2029`,
    /// so it cannot print a line that reads as the program's.
    static QString forTerminalLine(const QString& text);

    /// For a terminal: every character isTerminalControl() says is one becomes its visible
    /// escape `\u001b`, so no text can move the cursor, clear the screen or set the window title
    /// (a carriage return directly before a line feed is kept: it only ends a line). JSON stays
    /// valid and means the same: a control can only stand inside a JSON string, where `\u00XX`
    /// is its escape.
    static QString forTerminal(const QString& text);
};

} // namespace fabrictco
