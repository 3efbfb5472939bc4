// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportFonts.h"

#include "report/ReportError.h"

#include <QFile>
#include <QFontDatabase>

namespace fabrictco {

bool ReportFonts::ensureCjkFont()
{
    const QString family = QString::fromLatin1(kCjkFamily);
    if (QFontDatabase::families().contains(family))
        return true;
    // Without fontconfig (a minimal container, another platform plugin) the system font may be
    // installed but unlisted: register the file itself.
    if (!QFile::exists(QString::fromLatin1(kCjkPath)))
        return false;
    const int id = QFontDatabase::addApplicationFont(QString::fromLatin1(kCjkPath));
    return id >= 0 && QFontDatabase::applicationFontFamilies(id).contains(family);
}

QStringList ReportFonts::families(const QString& language)
{
    const bool cjkAvailable = ensureCjkFont();
    const QString cjk = QString::fromLatin1(kCjkFamily);
    const QString latin = QStringLiteral("DejaVu Sans");
    const bool latinAvailable = QFontDatabase::families().contains(latin);
    if (language == QLatin1String("zh_CN")) {
        if (!cjkAvailable) {
            throw ReportError("no Chinese font: install WenQuanYi Micro Hei (Debian package "
                              "fonts-wqy-microhei) to write a zh_CN report",
                              ReportProblem::NoChineseFont);
        }
        return {cjk};
    }
    QStringList result;
    if (latinAvailable)
        result << latin;
    // Chinese names in an English report (a plan called "华东集群") still need CJK glyphs.
    if (cjkAvailable)
        result << cjk;
    return result;
}

QFont ReportFonts::font(const QString& language, qreal pointSize)
{
    QFont font;
    font.setFamilies(families(language));
    font.setPointSizeF(pointSize);
    // PreferNoShaping skips ligatures for scripts that do not need shaping (Latin). With them,
    // "fi" in "InfiniBand" became the single glyph U+FB01 and the word could not be found with
    // pdftotext or a PDF viewer's search.
    font.setStyleStrategy(QFont::StyleStrategy(QFont::PreferOutline | QFont::PreferNoShaping));
    return font;
}

} // namespace fabrictco
