// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportFonts.h"

#include "report/ReportError.h"

#include <QFile>
#include <QFontDatabase>

#include <array>

namespace fabrictco {

namespace {

/// Where Debian puts each family's regular face, and the package that installs it.
struct FontFile
{
    const char* family;
    const char* path;
    const char* package;
};

constexpr std::array kFontFiles{
    FontFile{ReportFonts::kLatinFamily, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
             "fonts-dejavu-core"},
    FontFile{ReportFonts::kMonospaceFamily,
             "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "fonts-dejavu-core"},
    FontFile{ReportFonts::kCjkFamily, ReportFonts::kCjkPath, "fonts-wqy-microhei"},
};

const FontFile& fileOf(const QString& family)
{
    for (const FontFile& file : kFontFiles)
        if (family == QLatin1String(file.family))
            return file;
    throw ReportError("no font file is known for " + family.toStdString());
}

/// `family`, installed: a missing Latin font is named with its package.
QString required(const char* family)
{
    const QString name = QString::fromLatin1(family);
    if (!ReportFonts::ensureFamily(name)) {
        const FontFile& file = fileOf(name);
        throw ReportError("the report needs the font " + name.toStdString() +
                              ": install it (Debian package " + file.package + ")",
                          ReportProblem::MissingFont, file.path, file.package);
    }
    return name;
}

QString requiredCjk()
{
    if (!ReportFonts::ensureCjkFont()) {
        throw ReportError("no Chinese font: install WenQuanYi Micro Hei (Debian package "
                          "fonts-wqy-microhei) to write a zh_CN report",
                          ReportProblem::NoChineseFont);
    }
    return QString::fromLatin1(ReportFonts::kCjkFamily);
}

bool isChinese(const QString& language)
{
    return language == QLatin1String("zh_CN");
}

} // namespace

bool ReportFonts::ensureFamily(const QString& family)
{
    if (QFontDatabase::families().contains(family))
        return true;
    // Without fontconfig (a minimal container, another platform plugin) the system font may be
    // installed but unlisted: register the file itself.
    const QString path = QString::fromLatin1(fileOf(family).path);
    if (!QFile::exists(path))
        return false;
    const int id = QFontDatabase::addApplicationFont(path);
    return id >= 0 && QFontDatabase::applicationFontFamilies(id).contains(family);
}

bool ReportFonts::ensureCjkFont()
{
    return ensureFamily(QString::fromLatin1(kCjkFamily));
}

QStringList ReportFonts::families(const QString& language)
{
    if (isChinese(language))
        return {requiredCjk()};
    QStringList result{required(kLatinFamily)};
    // Chinese names in an English report (a plan called "华东集群") need CJK glyphs; without
    // the font they are the only text left to the system's choice.
    if (ensureCjkFont())
        result << QString::fromLatin1(kCjkFamily);
    return result;
}

QStringList ReportFonts::monospaceFamilies(const QString& language)
{
    QStringList result = families(language);
    result.prepend(required(kMonospaceFamily));
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

QString ReportFonts::styleSheet(const QString& language)
{
    return QStringLiteral(".reference { font-family: %1; }")
        .arg(cssFamilyList(monospaceFamilies(language)));
}

QString ReportFonts::cssFamilyList(const QStringList& families)
{
    QStringList quoted;
    for (const QString& family : families)
        quoted << QLatin1Char('\'') + family + QLatin1Char('\'');
    return quoted.join(QStringLiteral(", "));
}

} // namespace fabrictco
