// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export HTML report: the accessible report from the window, as the CLI writes it, with
// the PDF's dialogs, engines and error handling.
#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "report/ReportGenerator.h"
#include "ui/export/ReportExporter.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class HtmlReportExportTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        test::ExampleWindowTest::SetUp();
        if (HasFatalFailure())
            return;
        ASSERT_TRUE(dir.isValid());
        options.trials = 300; // the window uses the CLI's 10,000; fewer keep the test quick
        options.date = QDate(2026, 11, 29);
    }
    ReportExporter& exporter() { return *window->reportExporter(); }
    ReportExporter::Result writeHtml(const QString& path)
    {
        std::optional<ReportExporter::Result> result;
        exporter().writeHtml(path, window->documentContent(), options,
                             [&result](ReportExporter::Result r) { result = std::move(r); });
        EXPECT_TRUE(QTest::qWaitFor([&] { return result.has_value(); }, 300'000));
        return result.value_or(ReportExporter::Result{
            ReportExporter::Result::Failed, QStringLiteral("no answer"), {}, {}, 0});
    }
    QList<QAction*> fileMenu() const
    {
        QMenu* file = window->menuBar()->actions().first()->menu();
        return file ? file->actions() : QList<QAction*>{};
    }
    QAction* fileMenuAction(const QString& text) const
    {
        for (QAction* action : fileMenu())
            if (action->text().remove(QLatin1Char('&')) == text)
                return action;
        return nullptr;
    }

    QTemporaryDir dir;
    ReportOptions options;
};

} // namespace

TEST_F(HtmlReportExportTest, IsTheReportTheCliWrites)
{
    const QString path = dir.filePath(QStringLiteral("window.html"));
    const ReportExporter::Result result = writeHtml(path);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    EXPECT_TRUE(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
    const DocumentContent content = window->documentContent();
    EXPECT_EQ(html, ReportGenerator::html(content.scenario, ReportExporter::catalogFor(content),
                                          options));
}

TEST_F(HtmlReportExportTest, AnUnwritablePathIsAnErrorAndLeavesNoFile)
{
    const QString path = dir.filePath(QStringLiteral("no-such-folder/report.html"));
    const ReportExporter::Result result = writeHtml(path);
    EXPECT_EQ(result.status, ReportExporter::Result::Failed);
    EXPECT_TRUE(result.error.contains(QStringLiteral("report.html"))) << result.error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST_F(HtmlReportExportTest, TheFileMenuOffersItAfterThePdfWhenThereIsAComparison)
{
    QAction* pdf = fileMenuAction(QStringLiteral("Export PDF report…"));
    QAction* html = fileMenuAction(QStringLiteral("Export HTML report…"));
    ASSERT_TRUE(pdf && html);
    EXPECT_EQ(fileMenu().indexOf(html), fileMenu().indexOf(pdf) + 1);
    EXPECT_TRUE(html->isEnabled());
    // One report at a time.
    options.trials = 5'000'000;
    std::optional<ReportExporter::Result> running;
    exporter().compute(window->documentContent(), options,
                       [&running](ReportExporter::Result r) { running = std::move(r); });
    EXPECT_FALSE(html->isEnabled());
    exporter().cancel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return running.has_value(); }, 300'000));
    EXPECT_TRUE(html->isEnabled());
    window->showStartPage();
    EXPECT_FALSE(html->isEnabled()) << "no report of the start page";
}

TEST_F(HtmlReportExportTest, InteractiveExportAsksAgainWhenTheFileCannotBeWritten)
{
    // The menu entry's whole flow: the choices, a save to a name the file system refuses (an
    // error message, then the save question again), then a good path. No preview: a browser
    // shows the page.
    const QString bad = dir.filePath(QString(300, QLatin1Char('r')) + QStringLiteral(".html"));
    const QString good = dir.filePath(QStringLiteral("report"));
    int fileDialogs = 0;
    QStringList suggested;
    exporter().setSavePathPrompt([&](QWidget*, const QString& caption, const QString& path,
                                     const QString& filters, QString*) {
        suggested << path;
        EXPECT_EQ(caption, QStringLiteral("Export HTML report"));
        EXPECT_EQ(filters, QStringLiteral("HTML files (*.html)"));
        return fileDialogs++ == 0 ? bad : good;
    });
    QStringList messages;
    QStringList seen;
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        // The progress dialog shows only when the machine is slow (a loaded CI runner): it is
        // not a question to answer.
        if (modal == nullptr || qobject_cast<QProgressDialog*>(modal) != nullptr)
            return;
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            messages << box->text();
            box->accept();
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            seen << QString::fromLatin1(modal->metaObject()->className());
            dialog->accept();
        }
    });
    answer.start();
    QSignalSpy wrote(&exporter(), &ReportExporter::written);
    exporter().exportHtml(window->documentContent());
    EXPECT_TRUE(wrote.wait(300'000));
    answer.stop();

    EXPECT_EQ(seen, QStringList({QStringLiteral("fabrictco::ui::ReportDialog")}));
    EXPECT_EQ(fileDialogs, 2);
    ASSERT_EQ(suggested.size(), 2);
    EXPECT_TRUE(suggested.at(0).endsWith(QLatin1String(".html"))) << suggested.at(0).toStdString();
    EXPECT_EQ(suggested.at(1), bad) << "the second question starts from the refused name";
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.first().contains(QStringLiteral("rrrr")))
        << messages.first().toStdString();
    EXPECT_FALSE(QFileInfo::exists(bad));
    // The extension is added to a name given without it.
    QFile file(good + QStringLiteral(".html"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(15).startsWith("<!DOCTYPE html>"));
    ASSERT_EQ(wrote.size(), 1);
    EXPECT_EQ(wrote.at(0).at(1).toString(), QFileInfo(file).absoluteFilePath());
}
