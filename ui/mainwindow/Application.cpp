// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Application.h"

#include "core/model/OrganisationCatalog.h"
#include "storage/AtomicFile.h"
#include "translations/I18n.h"
#include "ui/common/AccessibleInterfaces.h"
#include "ui/common/AccessibleStyle.h"
#include "ui/common/Palette.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ResultPages.h"
#include "ui/results/ResultsView.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QPalette>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <optional>

namespace fabrictco::ui {

namespace {

/// What --screenshot was asked for, checked before any window opens.
struct ScreenshotRequest
{
    QString path;
    QSize size{1280, 720};
    int page = 0;
    int slide = -1; ///< -1: the window, not a slide
};

/// Writes `image` as a PNG to `path` as every output is written (whole or not at all, never
/// over a device, a folder or the document shown: OutputPath); the exit code, and the reason on
/// standard error. It wrote into a FIFO for good, over the document given as `path`, and said
/// nothing when a folder was in the way.
int writePng(const QImage& image, const QString& path, const QStringList& inputs)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, "PNG")) {
        std::fprintf(stderr, "fabrictco: the window could not be drawn into a PNG\n");
        return 1;
    }
    const QString failure = AtomicFile::write(path, bytes, inputs);
    if (!failure.isEmpty()) {
        std::fprintf(stderr, "fabrictco: cannot write %s: %s\n", qPrintable(path),
                     qPrintable(failure));
        return 1;
    }
    return 0;
}

/// Draws the window (or a presentation slide) into a PNG; the exit code.
/// Lets what a page shows settle before it is drawn: a chart's legend rows and its lines'
/// names follow its plot in queued steps, each laying the chart out again (two rounds of events
/// caught a legend half laid out, its entries on top of the axis title).
void settle()
{
    for (int round = 0; round < 8; ++round)
        QApplication::processEvents();
}

int saveScreenshot(MainWindow& window, const ScreenshotRequest& request)
{
    const QStringList inputs{window.document()->filePath()};
    if (!window.isShowingStartPage())
        window.resultsView()->tabs()->setCurrentIndex(request.page);
    settle();
    if (request.slide >= 0 && !window.isShowingStartPage()) {
        // The presentation at the projector's size, as startPresentation() shows it.
        PresentationWindow presentation(window.resultsView()->data());
        presentation.resize(window.size());
        presentation.show();
        QApplication::processEvents();
        if (request.slide >= presentation.pageCount()) {
            std::fprintf(stderr,
                         "fabrictco: --slide %d: this comparison has %d slides (0 to %d)\n",
                         request.slide, presentation.pageCount(), presentation.pageCount() - 1);
            return 2;
        }
        presentation.showPage(request.slide);
        settle();
        return writePng(presentation.grab().toImage(), request.path, inputs);
    }
    return writePng(window.grab().toImage(), request.path, inputs);
}

/// A whole number from `lowest` to `highest` in `text`, or nothing.
std::optional<int> wholeNumber(const QString& text, int lowest, int highest)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < lowest || value > highest)
        return std::nullopt;
    return value;
}

