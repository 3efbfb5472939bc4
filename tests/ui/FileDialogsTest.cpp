// SPDX-License-Identifier: GPL-3.0-or-later
// The window's file dialogs never open a file to name its type: in /proc that read waited
// forever and froze the window.
#include "ui/common/FileDialogs.h"

#include "UiTestSupport.h"

#include <QApplication>
#include <QFileDialog>
#include <QMimeDatabase>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

TEST(FileDialogsTest, AFilesTypeComesFromItsNameNotItsContent)
{
    test::ensureApplication();
    QTemporaryDir dir;
    // A PNG signature in a file whose name says nothing: only reading it tells it is a picture.
    const QString path = test::writeFile(dir, QStringLiteral("noextension"),
                                         QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    const QFileInfo info(path);
    ASSERT_EQ(QMimeDatabase().mimeTypeForFile(info).name(), QStringLiteral("image/png"))
        << "Qt's default match reads the content";
    const FileIconsByName provider;
    EXPECT_EQ(provider.type(info),
              QMimeDatabase().mimeTypeForFile(info, QMimeDatabase::MatchExtension).comment());
    EXPECT_NE(provider.type(info), QMimeDatabase().mimeTypeForFile(info).comment());
    EXPECT_FALSE(provider.icon(info).isNull());
    EXPECT_EQ(provider.type(QFileInfo(dir.path())), FileIconsByName::tr("Folder"));
}

TEST(FileDialogsTest, EveryDialogNamesFilesByNameAndStartsAtTheGivenFile)
{
    test::ensureApplication();
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("plan.pdf"));
    bool byName = false;
    QString directory;
    QTimer::singleShot(0, [&] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            byName = dynamic_cast<const FileIconsByName*>(dialog->iconProvider()) != nullptr;
            directory = dialog->directory().absolutePath();
            dialog->reject();
        }
    });
    const QString chosen = FileDialogs::saveFileName(nullptr, QStringLiteral("Save"), path,
                                                     QStringLiteral("PDF files (*.pdf)"));
    EXPECT_TRUE(chosen.isEmpty()) << "cancelled";
    EXPECT_TRUE(byName);
    EXPECT_EQ(directory, QDir(dir.path()).absolutePath());
}

} // namespace
