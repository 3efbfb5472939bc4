// SPDX-License-Identifier: GPL-3.0-or-later
// The same document and seed give the same report (issue 33): byte for byte under
// SOURCE_DATE_EPOCH, as reproducible-build tools set it, and apart from the creation time
// without it. QPdfWriter wrote its embedded fonts in the order of a randomly seeded QHash, so
// objects moved between runs. Runs the real fabrictco-cli.
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

class ReproducibleReportTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        fabrictco::test::ensureCoreApplication();
        ASSERT_TRUE(folder.isValid());
    }

    /// Runs fabrictco-cli with `epoch` as SOURCE_DATE_EPOCH (none when empty); the file it
    /// wrote, or what it said on standard error when it failed.
    QByteArray write(const QStringList& arguments, const QString& epoch, int* exitCode = nullptr,
                     const QString& timeZone = QStringLiteral("UTC"))
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
        environment.remove(QStringLiteral("SOURCE_DATE_EPOCH"));
        environment.insert(QStringLiteral("TZ"), timeZone);
        if (!epoch.isEmpty())
            environment.insert(QStringLiteral("SOURCE_DATE_EPOCH"), epoch);
        QProcess process;
        process.setProcessEnvironment(environment);
        process.setWorkingDirectory(folder.path());
        process.start(QStringLiteral(FABRICTCO_CLI_EXECUTABLE), arguments);
        EXPECT_TRUE(process.waitForFinished(300000));
        if (exitCode)
            *exitCode = process.exitCode();
        if (process.exitCode() != 0)
            return process.readAllStandardError();
        QFile file(QDir(folder.path()).filePath(arguments.at(arguments.indexOf("-o") + 1)));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return file.readAll();
    }

    QTemporaryDir folder;
};

const QStringList kReport{"report", "--example", "hft", "-o", "r.pdf", "--trials", "500"};

TEST_F(ReproducibleReportTest, UnderSourceDateEpochTwoRunsGiveTheSameBytes)
{
    const QByteArray first = write(kReport, QStringLiteral("1764633600"));
    // In another time zone: QPdfWriter writes its clock with the zone's offset ("+14'00'").
    const QByteArray second =
        write(kReport, QStringLiteral("1764633600"), nullptr, QStringLiteral("Pacific/Kiritimati"));
    ASSERT_TRUE(first.startsWith("%PDF"));
    EXPECT_TRUE(first == second) << "the PDFs differ";
    // The creation time and the printed date are the epoch's: 2025-12-02 00:00 UTC.
    EXPECT_EQ(first.count("/CreationDate (D:20251202000000Z)"), 2); // QPdfWriter's and ours
    EXPECT_EQ(first.count("/CreationDate"), 2);

    const QStringList zh{"report", "--example", "llm-training", "-o", "z.pdf",
                         "--trials", "500", "--lang", "zh_CN"};
    EXPECT_TRUE(write(zh, QStringLiteral("1764633600")) == write(zh, QStringLiteral("1764633600")));

    const QStringList xlsx{"export", "--example", "hft", "-o", "e.xlsx", "--trials", "500"};
    EXPECT_TRUE(write(xlsx, QStringLiteral("1764633600")) ==
                write(xlsx, QStringLiteral("1764633600")))
        << "the workbooks differ";
}

TEST_F(ReproducibleReportTest, WithoutItOnlyTheCreationTimeDiffers)
{
    const QByteArray first = write(kReport, {});
    const QByteArray second = write(kReport, {});
    ASSERT_TRUE(first.startsWith("%PDF"));
    ASSERT_EQ(first.size(), second.size());
    // The creation time, in the info dictionary QPdfWriter wrote and in the one we add.
    static const QRegularExpression created(
        QStringLiteral("/CreationDate \\(D:\\d{14}(Z|[+-]\\d\\d'\\d\\d')\\)"));
    const auto withoutTime = [](const QByteArray& pdf) {
        return QString::fromLatin1(pdf).replace(created, QStringLiteral("/CreationDate (...)"));
    };
    EXPECT_TRUE(withoutTime(first) == withoutTime(second))
        << "the PDFs differ in more than their creation time";
}

TEST_F(ReproducibleReportTest, AMalformedSourceDateEpochIsRefused)
{
    for (const QString& bad :
         {QStringLiteral("yesterday"), QStringLiteral("-5"), QStringLiteral("1.5e9"),
          QStringLiteral("99999999999999"), QStringLiteral("253402300800"),
          QStringLiteral(" 1764633600"), QStringLiteral("+1764633600")}) {
        SCOPED_TRACE(bad.toStdString());
        int exitCode = 0;
        const QByteArray said = write(kReport, bad, &exitCode);
        EXPECT_EQ(exitCode, 1);
        EXPECT_TRUE(said.contains("SOURCE_DATE_EPOCH must be the seconds since 1970-01-01"))
            << said.toStdString();
        EXPECT_FALSE(QFile::exists(QDir(folder.path()).filePath(QStringLiteral("r.pdf"))));
    }
}

} // namespace
