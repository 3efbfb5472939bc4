// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fabrictco {

/// Chinese typesetting puts a space between Han characters and a Latin word: "对 InfiniBand NDR
/// 有利", not "对InfiniBand NDR有利". A sentence made from a translation and a plan's name has
/// none where the name meets the text, so it is added here. Text without Han characters (every
/// English sentence) is returned unchanged; numbers are left as the translations space them.
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
