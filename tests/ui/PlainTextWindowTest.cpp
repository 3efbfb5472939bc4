// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a document is plain text in the window and in presentation mode: chart titles,
// legends, axis categories, tooltips, labels and message boxes show a plan name such as
// "<img src=...>" or "<a href=...>" literally, never load the image or make the link. Each check
// reads what Qt will render: Qt Charts read every text as HTML, and tooltips, labels and message
// boxes in Qt::AutoText read it as HTML when Qt::mightBeRichText() says so.
#include "UiTestSupport.h"
#include "presentation/EngineErrorText.h"
#include "storage/PlanDocument.h"
#include "tests/support/MarkupDocument.h"
#include "ui/charts/ChartView.h"
#include "ui/document/CatalogCache.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/QuoteImportDialog.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskPresenter.h"
#include "ui/results/RiskRunner.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>
#include <QWindow>
#include <QXYSeries>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// What Qt shows for a text: the characters, and whether an image or a link is among them.
struct Shown
{
    QString text;
    bool image = false;
    bool link = false;
};

void inspect(const QTextDocument& document, Shown& shown)
{
    shown.text = document.toPlainText();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            shown.image = shown.image || format.isImageFormat();
            shown.link = shown.link || format.isAnchor() || !format.anchorHref().isEmpty();
        }
    }
}

/// `text` as a widget in `format` renders it (Qt::AutoText: as Qt guesses).
Shown shownAs(const QString& text, Qt::TextFormat format)
{
    const bool rich =
        format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return {text};
    QTextDocument document;
    document.setHtml(text);
    Shown shown;
    inspect(document, shown);
    return shown;
}

/// Qt Charts read every title, name and label as HTML.
Shown shownInChart(const QString& text)
{
    return shownAs(text, Qt::RichText);
}

void expectPlain(const Shown& shown, const std::string& where)
{
    EXPECT_FALSE(shown.image) << where << " shows an image: " << shown.text.toStdString();
    EXPECT_FALSE(shown.link) << where << " shows a link: " << shown.text.toStdString();
}

/// Whether a text shows `part` literally. A long name may be broken onto two lines at a space
/// (chart category labels), so runs of white space compare equal.
bool anyContains(const QStringList& texts, const QString& part)
{
    // A label in full wraps between words and after a hyphen ("qt_temp-" / "urhxFA").
    static const QRegularExpression afterHyphen(QStringLiteral("-\\n"));
    static const QRegularExpression space(QStringLiteral("[ \\n]+"));
    const QString wanted = QString(part).replace(space, QStringLiteral(" "));
    for (const QString& text : texts)
        if (QString(text)
                .replace(afterHyphen, QStringLiteral("-"))
                .replace(space, QStringLiteral(" "))
                .contains(wanted))
            return true;
    return false;
}

bool isMagenta(QRgb pixel)
{
    return qRed(pixel) > 200 && qGreen(pixel) < 80 && qBlue(pixel) > 200;
}

class PlainTextWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        ASSERT_TRUE(m_dir.isValid());
        // A real image: where a name were read as HTML, it would be loaded and drawn.
        m_image = m_dir.filePath(QStringLiteral("x.png"));
        QImage magenta(48, 48, QImage::Format_RGB32);
        magenta.fill(QColor(255, 0, 255));
        ASSERT_TRUE(magenta.save(m_image, "PNG"));
        m_document = test::markupDocument(m_image);
        // The literal plan names, up to their control codes.
        m_ib = QString::fromStdString(test::markupImage(m_image) + " " + test::kMarkupBold + " " +
                                      test::kMarkupEntity + " " + test::kPlaceMarkers + " IB");
        m_roce = QStringLiteral("=1+1 ") + QString::fromStdString(test::kMarkupLink) +
                 QLatin1Char(' ') + QString::fromStdString(test::kPlaceMarkers) +
                 QStringLiteral(" RoCE");
    }

    /// Every text of `chart` as Qt Charts render it: no image, no link anywhere, and the plan
    /// names literally in the legend or the category axis (or, for the tornado, its title).
    void expectChartIsPlain(QChart* chart, const std::string& which)
    {
        ASSERT_NE(chart, nullptr) << which;
        expectPlain(shownInChart(chart->title()), which + " title");
        QStringList legend;
        for (QLegendMarker* marker : chart->legend()->markers()) {
            const Shown shown = shownInChart(marker->label());
            expectPlain(shown, which + " legend");
            if (marker->isVisible())
                legend << shown.text;
        }
        for (QAbstractSeries* series : chart->series()) {
            expectPlain(shownInChart(series->name()), which + " series name");
            if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
                for (QBarSet* set : bars->barSets())
                    expectPlain(shownInChart(set->label()), which + " bar set");
        }
        QStringList categories;
        for (QAbstractAxis* axis : chart->axes()) {
            expectPlain(shownInChart(axis->titleText()), which + " axis title");
            if (auto* category = qobject_cast<QBarCategoryAxis*>(axis))
                for (const QString& label : category->categories()) {
                    const Shown shown = shownInChart(label);
                    expectPlain(shown, which + " axis category");
                    categories << shown.text;
                }
        }
        const QStringList named =
            legend + categories + QStringList{shownInChart(chart->title()).text};
        EXPECT_TRUE(anyContains(named, m_ib))
            << which << " does not show the InfiniBand plan's name literally: "
            << named.join(QStringLiteral(" | ")).toStdString();
        EXPECT_TRUE(anyContains(named, m_roce))
            << which << " does not show the RoCE plan's name literally: "
            << named.join(QStringLiteral(" | ")).toStdString();
    }

    /// What the view draws: each text item of its scene holds no image or link, and no pixel of
    /// the image file (magenta) is on screen.
    void expectViewIsPlain(ChartView* view, const std::string& which)
    {
        ASSERT_NE(view, nullptr) << which;
        view->resize(1600, 1000);
        QCoreApplication::processEvents();
        int items = 0;
        for (QGraphicsItem* item : view->scene()->items()) {
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
                Shown shown;
                inspect(*text->document(), shown);
                expectPlain(shown, which + " drawn text");
                ++items;
            }
        }
        EXPECT_GT(items, 0) << which;
        const QImage picture = view->grab().toImage();
        int magenta = 0;
        for (int y = 0; y < picture.height(); ++y)
            for (int x = 0; x < picture.width(); ++x)
                magenta += isMagenta(picture.pixel(x, y)) ? 1 : 0;
        EXPECT_EQ(magenta, 0) << which << " draws the image file";
        expectChartIsPlain(view->chart(), which);
    }

    void expectLabelsArePlain(const QWidget& root, const std::string& which)
    {
        for (const QLabel* label : root.findChildren<QLabel*>())
            expectPlain(shownAs(label->text(), label->textFormat()),
                        which + " label \"" + label->text().left(60).toStdString() + "\"");
    }

    void expectTooltipsArePlain(const QWidget& root, const std::string& which)
    {
        for (const QTableWidget* table : root.findChildren<QTableWidget*>())
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (const QTableWidgetItem* item = table->item(r, c))
                        expectPlain(shownAs(item->toolTip(), Qt::AutoText), which + " tooltip");
    }

    /// The comparison with its risk charts (node sweep, cost against risk, tornado).
    ComparisonData withRisk()
    {
        auto catalog = std::make_shared<const Catalog>(
            CatalogCache::get().withUserEntries(m_document.userCatalog));
        ComparisonData data = ComparisonComputer::compute(m_document.scenario, catalog);
        EXPECT_TRUE(data.tco);
        RiskRunner::Options options;
        options.trials = 300;
        const RiskOutcome outcome = RiskRunner::run(m_document.scenario, catalog, data.tco, options,
                                                    std::stop_token(), [](int) {});
        EXPECT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
        RiskPresenter::apply(data, outcome);
        EXPECT_TRUE(data.gap && data.perGpuMonth && data.costRisk && data.tornado);
        return data;
    }

    QTemporaryDir m_dir;
    QString m_image;
    DocumentContent m_document;
    QString m_ib;
    QString m_roce;
};

TEST_F(PlainTextWindowTest, TheWindowShowsADocumentsTextsLiterally)
{
    // "[*]" and "&" in the file name: the title bar and the recent-files menu show them.
    const QString path = m_dir.filePath(QStringLiteral("plans [*] & more.fabrictco"));
    PlanDocument::save(m_document, path);
    MainWindow window;
    // A message box would block the test: close any that appears, and fail.
    QTimer guard;
    bool refused = false;
    QObject::connect(&guard, &QTimer::timeout, [&] {
        if (QWidget* box = QApplication::activeModalWidget()) {
            refused = true;
            box->close();
        }
    });
    guard.start(50);
    ASSERT_TRUE(window.openFile(path));
    guard.stop();
    ASSERT_FALSE(refused);
    window.resize(1400, 900);
    window.show();
    QCoreApplication::processEvents();

    // The title bar's text (QWidget::windowTitle is the text before "[*]" is resolved).
    ASSERT_NE(window.windowHandle(), nullptr);
    const QString titleBar = window.windowHandle()->title();
    EXPECT_TRUE(titleBar.startsWith(QStringLiteral("plans [*] & more.fabrictco — ")))
        << titleBar.toStdString();
    // iconText() is the menu's text without the shortcut marks.
    bool recent = false;
    for (const QAction* action : window.findChildren<QAction*>())
        recent =
            recent || action->iconText().contains(QStringLiteral("plans [*] & more.fabrictco"));
    EXPECT_TRUE(recent);
    ResultsView* results = window.resultsView();
    const Shown summary = shownAs(results->summaryHtml(), Qt::RichText);
    expectPlain(summary, "summary");
    EXPECT_TRUE(summary.text.contains(m_ib)) << summary.text.toStdString();
    EXPECT_TRUE(summary.text.contains(m_roce)) << summary.text.toStdString();
    expectLabelsArePlain(window, "window");
    expectTooltipsArePlain(window, "window");
    // The line-item title under the cost table names the selected row's plan.
    bool breakdownTitle = false;
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        const Shown shown = shownAs(label->text(), label->textFormat());
        breakdownTitle =
            breakdownTitle || (shown.text.contains(m_ib) && label->textFormat() != Qt::RichText);
    }
    EXPECT_TRUE(breakdownTitle);
    // The document's own catalog item: its source is the tooltip of its source cell.
    bool sourceTip = false;
    const QTableWidget* catalog = results->catalogTable();
    for (int r = 0; r < catalog->rowCount(); ++r)
        for (int c = 0; c < catalog->columnCount(); ++c)
            if (const QTableWidgetItem* item = catalog->item(r, c))
                sourceTip = sourceTip || shownAs(item->toolTip(), Qt::AutoText)
                                             .text.contains(QStringLiteral("<b>bold</b> source"));
    EXPECT_TRUE(sourceTip);
    expectViewIsPlain(results->chartView(ResultPages::Cumulative), "cumulative chart");
    expectViewIsPlain(results->chartView(ResultPages::Categories), "category chart");
}

