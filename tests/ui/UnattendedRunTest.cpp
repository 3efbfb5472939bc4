// SPDX-License-Identifier: GPL-3.0-or-later
// Runs nobody watches never wait (issue 16, item 5): the real fabrictco with --screenshot or
// --startup-time on a document it cannot open prints why and exits non-zero at once, where it
// used to wait forever on a "Cannot open the document" box.
#include "UiTestSupport.h"
#include "ui/common/PlainMessageBox.h"

#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

struct GuiRun
{
    bool finished = false;
    int exitCode = -1;
    QString errors;
    QString output;
};

GuiRun runGui(const QStringList& arguments, bool withDisplay = true)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (withDisplay) {
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QString::fromLatin1(name));
    }
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(FABRICTCO_GUI_EXECUTABLE), arguments);
    GuiRun run;
    run.finished = process.waitForFinished(30'000);
    if (!run.finished)
        process.kill();
    process.waitForFinished();
    run.exitCode = process.exitCode();
    run.errors = QString::fromUtf8(process.readAllStandardError());
    run.output = QString::fromUtf8(process.readAllStandardOutput());
    return run;
}

} // namespace

TEST(UnattendedRunTest, AnUnreadableDocumentEndsAScreenshotRunWithAnError)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.fabrictco"));
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("not a plan document");
    file.close();
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    for (const QStringList& arguments :
         {QStringList{bad, QStringLiteral("--screenshot"), png, QStringLiteral("--lang"),
                      QStringLiteral("en")},
          QStringList{bad, QStringLiteral("--startup-time"), QStringLiteral("--lang"),
                      QStringLiteral("en")},
          QStringList{dir.filePath(QStringLiteral("missing.fabrictco")),
                      QStringLiteral("--screenshot"), png}}) {
        SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
        const GuiRun run = runGui(arguments);
        ASSERT_TRUE(run.finished) << "waited on a box nobody will close";
        EXPECT_EQ(run.exitCode, 1);
        EXPECT_FALSE(run.errors.trimmed().isEmpty()) << "no word of what went wrong";
        EXPECT_FALSE(QFile::exists(png));
    }
}

TEST(UnattendedRunTest, AnExampleBesideAFileIsRefusedNotIgnored)
{
    // A stranger gave both and saw the example, with no word about the file.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const GuiRun run = runGui({QStringLiteral("--example"), QStringLiteral("llm-training"),
                               dir.filePath(QStringLiteral("plan.fabrictco")),
                               QStringLiteral("--screenshot"), png});
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.errors.contains(QStringLiteral("one document"))) << run.errors.toStdString();
    EXPECT_FALSE(QFile::exists(png));
}

TEST(UnattendedRunTest, BoxesAnswerWithTheChoiceThatChangesNothing)
{
    test::ensureApplication();
    ui::PlainMessageBox::setUnattended(true);
    EXPECT_EQ(
        ui::PlainMessageBox::question(nullptr, QStringLiteral("t"), QStringLiteral("x"),
                                      QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel),
        QMessageBox::Cancel);
    EXPECT_EQ(ui::PlainMessageBox::question(nullptr, QStringLiteral("t"), QStringLiteral("x")),
              QMessageBox::No);
    EXPECT_EQ(ui::PlainMessageBox::warning(nullptr, QStringLiteral("t"), QStringLiteral("x")),
              QMessageBox::Ok);
    ui::PlainMessageBox::setUnattended(false);
    EXPECT_FALSE(ui::PlainMessageBox::isUnattended());
}

TEST(UnattendedRunTest, WithoutADisplayHelpIsShownAndAWindowIsRefusedWithWhatToDo)
{
    const GuiRun help = runGui({QStringLiteral("--help")}, false);
    ASSERT_TRUE(help.finished);
    EXPECT_EQ(help.exitCode, 0) << help.errors.toStdString();
    EXPECT_TRUE(help.output.contains(QStringLiteral("--example"))) << help.output.toStdString();

    const GuiRun window = runGui({QStringLiteral("--example"), QStringLiteral("hft")}, false);
    ASSERT_TRUE(window.finished);
    EXPECT_EQ(window.exitCode, 1);
    EXPECT_TRUE(window.errors.contains(QStringLiteral("fabrictco-cli report")))
        << window.errors.toStdString();
    EXPECT_FALSE(window.errors.contains(QStringLiteral("platform plugin")))
        << window.errors.toStdString();
}
