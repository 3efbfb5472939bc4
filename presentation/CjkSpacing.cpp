// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CjkSpacing.h"

#include <QRegularExpression>

namespace fabrictco {

namespace {

/// A Han character, not a CJK punctuation mark: "。" and "，" carry their own space, and PCRE
/// counts them as Han by their script extensions ("USD 。" was the result).
const QString& hanCharacter()
{
    static const QString han =
        QStringLiteral("(?![\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}])\\p{Han}");
    return han;
}

/// A Latin letter, a digit, or the per-cent sign that ends a figure ("98 %的" needs its space
/// after the sign, not before it).
QString spacedOutside(const QString& text)
{
    static const QRegularExpression hanThenLatin(
        QStringLiteral("(%1)([A-Za-z0-9])").arg(hanCharacter()));
    static const QRegularExpression latinThenHan(
        QStringLiteral("([A-Za-z0-9%])(%1)").arg(hanCharacter()));
    // A translation spaces its placeholder for a Latin name ("%1 更便宜"); a Chinese name
    // there left a space inside Chinese prose ("以太网厂商 更便宜", found by a stranger).
    static const QRegularExpression hanSpaceHan(QStringLiteral("(%1) (?=%1)").arg(hanCharacter()));
    QString result = text;
    result.replace(hanSpaceHan, QStringLiteral("\\1"));
    result.replace(hanThenLatin, QStringLiteral("\\1 \\2"));
    result.replace(latinThenHan, QStringLiteral("\\1 \\2"));
    return result;
}

} // namespace

QString CjkSpacing::spaced(const QString& text)
{
    // Dates stay solid: "2026年12月4日", "2026年12月".
    static const QRegularExpression date(QStringLiteral("\\d{4}年\\d{1,2}月(\\d{1,2}日)?"));
    static const QRegularExpression endsInHan(QStringLiteral("%1$").arg(hanCharacter()));
    QString result;
    qsizetype done = 0;
    for (auto it = date.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        result += spacedOutside(text.mid(done, match.capturedStart() - done));
        if (result.contains(endsInHan)) // "生成于 2026年12月4日"
            result += QLatin1Char(' ');
        result += match.captured();
        done = match.capturedEnd();
    }
    // A date ends in a Han character, so what follows it is spaced as after any other.
    if (done == 0)
        return spacedOutside(text);
    return result + spacedOutside(text.mid(done - 1)).mid(1);
}

QStringList CjkSpacing::spaced(const QStringList& texts)
{
    QStringList result;
    result.reserve(texts.size());
    for (const QString& text : texts)
        result << spaced(text);
    return result;
}

QString CjkSpacing::sentences(const QStringList& texts)
{
    QString joined;
    for (const QString& text : texts) {
        if (text.isEmpty())
            continue;
        if (!joined.isEmpty() && !joined.endsWith(QChar(0x3002)) && !joined.endsWith(QChar(0xFF1A)))
            joined += QLatin1Char(' ');
        joined += text;
    }
    return joined;
}

} // namespace fabrictco
