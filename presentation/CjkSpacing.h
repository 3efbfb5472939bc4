// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fabrictco {

/// Chinese typesetting puts a space between Han characters and a Latin word or a figure:
/// "对 InfiniBand NDR 有利", "采用 64 端口", not "对InfiniBand NDR有利", "采用64端口". A
/// sentence made from a translation, a plan's name and a formatted amount has none where they
/// meet, and the translations did not all space their figures, so the one rule is applied here
/// to every Chinese sentence the product prints. Full-width punctuation carries its own space;
/// a date ("2026年12月4日") is written solid, as QLocale and every Chinese form write it; and no
/// space stands between two Han characters (a translation's "%1 更便宜" with a Chinese name). Text
/// without Han characters (every English sentence) is returned unchanged.
class CjkSpacing
{
public:
    static QString spaced(const QString& text);
    static QStringList spaced(const QStringList& texts);
    /// Sentences one after another: a space after a Latin full stop, none after a Chinese one
    /// ("。"), whose glyph already carries its space. Empty sentences are skipped.
    static QString sentences(const QStringList& texts);
};

} // namespace fabrictco
