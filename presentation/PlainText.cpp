// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/PlainText.h"

namespace fabrictco {

QString PlainText::forHtml(const QString& text)
{
    return text.toHtmlEscaped();
}

QString PlainText::forRichTextGuess(const QString& text)
{
    // A <p> element makes Qt::mightBeRichText true whatever the text holds, so the escapes are
    // always decoded, never shown; pre-wrap keeps the text's own spaces and line breaks.
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(text.toHtmlEscaped());
}

QString PlainText::forRichTextGuessOneLine(const QString& text)
{
    return QStringLiteral("<p style=\"white-space:pre\">%1</p>").arg(text.toHtmlEscaped());
}

QString PlainText::forWindowTitle(const QString& text)
{
    // QWidget reads "[*][*]" as one literal "[*]".
    QString title = text;
    return title.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
}

bool PlainText::isTerminalControl(QChar c)
{
    const char16_t u = c.unicode();
    return (u < 0x20 && u != u'\t' && u != u'\n') || (u >= 0x7f && u <= 0x9f) || isBidiControl(c);
}

bool PlainText::isBidiControl(QChar c)
{
    // ALM, LRM, RLM, the embeddings and overrides LRE..RLO and the isolates LRI..PDI: they
    // reorder what follows them, so "\u202Efdp.exe" shows as "exe.pdf".
    const char16_t u = c.unicode();
    return u == 0x061c || u == 0x200e || u == 0x200f || (u >= 0x202a && u <= 0x202e) ||
           (u >= 0x2066 && u <= 0x2069);
}

QString PlainText::forTerminalLine(const QString& text)
{
    // forTerminal() escapes the rest on the way out; a document's line break would otherwise
    // start a line that looks like the program's own ("Quotes (0, status ...)").
    QString line = text;
    line.replace(QLatin1Char('\r'), QStringLiteral("\\u000d"));
    line.replace(QLatin1Char('\n'), QStringLiteral("\\u000a"));
    // The Unicode line and paragraph separators break lines in some terminals too.
    line.replace(QChar(0x2028), QStringLiteral("\\u2028"));
    line.replace(QChar(0x2029), QStringLiteral("\\u2029"));
    return line;
}

QString PlainText::forTerminal(const QString& text)
{
    qsizetype first = 0;
    while (first < text.size() && !isTerminalControl(text[first]))
        ++first;
    if (first == text.size())
        return text;
    QString out = text.left(first);
    out.reserve(text.size() + 16);
    for (qsizetype i = first; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool lineEnd = c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n';
        if (!isTerminalControl(c) || lineEnd)
            out += c;
        else
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
    }
    return out;
}

} // namespace fabrictco
