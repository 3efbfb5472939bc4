// SPDX-License-Identifier: GPL-3.0-or-later
// Every setting survives a restart (issue 17, item 1): written by one application object,
// read back by the next, through the settings file on disk. Language and recent files were
// lost because their group was called "general", which Qt's INI format reads back as "General".
#include "ui/settings/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSize>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <memory>

using namespace fabrictco::ui;

namespace {

class SettingsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    }
    /// A new application object, as at the start of the program.
    void restart()
    {
        app.reset();
        static int argc = 1;
        static char name[] = "fabrictco-settings-test";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QCoreApplication>(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("FabricTCO-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("fabrictco-settings-test"));
    }
    QString settingsFile() const { return QSettings().fileName(); }

    QTemporaryDir dir;
    std::unique_ptr<QCoreApplication> app;
};

TEST_F(SettingsTest, EverySettingIsReadBackAfterARestart)
{
    restart();
    const QStringList recent = {QStringLiteral("/home/li/集群 A.fabrictco"),
                                QStringLiteral("/tmp/b.fabrictco")};
    Settings::geometry.set(QByteArray("geometry"));
    Settings::windowState.set(QByteArray("state"));
    Settings::language.set(QStringLiteral("zh_CN"));
    Settings::recentFiles.set(recent);
    Settings::lastDirectory.set(QStringLiteral("/home/li/规划"));
    Settings::reportPaper.set(QStringLiteral("Letter"));
    Settings::reportPreparedBy.set(QStringLiteral("李伟"));
    Settings::reportOrganisation.set(QStringLiteral("Example Lab"));

    restart();
    EXPECT_EQ(Settings::geometry.get(), QByteArray("geometry"));
    EXPECT_EQ(Settings::windowState.get(), QByteArray("state"));
    EXPECT_TRUE(Settings::language.isSet());
    EXPECT_EQ(Settings::language.get(), QStringLiteral("zh_CN"));
    EXPECT_EQ(Settings::recentFiles.get(), recent);
    EXPECT_EQ(Settings::lastDirectory.get(), QStringLiteral("/home/li/规划"));
    EXPECT_EQ(Settings::reportPaper.get(), QStringLiteral("Letter"));
    EXPECT_EQ(Settings::reportPreparedBy.get(), QStringLiteral("李伟"));
    EXPECT_EQ(Settings::reportOrganisation.get(), QStringLiteral("Example Lab"));

    QFile file(settingsFile());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_FALSE(file.readAll().contains("%General")) << "a group Qt reads back under another name";
    app.reset();
}

TEST_F(SettingsTest, RecentFilesKeepTheNewestFirstWithoutDuplicates)
{
    restart();
    Settings::recentFiles.clear();
    for (int i = 0; i < Settings::kMaxRecentFiles + 3; ++i)
        Settings::addRecentFile(QStringLiteral("/f%1.fabrictco").arg(i));
    Settings::addRecentFile(QStringLiteral("/f5.fabrictco"));
    restart();
    const QStringList files = Settings::recentFiles.get();
    ASSERT_EQ(files.size(), Settings::kMaxRecentFiles);
    EXPECT_EQ(files.front(), QStringLiteral("/f5.fabrictco"));
    EXPECT_EQ(files.count(QStringLiteral("/f5.fabrictco")), 1);
    app.reset();
}

TEST_F(SettingsTest, ValuesAnOlderVersionSavedAreReadAndMovedOnTheNextSave)
{
    restart();
    // What 0.1 left on disk: its "general" group, as Qt wrote it.
    {
        QFile file(settingsFile());
        QDir().mkpath(QFileInfo(file).absolutePath());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("[%General]\nlanguage=zh_CN\nrecentFiles=/a.fabrictco, /b.fabrictco\n");
    }
    restart();
    EXPECT_TRUE(Settings::language.isSet());
    EXPECT_EQ(Settings::language.get(), QStringLiteral("zh_CN"));
    EXPECT_EQ(Settings::recentFiles.get(),
              QStringList({QStringLiteral("/a.fabrictco"), QStringLiteral("/b.fabrictco")}));

    Settings::language.set(QStringLiteral("en"));
    restart();
    EXPECT_EQ(Settings::language.get(), QStringLiteral("en"));
    EXPECT_FALSE(QSettings().contains(QStringLiteral("General/language")));
    app.reset();
}

TEST_F(SettingsTest, AnUnsetOrUnreadableValueGivesTheDefault)
{
    restart();
    Settings::reportPaper.clear();
    EXPECT_FALSE(Settings::reportPaper.isSet());
    EXPECT_TRUE(Settings::reportPaper.get().isEmpty());
    QSettings().setValue(Settings::recentFiles.key(), QVariant::fromValue(QSize(3, 4)));
    restart();
    EXPECT_TRUE(Settings::recentFiles.get().isEmpty());
    app.reset();
}

} // namespace
