// SPDX-License-Identifier: GPL-3.0-or-later
// The window's report and spreadsheet exports without their dialogs (ReportExporter's
// non-interactive steps), checked against the CLI's pipeline and the engines.
#include "ui/export/ReportExporter.h"

#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "core/tco/TcoEngine.h"
#include "presentation/MoneyFormat.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ReportExporterTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        test::ExampleWindowTest::SetUp();
        if (HasFatalFailure())
            return;
        ASSERT_TRUE(dir.isValid());
        options.trials = 1000; // the window uses the CLI's 10,000; fewer keep the test quick
        options.date = QDate(2026, 11, 29);
    }
    ReportExporter& exporter() { return *window->reportExporter(); }
    /// Starts a run and lets the event loop turn until its answer comes (the exporter itself
    /// never waits: it answers through its future's signal).
    static ReportExporter::Result answer(const std::function<void(ReportExporter::Done)>& start)
    {
        std::optional<ReportExporter::Result> result;
        start([&result](ReportExporter::Result r) { result = std::move(r); });
        EXPECT_TRUE(QTest::qWaitFor([&] { return result.has_value(); }, 300'000));
        return result.value_or(ReportExporter::Result{
            ReportExporter::Result::Failed, QStringLiteral("no answer"), {}, {}, 0});
    }
    ReportExporter::Result compute(const DocumentContent& content, const ReportOptions& with)
    {
        return answer([&](auto done) { exporter().compute(content, with, done); });
    }
    ReportExporter::Result writePdf(const QString& path, const DocumentContent& content,
                                    const ReportOptions& with)
    {
        return answer([&](auto done) { exporter().writePdf(path, content, with, done); });
    }
    ReportExporter::Result writeSpreadsheet(const QString& path, const DocumentContent& content,
                                            const ReportOptions& with)
    {
        return answer([&](auto done) { exporter().writeSpreadsheet(path, content, with, done); });
    }
    /// The File menu's entry with this text (its accelerator's & left out).
    QAction* fileMenuAction(const QString& text) const
    {
        QMenu* file = window->menuBar()->actions().first()->menu();
        if (file == nullptr)
            return nullptr;
        for (QAction* action : file->actions())
            if (action->text().remove(QLatin1Char('&')) == text)
                return action;
        return nullptr;
    }
    static bool havePoppler()
    {
        return test::hasTool(QStringLiteral("pdftotext")) &&
               test::hasTool(QStringLiteral("pdfinfo"));
    }
    static QString pdfText(const QString& path)
    {
        return test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    }
    static int pdfPages(const QString& path)
    {
        const QString info = test::runTool(QStringLiteral("pdfinfo"), {path});
        const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    }

    QTemporaryDir dir;
    ReportOptions options;
};

} // namespace

TEST_F(ReportExporterTest, PdfIsTheReportTheCliWritesWithEveryTotal)
{
    if (!havePoppler())
        GTEST_SKIP() << "poppler-utils is not installed";
    const DocumentContent content = window->documentContent();
    const QString path = dir.filePath(QStringLiteral("window.pdf"));
    const ReportExporter::Result result = writePdf(path, content, options);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();

    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF-"));
    EXPECT_EQ(pdfPages(path), result.pages);
    EXPECT_GE(result.pages, 12);

    // The CLI's pipeline (fabrictco-cli report) for the same document: the same text, page for
    // page (the PDFs differ only in their creation time).
    const Catalog catalog = ReportExporter::catalogFor(content);
    const QString cliPath = dir.filePath(QStringLiteral("cli.pdf"));
    ReportGenerator::writePdf(cliPath, content.scenario, catalog, options);
    const QString text = pdfText(path);
    ASSERT_FALSE(text.isEmpty());
    EXPECT_EQ(text, pdfText(cliPath));

    const TcoResult tco = TcoEngine(catalog).evaluate(content.scenario);
    const MoneyFormat format(QLocale(QLocale::English, QLocale::UnitedStates));
    for (const PlanResult& plan : tco.plans) {
        EXPECT_TRUE(text.contains(format.format(plan.total.total))) << plan.planId;
        EXPECT_TRUE(text.contains(format.format(plan.npv))) << plan.planId;
    }
}