/// The --screenshot options read and checked; nullopt after saying on stderr what is wrong.
std::optional<ScreenshotRequest> screenshotRequest(const QString& path, const QString& size,
                                                   const QString& page, const QString& slide)
{
    ScreenshotRequest request;
    request.path = path;
    if (!path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        std::fprintf(stderr, "fabrictco: --screenshot must name a .png file\n");
        return std::nullopt;
    }
    // Up to 8K: larger pictures ran out of memory (20000x20000 took 3.2 GB; 100000 crashed).
    constexpr int kMost = 7680;
    const QStringList wh = size.split(QLatin1Char('x'));
    const auto width = wh.size() == 2 ? wholeNumber(wh[0], 320, kMost) : std::nullopt;
    const auto height = wh.size() == 2 ? wholeNumber(wh[1], 240, kMost) : std::nullopt;
    if (!width || !height) {
        std::fprintf(stderr,
                     "fabrictco: --size must be WIDTHxHEIGHT, from 320x240 to %dx%d (got \"%s\")\n",
                     kMost, kMost, qPrintable(size.left(40)));
        return std::nullopt;
    }
    request.size = QSize(*width, *height);
    const auto pageNumber = wholeNumber(page, 0, ResultPages::PageCount - 1);
    if (!pageNumber) {
        std::fprintf(stderr, "fabrictco: --page must be a whole number from 0 to %d (got \"%s\")\n",
                     ResultPages::PageCount - 1, qPrintable(page.left(40)));
        return std::nullopt;
    }
    request.page = *pageNumber;
    const auto slideNumber = wholeNumber(slide, -1, 99);
    if (!slideNumber) {
        std::fprintf(stderr, "fabrictco: --slide must be a whole number from 0 (got \"%s\")\n",
                     qPrintable(slide.left(40)));
        return std::nullopt;
    }
    request.slide = *slideNumber;
    return request;
}

/// --screenshot: shows the window off screen, draws it into a PNG once the risk run has
/// answered (the risk charts need it; at most three minutes) and quits with saveScreenshot's
/// code. Returns at once: the application's event loop does the waiting.
void scheduleScreenshot(MainWindow& window, const ScreenshotRequest& request)
{
    window.resize(request.size);
    window.show();
    const auto take = [&window, request] { QApplication::exit(saveScreenshot(window, request)); };
    // Nothing to wait for without a risk run (the start page; a document whose costs cannot
    // be computed, such as a cluster that outgrows a plan's fabric): the picture is taken at
    // once. It waited for a run that never started.
    if (window.isShowingStartPage()) {
        QTimer::singleShot(0, &window, take);
        return;
    }
    auto* limit = new QTimer(&window);
    limit->setSingleShot(true);
    QObject::connect(limit, &QTimer::timeout, &window, take);
    // The whole answer, the price to beat (the run's second stage) included; a run cancelled
    // by a newer one (the document settling) never settles.
    QObject::connect(window.riskRunner(), &RiskRunner::settled, limit, [limit, take] {
        if (!limit->isActive())
            return;
        limit->stop();
        take();
    });
    limit->start(180000);
    if (!window.startRiskAnalysis()) {
        limit->stop();
        QTimer::singleShot(0, &window, take);
    }
}

} // namespace

