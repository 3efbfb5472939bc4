// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartText.h"

#include "presentation/PlainText.h"

#include <QRegularExpression>

#include <algorithm>

namespace fabrictco {

namespace {

bool isWideCharacter(QChar c)
{
    return c.unicode() >= 0x3000;
}

/// How wide `text` is: its characters, or with ChartText::Measure::Columns its columns (a
/// Chinese character is two, as wide as two Latin letters).
qsizetype widthOf(const QString& text, ChartText::Measure measure)
{
    if (measure == ChartText::Measure::Characters)
        return text.size();
    return text.size() + std::count_if(text.begin(), text.end(), isWideCharacter);
}

/// `pieces` (words with their trailing break) laid into lines of at most `width` characters,
/// filled greedily, each escaped, joined by <br>. A piece longer than a line gets its own line.
QString filledLines(const QStringList& pieces, int width,
                    ChartText::Measure measure = ChartText::Measure::Characters)
{
    QStringList lines;
    QString line;
    for (const QString& piece : pieces) {
        if (!line.isEmpty() && widthOf(line, measure) + widthOf(piece.trimmed(), measure) > width) {
            lines << ChartText::html(line.trimmed());
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty() || lines.isEmpty())
        lines << ChartText::html(line.trimmed());
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

QString ChartText::html(const QString& text)
{
    return PlainText::forHtml(text);
}

bool ChartText::isWide(const QString& text)
{
    return std::any_of(text.begin(), text.end(), isWideCharacter);
}

QStringList ChartText::wrappedLabels(const QStringList& texts, int minimumWidth)
{
    QStringList wrapped;
    for (const QString& text : texts) {
        const int width = std::max<int>(minimumWidth, int(text.size() + 1) / 2 + 2);
        QStringList lines;
        QString line;
        for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
                lines << html(line);
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        if (!line.isEmpty() || lines.isEmpty())
            lines << html(line);
        wrapped << lines.join(QStringLiteral("<br>"));
    }
    return wrapped;
}

QStringList ChartText::pageLabels(const QStringList& texts, int minimumWidth)
{
    static const QRegularExpression breaks(QStringLiteral("(?<= )|(?<=-)"));
    QStringList labels;
    for (const QString& text : texts) {
        const int width = std::max<int>(minimumWidth, int(text.size()) / 3 + 6);
        labels << filledLines(text.split(breaks, Qt::SkipEmptyParts), width);
    }
    return labels;
}

QString ChartText::wrappedSentence(const QString& text, int width, Measure measure)
{
    const auto isClosing = [](QChar c) {
        return QStringLiteral("，。；：、）」！？").contains(c);
    };
    // Pieces that may not be split: a word with its trailing space, or one Chinese character
    // with the punctuation after it.
    QStringList pieces;
    QString piece;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        piece += c;
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        const bool end = c == QLatin1Char(' ') || (isWideCharacter(c) && !isClosing(next)) ||
                         (!isWideCharacter(c) && isWideCharacter(next) && !isClosing(next));
        if (end || next.isNull()) {
            pieces << piece;
            piece.clear();
        }
    }
    return filledLines(pieces, width, measure);
}

} // namespace fabrictco