TEST_F(PlainTextWindowTest, ChartTooltipsShowTheNamesLiterally)
{
    ResultsView view;
    view.setData(ComparisonComputer::compute(m_document.scenario,
                                             std::make_shared<const Catalog>(CatalogCache::get())));
    view.resize(1400, 900);
    view.show();
    QCoreApplication::processEvents();
    ChartView* chart = view.chartView(ResultPages::Cumulative);
    ASSERT_NE(chart, nullptr);
    QStringList shown;
    for (QAbstractSeries* series : chart->chart()->series()) {
        auto* xy = qobject_cast<QXYSeries*>(series);
        ASSERT_NE(xy, nullptr);
        ASSERT_FALSE(xy->points().isEmpty());
        Q_EMIT xy->hovered(xy->points().first(), true);
        const Shown tip = shownAs(QToolTip::text(), Qt::AutoText);
        expectPlain(tip, "chart tooltip");
        shown << tip.text;
        QToolTip::hideText();
    }
    EXPECT_TRUE(anyContains(shown, m_ib)) << shown.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(anyContains(shown, m_roce)) << shown.join(QLatin1Char('\n')).toStdString();
}

TEST_F(PlainTextWindowTest, EveryChartPageShowsTheNamesLiterally)
{
    const ComparisonData data = withRisk();
    ResultsView view;
    view.setData(data);
    view.resize(1400, 900);
    view.show();
    QCoreApplication::processEvents();
    const std::pair<ResultPages::Page, const char*> pages[] = {
        {ResultPages::Cumulative, "cumulative"},
        {ResultPages::Categories, "categories"},
        {ResultPages::Gap, "gap against nodes"},
        {ResultPages::GapNearCluster, "gap near the cluster's size"},
        {ResultPages::PerGpuMonth, "cost per GPU-month against nodes"},
        {ResultPages::Risk, "cost against risk"},
        {ResultPages::Tornado, "tornado"}};
    for (const auto& [page, name] : pages)
        expectViewIsPlain(view.chartView(page), name);
}

TEST_F(PlainTextWindowTest, ThePresentationShowsTheNamesLiterally)
{
    PresentationWindow window(withRisk());
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    const QList<ChartView*> views = window.findChildren<ChartView*>();
    EXPECT_EQ(views.size(), 7);
    for (qsizetype i = 0; i < views.size(); ++i)
        expectViewIsPlain(views[i], "presentation chart " + std::to_string(i + 1));
    expectLabelsArePlain(window, "presentation");
    bool summary = false;
    for (const QLabel* label : window.findChildren<QLabel*>())
        summary = summary || shownAs(label->text(), label->textFormat()).text.contains(m_roce);
    EXPECT_TRUE(summary);
}

TEST_F(PlainTextWindowTest, AQuoteFilesTextIsShownLiterallyInMessages)
{
    const QString csv = m_dir.filePath(QStringLiteral("quotes.csv"));
    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    // The second vendor column is refused, quoting its header.
    file.write("item,vendor,unit price,currency,quote date,Vendor (<b>bold</b>)\n");
    file.close();
    const QString expected = QStringLiteral("Vendor (<b>bold</b>)");

    QuoteImportDialog dialog(csv, m_document);
    ASSERT_FALSE(dialog.ok());
    bool quoted = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        const Shown shown = shownAs(label->text(), label->textFormat());
        expectPlain(shown, "quote import label");
        quoted = quoted || shown.text.contains(expected);
    }
    EXPECT_TRUE(quoted);

    MainWindow window;
    ASSERT_TRUE(window.openExample(QStringLiteral("llm-training")));
    QString boxText;
    Qt::TextFormat boxFormat = Qt::RichText;
    bool boxShown = false;
    QTimer::singleShot(0, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            boxShown = true;
            boxText = box->text();
            boxFormat = box->textFormat();
            box->close();
        }
    });
    window.importQuotes(csv);
    ASSERT_TRUE(boxShown);
    const Shown shown = shownAs(boxText, boxFormat);
    expectPlain(shown, "message box");
    EXPECT_TRUE(shown.text.contains(expected)) << shown.text.toStdString();
}

} // namespace