TEST_F(ReportExporterTest, ChineseReportFromAnEnglishWindowLeavesTheWindowInEnglish)
{
    if (!havePoppler())
        GTEST_SKIP() << "poppler-utils is not installed";
    options.language = QStringLiteral("zh_CN");
    const QString path = dir.filePath(QStringLiteral("zh.pdf"));
    const ReportExporter::Result result = writePdf(path, window->documentContent(), options);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    EXPECT_TRUE(pdfText(path).contains(QStringLiteral("第 1 页，共 %1 页").arg(result.pages)));
    EXPECT_EQ(i18n::currentLanguage(), QStringLiteral("en"));
    QCoreApplication::processEvents(); // the LanguageChange events of the report's language
    EXPECT_EQ(window->menuBar()->actions().first()->text(), QStringLiteral("&File"));
}

TEST_F(ReportExporterTest, FiguresUseTheDocumentsOwnCatalog)
{
    DocumentContent content = window->documentContent();
    const Catalog defaults = Catalog::loadDefault();
    const CatalogEntry* installation = defaults.find("hardware.installation_share", std::nullopt);
    ASSERT_NE(installation, nullptr);
    CatalogEntry mine = *installation;
    mine.value.value = Decimal::parse("0.09"); // within its low-high range
    mine.source = "Our installer's quote";
    content.userCatalog.push_back(mine);

    const ReportExporter::Result result = compute(content, options);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    ASSERT_TRUE(result.data.has_value());
    const TcoResult expected =
        TcoEngine(ReportExporter::catalogFor(content)).evaluate(content.scenario);
    const TcoResult withDefaults = TcoEngine(defaults).evaluate(content.scenario);
    ASSERT_EQ(result.data->tco.plans.size(), expected.plans.size());
    for (std::size_t i = 0; i < expected.plans.size(); ++i) {
        EXPECT_EQ(result.data->tco.plans[i].total.total, expected.plans[i].total.total);
        EXPECT_NE(result.data->tco.plans[i].total.total, withDefaults.plans[i].total.total);
    }
}

TEST_F(ReportExporterTest, SpreadsheetsAsCsvAndXlsx)
{
    const DocumentContent content = window->documentContent();
    const QString csvPath = dir.filePath(QStringLiteral("out.csv"));
    ReportExporter::Result result = writeSpreadsheet(csvPath, content, options);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    QFile csv(csvPath);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csv.readAll());
    const TcoResult tco = TcoEngine(ReportExporter::catalogFor(content)).evaluate(content.scenario);
    for (const PlanResult& plan : tco.plans)
        EXPECT_TRUE(text.contains(QLatin1Char(',') + QString::fromStdString(plan.npv.toString())))
            << plan.planId;

    const QString xlsxPath = dir.filePath(QStringLiteral("out.xlsx"));
    result = writeSpreadsheet(xlsxPath, content, options);
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    QFile xlsx(xlsxPath);
    ASSERT_TRUE(xlsx.open(QIODevice::ReadOnly));
    EXPECT_TRUE(xlsx.read(2) == "PK") << "an XLSX is a zip archive";
}

