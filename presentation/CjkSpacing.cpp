// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CjkSpacing.h"

#include <QRegularExpression>

namespace fabrictco {

QString CjkSpacing::spaced(const QString& text)
{
    // A Han character, not a CJK punctuation mark: "。" and "，" carry their own space, and
    // PCRE counts them as Han by their script extensions ("USD 。" was the result).
    static const QString han =
        QStringLiteral("((?![\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}])\\p{Han})");
    static const QRegularExpression hanThenLatin(han + QStringLiteral("([A-Za-z])"));
    static const QRegularExpression latinThenHan(QStringLiteral("([A-Za-z])") + han);
    QString result = text;
    result.replace(hanThenLatin, QStringLiteral("\\1 \\2"));
    result.replace(latinThenHan, QStringLiteral("\\1 \\2"));
    return result;
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
