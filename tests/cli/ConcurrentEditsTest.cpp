// SPDX-License-Identifier: GPL-3.0-or-later
// Two writers at once (issue 16, item 1): two real `fabrictco-cli set` processes edit one
// document at the same moment, many times. An edit is never lost silently: either both edits
// are in the file, or the one that could not be kept exited 1 saying so.
#include "tests/support/TestData.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

QProcess* startSet(const QString& file, const QString& assignment)
{
    auto* process = new QProcess;
    process->start(QStringLiteral(FABRICTCO_CLI_EXECUTABLE),
                   {QStringLiteral("set"), file, assignment});
    return process;
}

QString show(const QString& file)
{
    QProcess process;
    process.start(QStringLiteral(FABRICTCO_CLI_EXECUTABLE), {QStringLiteral("show"), file});
    process.waitForFinished(30'000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

TEST(ConcurrentEditsTest, NoEditIsLostSilently)
{
    int argc = 0;
    QCoreApplication app(argc, nullptr);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("plan.fabrictco"));
    {
        QProcess make;
        make.start(QStringLiteral(FABRICTCO_CLI_EXECUTABLE),
                   {QStringLiteral("new"), QStringLiteral("--example"),
                    QStringLiteral("llm-training"), QStringLiteral("-o"), file});
        ASSERT_TRUE(make.waitForFinished(30'000));
        ASSERT_EQ(make.exitCode(), 0);
    }
    const QString pristine = dir.filePath(QStringLiteral("pristine.fabrictco"));
    ASSERT_TRUE(QFile::copy(file, pristine));
    int refusals = 0;
    for (int round = 0; round < 12; ++round) {
        SCOPED_TRACE(round);
        QFile::remove(file);
        ASSERT_TRUE(QFile::copy(pristine, file));
        std::unique_ptr<QProcess> gpus(startSet(file, QStringLiteral("cluster.gpus_per_node=4")));
        std::unique_ptr<QProcess> years(startSet(file, QStringLiteral("cluster.horizon_years=7")));
        ASSERT_TRUE(gpus->waitForFinished(30'000));
        ASSERT_TRUE(years->waitForFinished(30'000));
        const QString shown = show(file);
        const bool gpusKept = shown.contains(QStringLiteral("x 4 GPUs"));
        const bool yearsKept = shown.contains(QStringLiteral("7 years"));
        for (auto [process, kept] : {std::pair{gpus.get(), gpusKept}, {years.get(), yearsKept}}) {
            const QString errors = QString::fromUtf8(process->readAllStandardError());
            if (kept) {
                EXPECT_EQ(process->exitCode(), 0) << errors.toStdString();
            } else {
                ++refusals;
                EXPECT_EQ(process->exitCode(), 1) << "an edit was lost, and the command said "
                                                     "it was saved";
                EXPECT_TRUE(errors.contains(QStringLiteral("changed since it was read")))
                    << errors.toStdString();
            }
        }
        EXPECT_TRUE(gpusKept || yearsKept) << "neither edit is in the file";
    }
    // Nothing left beside the document: no lock, no temporary file.
    EXPECT_FALSE(QFile::exists(file + QStringLiteral(".lock")));
    RecordProperty("refusals", refusals);
}