TEST_F(ReportExporterTest, AnUnwritablePathIsAnErrorAndLeavesNoFile)
{
    const DocumentContent content = window->documentContent();
    const QString missing = dir.filePath(QStringLiteral("no-such-folder"));
    for (const QString& name :
         {QStringLiteral("report.pdf"), QStringLiteral("sheet.xlsx"), QStringLiteral("s.csv")}) {
        const QString path = missing + QLatin1Char('/') + name;
        const ReportExporter::Result result = name.endsWith(QLatin1String(".pdf"))
                                                  ? writePdf(path, content, options)
                                                  : writeSpreadsheet(path, content, options);
        EXPECT_EQ(result.status, ReportExporter::Result::Failed) << name.toStdString();
        EXPECT_TRUE(result.error.contains(name)) << result.error.toStdString();
        EXPECT_FALSE(QFileInfo::exists(path));
    }
    EXPECT_FALSE(QFileInfo::exists(missing));
    const ReportExporter::Result wrongKind =
        writeSpreadsheet(dir.filePath(QStringLiteral("x.txt")), content, options);
    EXPECT_EQ(wrongKind.status, ReportExporter::Result::Failed);
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST_F(ReportExporterTest, CancelStopsTheEnginesAndWritesNothing)
{
    options.trials = 5'000'000; // long enough to still be running when Cancel comes
    QTimer::singleShot(50, &exporter(), [this] { exporter().cancel(); });
    const QString path = dir.filePath(QStringLiteral("cancelled.pdf"));
    const ReportExporter::Result result = writePdf(path, window->documentContent(), options);
    EXPECT_EQ(result.status, ReportExporter::Result::Cancelled) << result.error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_FALSE(exporter().isRunning());
}

TEST_F(ReportExporterTest, ARunReturnsAtOnceAndOffersNoSecondExportMeanwhile)
{
    QAction* pdf = fileMenuAction(QStringLiteral("Export PDF report…"));
    QAction* print = fileMenuAction(QStringLiteral("Print…"));
    ASSERT_TRUE(pdf && print);
    ASSERT_TRUE(pdf->isEnabled());
    options.trials = 5'000'000; // still running when the checks below are made
    std::optional<ReportExporter::Result> first;
    exporter().compute(window->documentContent(), options,
                       [&first](ReportExporter::Result r) { first = std::move(r); });
    EXPECT_FALSE(first.has_value()) << "compute() waited for the engines";
    EXPECT_TRUE(exporter().isRunning());
    EXPECT_FALSE(pdf->isEnabled());
    EXPECT_FALSE(print->isEnabled());

    const ReportExporter::Result second = compute(window->documentContent(), options);
    EXPECT_EQ(second.status, ReportExporter::Result::Failed);
    EXPECT_TRUE(second.error.contains(QStringLiteral("already"))) << second.error.toStdString();

    exporter().cancel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return first.has_value(); }, 300'000));
    EXPECT_EQ(first->status, ReportExporter::Result::Cancelled);
    EXPECT_FALSE(exporter().isRunning());
    EXPECT_TRUE(pdf->isEnabled());
    EXPECT_TRUE(print->isEnabled());
}

