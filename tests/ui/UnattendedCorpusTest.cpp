// SPDX-License-Identifier: GPL-3.0-or-later
// Every unattended run ends (issue 34, item 2): the real fabrictco with --screenshot (and --page,
// --slide) and --startup-time on every document of the hostile and boundary corpus
// (tests/fuzz/corpus/document) and of the older formats (tests/fixtures). `--screenshot` waited
// for good on a valid document whose cluster outgrows a plan's fabric: no risk run starts there,
// and it waited for one.
#include "tests/support/TestData.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

/// Each document a test of its own, so ctest runs them side by side.
std::vector<std::string> corpus()
{
    std::vector<std::string> documents;
    const QDir fixtures(fabrictco::test::fixturesDir());
    for (const QDir& folder : {QDir(fixtures.filePath(QStringLiteral("../fuzz/corpus/document"))),
                               fixtures}) {
        for (const QFileInfo& file :
             folder.entryInfoList({QStringLiteral("*.fabrictco")}, QDir::Files, QDir::Name))
            documents.push_back(file.absoluteFilePath().toStdString());
    }
    return documents;
}

struct Finished
{
    bool inTime = false;
    int exitCode = -1;
    QString errors;
};

/// Runs the window unattended on `document`; 90 seconds is the bound (a risk run on the CI
/// machine takes under one).
Finished runUnattended(const QString& document, const QStringList& mode)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(FABRICTCO_GUI_EXECUTABLE), QStringList{document} + mode);
    Finished result;
    result.inTime = process.waitForFinished(90'000);
    if (!result.inTime) {
        process.kill();
        process.waitForFinished();
    }
    result.exitCode = process.exitCode();
    result.errors = QString::fromUtf8(process.readAllStandardError());
    return result;
}

class UnattendedCorpusTest : public ::testing::TestWithParam<std::string>
{
};

TEST_P(UnattendedCorpusTest, EveryUnattendedModeEndsWithAPictureOrAReason)
{
    const QString document = QString::fromStdString(GetParam());
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString png = folder.filePath(QStringLiteral("shot.png"));
    const std::vector<QStringList> modes{
        {QStringLiteral("--screenshot"), png},
        {QStringLiteral("--screenshot"), png, QStringLiteral("--page"), QStringLiteral("4")},
        {QStringLiteral("--screenshot"), png, QStringLiteral("--slide"), QStringLiteral("0")},
        {QStringLiteral("--startup-time")},
    };
    for (const QStringList& mode : modes) {
        SCOPED_TRACE(mode.join(QLatin1Char(' ')).toStdString());
        QFile::remove(png);
        const Finished run = runUnattended(document, mode);
        ASSERT_TRUE(run.inTime) << "still running after 90 s";
        // 0: done; 1: the document was refused, with the reason on standard error.
        EXPECT_TRUE(run.exitCode == 0 || run.exitCode == 1) << run.exitCode;
        if (run.exitCode == 1) {
            EXPECT_FALSE(run.errors.trimmed().isEmpty()) << "refused without a reason";
        } else if (mode.front() == QLatin1String("--screenshot")) {
            EXPECT_TRUE(QFileInfo(png).size() > 0) << "no picture";
        }
    }
}

std::string documentName(const ::testing::TestParamInfo<std::string>& info)
{
    std::string name = QFileInfo(QString::fromStdString(info.param)).completeBaseName().toStdString();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Corpus, UnattendedCorpusTest, ::testing::ValuesIn(corpus()),
                         documentName);

} // namespace
