// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing depends upward (issue 37, item 6). Every library has the source root as a public
// include directory, so a backward include (core including a ui header) would compile as long
// as the library it names happens to be linked. This test reads every source file of each
// layer and names any include of a layer it may not use, as the CMake targets link them.
#include "tests/support/TestData.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <map>
#include <set>

namespace {

/// The layers each layer may include (itself too), from the target_link_libraries of each.
const std::map<QString, std::set<QString>>& allowedIncludes()
{
    static const std::map<QString, std::set<QString>> allowed{
        {QStringLiteral("core"), {QStringLiteral("core")}},
        {QStringLiteral("translations"), {QStringLiteral("translations")}},
        {QStringLiteral("storage"), {QStringLiteral("core"), QStringLiteral("storage")}},
        {QStringLiteral("presentation"),
         {QStringLiteral("core"), QStringLiteral("presentation"), QStringLiteral("translations")}},
        {QStringLiteral("charts"),
         {QStringLiteral("core"), QStringLiteral("presentation"), QStringLiteral("charts"),
          QStringLiteral("translations")}},
        {QStringLiteral("report"),
         {QStringLiteral("core"), QStringLiteral("storage"), QStringLiteral("presentation"),
          QStringLiteral("charts"), QStringLiteral("report"), QStringLiteral("translations")}},
        {QStringLiteral("ui"),
         {QStringLiteral("core"), QStringLiteral("storage"), QStringLiteral("presentation"),
          QStringLiteral("charts"), QStringLiteral("report"), QStringLiteral("ui"),
          QStringLiteral("translations")}},
        {QStringLiteral("app/cli"),
         {QStringLiteral("core"), QStringLiteral("storage"), QStringLiteral("presentation"),
          QStringLiteral("charts"), QStringLiteral("report"), QStringLiteral("translations"),
          QStringLiteral("app/cli")}},
        {QStringLiteral("app/gui"),
         {QStringLiteral("core"), QStringLiteral("storage"), QStringLiteral("presentation"),
          QStringLiteral("charts"), QStringLiteral("report"), QStringLiteral("ui"),
          QStringLiteral("translations"), QStringLiteral("app/gui")}},
    };
    return allowed;
}

/// "file:line: #include ..." for every include under `root` of a layer its file's layer may
/// not use. Includes of anything that is not a layer (Qt, the tests' support) are not ours.
QStringList backwardIncludes(const QString& root)
{
    static const QRegularExpression include(
        QStringLiteral(R"(^\s*#\s*include\s*"((app/[a-z]+)|[a-z]+)/)"));
    QStringList found;
    for (const auto& [layer, allowed] : allowedIncludes()) {
        QDirIterator files(QDir(root).filePath(layer),
                           {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
                found << path + QStringLiteral(": cannot be read");
                continue;
            }
            int line = 0;
            while (!file.atEnd()) {
                const QString text = QString::fromUtf8(file.readLine());
                ++line;
                const QRegularExpressionMatch match = include.match(text);
                if (!match.hasMatch())
                    continue;
                const QString target = match.captured(1);
                if (allowedIncludes().contains(target) && !allowed.contains(target))
                    found << QStringLiteral("%1:%2: %3")
                                 .arg(QDir(root).relativeFilePath(path))
                                 .arg(line)
                                 .arg(text.trimmed());
            }
        }
    }
    return found;
}

} // namespace

TEST(IncludeLayeringTest, NoLayerIncludesOneAboveIt)
{
    const QString root = QDir(fabrictco::test::dataDir()).filePath(QStringLiteral(".."));
    ASSERT_TRUE(QFile::exists(QDir(root).filePath(QStringLiteral("core/model/Scenario.h"))));
    const QStringList found = backwardIncludes(root);
    EXPECT_TRUE(found.isEmpty()) << found.join(QLatin1Char('\n')).toStdString();
}

TEST(IncludeLayeringTest, APlantedBackwardIncludeIsNamed)
{
    QTemporaryDir root;
    ASSERT_TRUE(root.isValid());
    const auto plant = [&root](const QString& relative, const QByteArray& text) {
        const QString path = root.filePath(relative);
        ASSERT_TRUE(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    plant(QStringLiteral("core/model/Fine.h"),
          "#include \"core/money/Decimal.h\"\n#include <QString>\n");
    plant(QStringLiteral("core/model/Bad.cpp"),
          "// a comment\n#include \"core/model/Fine.h\"\n#include \"ui/plans/PlansView.h\"\n");
    plant(QStringLiteral("presentation/Words.cpp"), "  #  include \"report/ReportStyle.h\"\n");
    plant(QStringLiteral("app/cli/Command.cpp"), "#include \"app/gui/Main.h\"\n");
    plant(QStringLiteral("ui/Window.cpp"), "#include \"report/ReportStyle.h\"\n");
    const QStringList found = backwardIncludes(root.path());
    ASSERT_EQ(found.size(), 3) << found.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(
        found.contains(QStringLiteral("core/model/Bad.cpp:3: #include \"ui/plans/PlansView.h\"")));
    EXPECT_TRUE(found.contains(
        QStringLiteral("presentation/Words.cpp:1: #  include \"report/ReportStyle.h\"")));
    EXPECT_TRUE(
        found.contains(QStringLiteral("app/cli/Command.cpp:1: #include \"app/gui/Main.h\"")));
}