TEST_F(ReportExporterTest, CancelAfterTheEnginesEndedStillCancels)
{
    // The worker has finished, its answer not yet delivered: Cancel pressed now must not open
    // the preview of a report the user declined.
    std::optional<ReportExporter::Result> result;
    exporter().compute(window->documentContent(), options,
                       [&result](ReportExporter::Result r) { result = std::move(r); });
    ASSERT_TRUE(QThreadPool::globalInstance()->waitForDone(300'000));
    ASSERT_FALSE(result.has_value()) << "answered before the event loop ran";
    exporter().cancel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return result.has_value(); }, 300'000));
    EXPECT_EQ(result->status, ReportExporter::Result::Cancelled);
}

TEST_F(ReportExporterTest, TheProgressDialogIsGoneWhenTheAnswerComes)
{
    window->show();
    options.trials = 400'000;
    bool progressShownWhileRunning = false;
    QTimer look;
    look.setInterval(10);
    QObject::connect(&look, &QTimer::timeout, [&] {
        for (QProgressDialog* dialog : window->findChildren<QProgressDialog*>()) {
            // The dialog shows itself after half a second; on a fast machine the engines answer
            // sooner (the run was "too short to test this" one time in two here), so while the
            // run lasts it is shown at once: what is tested is that it is gone at the answer.
            if (exporter().isRunning() && !dialog->isVisible())
                dialog->show();
            progressShownWhileRunning |= dialog->isVisible();
        }
    });
    look.start();
    int visibleAtAnswer = 0;
    const ReportExporter::Result result = answer([&](ReportExporter::Done done) {
        exporter().compute(window->documentContent(), options, [&, done](ReportExporter::Result r) {
            for (QProgressDialog* dialog : window->findChildren<QProgressDialog*>())
                visibleAtAnswer += dialog->isVisible() ? 1 : 0;
            done(std::move(r));
        });
    });
    look.stop();
    ASSERT_EQ(result.status, ReportExporter::Result::Done) << result.error.toStdString();
    EXPECT_TRUE(progressShownWhileRunning) << "the run was too short to test this";
    EXPECT_EQ(visibleAtAnswer, 0) << "the dialog was still up when the preview opened";
    // Late progress events must not bring it back.
    QTest::qWait(700);
    for (QProgressDialog* dialog : window->findChildren<QProgressDialog*>())
        EXPECT_FALSE(dialog->isVisible());
}

TEST_F(ReportExporterTest, InvalidScenarioIsAnErrorNamingTheProblem)
{
    DocumentContent content = window->documentContent();
    content.scenario.cluster.nodes = 0;
    const ReportExporter::Result result = compute(content, options);
    EXPECT_EQ(result.status, ReportExporter::Result::Failed);
    EXPECT_FALSE(result.error.isEmpty());
}

TEST_F(ReportExporterTest, FileMenuOffersTheExportsWithStandardShortcuts)
{
    QAction* pdf = fileMenuAction(QStringLiteral("Export PDF report…"));
    QAction* print = fileMenuAction(QStringLiteral("Print…"));
    QAction* spreadsheet = fileMenuAction(QStringLiteral("Export spreadsheet…"));
    ASSERT_TRUE(pdf && print && spreadsheet);
    EXPECT_EQ(print->shortcut(), QKeySequence(QKeySequence::Print));
    EXPECT_TRUE(pdf->isEnabled());
    window->showStartPage();
    EXPECT_FALSE(pdf->isEnabled()) << "no report of the start page";
    EXPECT_FALSE(print->isEnabled());
    EXPECT_FALSE(spreadsheet->isEnabled());
}

TEST_F(ReportExporterTest, TheSaveQuestionSuggestsTheDocumentsNameBesideIt)
{
    const QString document = dir.filePath(QStringLiteral("集群 plan.fabrictco"));
    ASSERT_TRUE(window->saveTo(document));
    QStringList suggested;
    exporter().setSavePathPrompt(
        [&](QWidget*, const QString&, const QString& path, const QString&, QString*) {
            suggested << path;
            return QString(); // cancelled
        });
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            dialog->accept();
    });
    answer.start();
    exporter().exportSpreadsheet(window->documentContent());
    exporter().exportPdf(window->documentContent());
    // The PDF's question comes after the engines have run and the preview was accepted.
    EXPECT_TRUE(QTest::qWaitFor([&] { return suggested.size() == 2; }, 300'000));
    answer.stop();
    EXPECT_EQ(suggested, QStringList({dir.filePath(QStringLiteral("集群 plan.xlsx")),
                                      dir.filePath(QStringLiteral("集群 plan.pdf"))}));
}

TEST_F(ReportExporterTest, InteractiveExportAsksAgainWhenTheFileCannotBeWritten)
{
    // The menu entry's whole flow, with each modal dialog answered as it opens: the choices,
    // the preview, a save to a name the file system refuses (an error message, then the save
    // question again), then a good path.
    const QString bad = dir.filePath(QString(300, QLatin1Char('r')) + QStringLiteral(".pdf"));
    const QString good = dir.filePath(QStringLiteral("report.pdf"));
    int fileDialogs = 0;
    QStringList suggested;
    exporter().setSavePathPrompt(
        [&](QWidget*, const QString&, const QString& path, const QString& filters, QString*) {
            suggested << path;
            EXPECT_TRUE(filters.contains(QStringLiteral("*.pdf")));
            return fileDialogs++ == 0 ? bad : good;
        });
    QStringList messages;
    QStringList seen;
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr)
            return;
        const QString kind = QString::fromLatin1(modal->metaObject()->className());
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            messages << box->text();
            box->accept();
        } else if (kind.endsWith(QLatin1String("ReportDialog")) ||
                   kind.endsWith(QLatin1String("ReportPreviewDialog"))) {
            seen << kind;
            qobject_cast<QDialog*>(modal)->accept();
        }
    });
    answer.start();
    QSignalSpy wrote(&exporter(), &ReportExporter::written);
    exporter().exportPdf(window->documentContent());
    EXPECT_TRUE(wrote.wait(300'000));
    answer.stop();

    EXPECT_EQ(seen, QStringList({QStringLiteral("fabrictco::ui::ReportDialog"),
                                 QStringLiteral("fabrictco::ui::ReportPreviewDialog")}));
    EXPECT_EQ(fileDialogs, 2);
    ASSERT_EQ(suggested.size(), 2);
    EXPECT_EQ(suggested.at(1), bad) << "the second question starts from the refused name";
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.first().contains(QStringLiteral("rrrr")))
        << messages.first().toStdString();
    EXPECT_FALSE(QFileInfo::exists(bad));
    QFile file(good);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF-"));
}
