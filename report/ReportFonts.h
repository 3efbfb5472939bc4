// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// Chooses the report's fonts. Every font must be TrueType: Qt embeds it as a subset that
/// `pdftotext` reads back digit for digit. Noto CJK (CFF) loses digits in extraction, so
/// Chinese uses WenQuanYi Micro Hei, registered from the system path when fontconfig does not
/// list it. Latin text uses DejaVu Sans when present (WenQuanYi covers Latin too).
class ReportFonts
{
public:
    static constexpr const char* kCjkFamily = "WenQuanYi Micro Hei";
    static constexpr const char* kCjkPath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

    /// Font families for `language` ("en" or "zh_CN"), first choice first. Throws ReportError
    /// when zh_CN is asked for and no CJK font can be found or registered.
    static QStringList families(const QString& language);
    /// The body font of the report in `language` at `pointSize`.
    static QFont font(const QString& language, qreal pointSize);
    /// Makes sure WenQuanYi Micro Hei is known to QFontDatabase; false when it is not installed.
    static bool ensureCjkFont();
};

} // namespace fabrictco