int runApplication(QApplication& app)
{
    QElapsedTimer startup;
    startup.start();
    QApplication::setOrganizationName(QStringLiteral("FabricTCO"));
    QApplication::setApplicationName(QStringLiteral("fabrictco"));
    QApplication::setApplicationDisplayName(QStringLiteral("FabricTCO"));
    QApplication::setApplicationVersion(QStringLiteral(FABRICTCO_VERSION));
    installAccessibleInterfaces();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("FabricTCO: InfiniBand or RoCE by TCO and risk"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption example(QStringLiteral("example"),
                                     QStringLiteral("Open a bundled example (llm-training, "
                                                    "ceph-storage, hft)."),
                                     QStringLiteral("name"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Language: en or zh_CN (default: as last time, "
                                                 "or the system's)."),
                                  QStringLiteral("language"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save the window as a PNG and quit."),
                                        QStringLiteral("png"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("Window size for --screenshot, e.g. 1280x720."),
                                  QStringLiteral("WxH"), QStringLiteral("1280x720"));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("Results tab for --screenshot (0 = summary)."),
                                  QStringLiteral("index"), QStringLiteral("0"));
    const QCommandLineOption slide(
        QStringLiteral("slide"),
        QStringLiteral("With --screenshot: the presentation's slide (0 = first) instead."),
        QStringLiteral("index"), QStringLiteral("-1"));
    const QCommandLineOption startupTime(
        QStringLiteral("startup-time"),
        QStringLiteral("Print the time to a usable window and quit."));
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  QStringLiteral("Use a dark palette (checks, screenshots)."));
    parser.addOptions({example, lang, screenshot, size, page, slide, startupTime, dark});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A .fabrictco document or a .csv quote file."));
    parser.process(app);
    // Screenshots and timings must not depend on (or change) the user's remembered layout.
    if (parser.isSet(screenshot) || parser.isSet(startupTime)) {
        // The organisation's catalog is the machine's prices, not the user's layout: found
        // before test mode moves the configuration folders, so a screenshot shows the figures
        // the window shows (an empty path stays "none").
        if (!qEnvironmentVariableIsSet(OrganisationCatalog::kVariable))
            qputenv(OrganisationCatalog::kVariable, OrganisationCatalog::path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        // Nobody is there to close a message box: errors go to standard error.
        PlainMessageBox::setUnattended(true);
    }
    // The desktop's style (Fusion in the dark palette, which it was made for), with field edges
    // and keyboard focus frames that meet WCAG's contrast.
    QApplication::setStyle(new AccessibleStyle(
        parser.isSet(dark) ? QStyleFactory::create(QStringLiteral("Fusion")) : nullptr));
    if (parser.isSet(dark)) {
        QApplication::setPalette(Palette::dark());
    } else {
        QApplication::setPalette(Palette::withReadableSelection(QApplication::palette()));
    }

    // One document at a time: a second one, or an example beside a file, was ignored silently.
    const qsizetype documents =
        parser.positionalArguments().size() + (parser.isSet(example) ? 1 : 0);
    if (documents > 1) {
        std::fprintf(stderr, "fabrictco: give one document or one --example, not %lld\n",
                     static_cast<long long>(documents));
        return 2;
    }

    QString language = parser.value(lang);
    if (!language.isEmpty() && !i18n::availableLanguages().contains(language)) {
        std::fprintf(stderr, "fabrictco: --lang: unknown language \"%s\"; use en or zh_CN\n",
                     qPrintable(language));
        return 2;
    }
    if (language.isEmpty())
        language = Settings::language.isSet() ? Settings::language.get()
                                              : i18n::languageForLocale(QLocale::system());
    if (!i18n::installLanguage(language))
        i18n::installLanguage(QStringLiteral("en"));
    if (!Settings::language.isSet())
        Settings::language.set(i18n::currentLanguage());

    // Checked before any window opens: a usage error is exit 2, as in fabrictco-cli.
    std::optional<ScreenshotRequest> request;
    if (parser.isSet(screenshot)) {
        request = screenshotRequest(parser.value(screenshot), parser.value(size),
                                    parser.value(page), parser.value(slide));
        if (!request)
            return 2;
    }

    MainWindow window;
    bool opened = true;
    if (parser.isSet(example))
        opened = window.openExample(parser.value(example));
    else if (!parser.positionalArguments().isEmpty())
        opened = window.openFile(parser.positionalArguments().constFirst());
    if (!opened && (parser.isSet(screenshot) || parser.isSet(startupTime)))
        return 1;
    const bool automated = parser.isSet(screenshot) || parser.isSet(startupTime);
    if (!automated && !parser.isSet(example) && parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, &MainWindow::offerRecovery);

    if (parser.isSet(screenshot)) {
        scheduleScreenshot(window, *request);
        return QApplication::exec();
    }
    window.show();
    if (parser.isSet(startupTime)) {
        // Usable = shown and the first frame painted: measure after the event queue drains.
        QTimer::singleShot(0, &app, [&] {
            QTextStream out(stdout);
            out << "startup-ms " << startup.elapsed() << Qt::endl;
            // What one edit costs on the GUI thread: BOM + exact TCO + refreshing the views.
            QElapsedTimer recompute;
            recompute.start();
            constexpr int kRounds = 20;
            for (int i = 0; i < kRounds; ++i)
                window.recomputeNow();
            out << "recompute-ms " << double(recompute.elapsed()) / kRounds << Qt::endl;
            QApplication::quit();
        });
    }
    return QApplication::exec();
}

} // namespace fabrictco::ui
