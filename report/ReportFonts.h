// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// The report's fonts, named and never guessed. Every text the report draws is set in one of
/// three TrueType families that Debian packages install at fixed paths: DejaVu Sans (Latin
/// body, bold headings), DejaVu Sans Mono (parameter keys) and WenQuanYi Micro Hei (Han text,
/// and Latin in a Chinese report). Each family list names, after its first choice, the named
/// families that hold what the first lacks (U+200B, the break opportunity in a key, is not in
/// DejaVu Sans Mono; Han is in WenQuanYi only), and never a generic family ("monospace",
/// "sans-serif"): fontconfig resolves those per locale and per installed fonts, which moved the
/// report's columns on a machine with Noto fonts. So the same document gives the same pages on
/// every machine that has these two packages, whatever else is installed.
///
/// All three are TrueType: Qt embeds them as subsets that `pdftotext` reads back digit for
/// digit (Noto CJK is CFF and loses digits in extraction).
class ReportFonts
{
public:
    static constexpr const char* kLatinFamily = "DejaVu Sans";
    static constexpr const char* kMonospaceFamily = "DejaVu Sans Mono";
    static constexpr const char* kCjkFamily = "WenQuanYi Micro Hei";
    static constexpr const char* kCjkPath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

    /// The body families for `language` ("en" or "zh_CN"), first choice first. Throws
    /// ReportError when a font the language needs is not installed (NoChineseFont for zh_CN,
    /// MissingFont for DejaVu).
    static QStringList families(const QString& language);
    /// The families of monospaced text (parameter keys) in `language`: DejaVu Sans Mono, then
    /// the body families for the characters it lacks. Throws as families() does.
    static QStringList monospaceFamilies(const QString& language);
    /// The body font of the report in `language` at `pointSize`.
    static QFont font(const QString& language, qreal pointSize);
    /// The style sheet every report page is laid out with: the `reference` class (a parameter
    /// key under its name) in monospaceFamilies().
    static QString styleSheet(const QString& language);
    /// A CSS font-family value that names exactly `families`, quoted, in order.
    static QString cssFamilyList(const QStringList& families);

    /// Makes sure `family` is known to QFontDatabase, registering the file the Debian package
    /// installs when fontconfig does not list it; false when it is not installed.
    static bool ensureFamily(const QString& family);
    /// ensureFamily(kCjkFamily).
    static bool ensureCjkFont();
};

} // namespace fabrictco
