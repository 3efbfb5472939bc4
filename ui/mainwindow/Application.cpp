// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Application.h"

#include "translations/I18n.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ResultsView.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QPalette>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace fabrictco::ui {

namespace {
/// Draws the window (or a presentation slide) into a PNG; the exit code.
int saveScreenshot(MainWindow& window, const QString& path, int page, int slide)
{
    if (page >= 0 && !window.isShowingStartPage())
        window.resultsView()->tabs()->setCurrentIndex(page);
    QApplication::processEvents();
    QApplication::processEvents();
    if (slide >= 0 && !window.isShowingStartPage()) {
        // The presentation at the projector's size, as startPresentation() shows it.
        PresentationWindow presentation(window.resultsView()->data());
        presentation.resize(window.size());
        presentation.show();
        presentation.showPage(slide);
        QApplication::processEvents();
        QApplication::processEvents();
        return presentation.grab().save(path) ? 0 : 1;
    }
    return window.grab().save(path) ? 0 : 1;
}

/// --screenshot: shows the window off screen, draws it into a PNG once the risk run has
/// answered (the risk charts need it; at most three minutes) and quits with saveScreenshot's
/// code. Returns at once: the application's event loop does the waiting.
void scheduleScreenshot(MainWindow& window, const QString& path, const QString& size, int page,
                        int slide)
{
    const QStringList wh = size.split(QLatin1Char('x'));
    window.resize(wh.value(0).toInt() > 0 ? wh.value(0).toInt() : 1280,
                  wh.value(1).toInt() > 0 ? wh.value(1).toInt() : 720);
    window.show();
    const auto take = [&window, path, page, slide] {
        QApplication::exit(saveScreenshot(window, path, page, slide));
    };
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
    // A run cancelled by a newer one (the document settling) is not the answer to wait for.
    QObject::connect(window.riskRunner(), &RiskRunner::finished, limit,
                     [limit, take](const RiskOutcome& outcome) {
                         if (outcome.cancelled || !limit->isActive())
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

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe8, 0xe8, 0xe8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd1));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
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
        QStandardPaths::setTestModeEnabled(true);
        // Nobody is there to close a message box: errors go to standard error.
        PlainMessageBox::setUnattended(true);
    }
    if (parser.isSet(dark)) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
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
        scheduleScreenshot(window, parser.value(screenshot), parser.value(size),
                           parser.value(page).toInt(), parser.value(slide).toInt());
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
