// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/FileDigest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <sys/stat.h>

using namespace fabrictco;

TEST(FileDigestTest, TheFirstTwelveHexDigitsOfTheSha256)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.fabrictco"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("abc");
    file.close();
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.
    EXPECT_EQ(FileDigest::sha256Prefix(path), QStringLiteral("ba7816bf8f01"));
}

TEST(FileDigestTest, MissingFilesFoldersAndFifosGiveNoDigestAndDoNotBlock)
{
    QTemporaryDir dir;
    EXPECT_TRUE(FileDigest::sha256Prefix(dir.filePath(QStringLiteral("missing"))).isEmpty());
    EXPECT_TRUE(FileDigest::sha256Prefix(dir.path()).isEmpty());
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe")));
    ASSERT_EQ(mkfifo(fifo.constData(), 0600), 0);
    // Opening a FIFO for reading would wait for a writer forever.
    EXPECT_TRUE(FileDigest::sha256Prefix(QString::fromLocal8Bit(fifo)).isEmpty());
}
